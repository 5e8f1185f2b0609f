/**
 * The API's routes as its OpenAPI document lists them, and what it takes to call each one for real:
 * a company's rows to name in paths and bodies, and a body every route accepts. Tests that walk
 * every route (the error contract, the audit trail) share it, so that a new route cannot be missed.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Team } from "./teams";

export interface Operation {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  params: string[];
  required: string[];
  /** The first property the body schema declares, if any. */
  firstProperty?: string;
  /** A JSON body (the routes' usual one). */
  hasBody: boolean;
  /** An XML body instead (a Digital Calibration Certificate). */
  xmlBody: boolean;
}

/** The first property of a body schema, an object or an object or null (`anyOf`). */
function firstPropertyOf(schema: {
  properties?: object;
  anyOf?: { properties?: object }[];
}): string | undefined {
  const objects = [schema, ...(schema.anyOf ?? [])];
  return objects.flatMap((o) => Object.keys(o.properties ?? {}))[0];
}

/** Routes anyone may call without a session. */
export const PUBLIC = new Set([
  "GET /api/health",
  "POST /api/auth/signup",
  "POST /api/auth/login",
  "POST /api/auth/login-link",
  "POST /api/auth/accept-invitation",
  "GET /api/auth/invitation/{token}",
  "GET /api/auth/options",
  // Share links (spec §7 "Public"): the token is the key.
  "GET /api/campaigns/{shareToken}/public",
  "POST /api/campaigns/{shareToken}/measurements",
  "GET /api/public/campaigns/{token}",
  "GET /api/public/campaigns/{token}/rating-criteria/{profile}",
  "GET /api/public/campaigns/{token}/ratings/{profile}",
  "POST /api/public/campaigns/{token}/ratings",
]);

/** A value that must never come back in an answer. */
export const junk = () => `zzqx-${randomBytes(6).toString("hex")}`;

type BodySchema = {
  $ref?: string;
  required?: string[];
  properties?: object;
  anyOf?: { properties?: object }[];
};

/** Every route of the OpenAPI document, with its path parameters and its body's required fields. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const document = (await app.inject({ method: "GET", url: "/api/docs/json" })).json();
  // A body may be a named schema (`#/components/schemas/ApprovalSettingsInput`): read it where it is.
  const resolve = (schema: BodySchema): BodySchema =>
    schema.$ref ? document.components.schemas[schema.$ref.split("/").at(-1)!] : schema;
  return Object.entries<Record<string, Record<string, unknown>>>(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const op = operation as {
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema: BodySchema }> };
      };
      const json = op.requestBody?.content["application/json"];
      const body = json && resolve(json.schema);
      return {
        method: method.toUpperCase() as Operation["method"],
        path,
        params: (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
        required: body?.required ?? [],
        firstProperty: body && firstPropertyOf(body),
        hasBody: json !== undefined,
        xmlBody: op.requestBody?.content["application/xml"] !== undefined,
      };
    }),
  );
}

/** A company's rows that the routes' paths and bodies name. */
export interface CompanyIds {
  campaign: number;
  equipment: number;
  criterion: number;
  user: string;
  measurementToken: string;
  ratingToken: string;
  /** A criterion a share link rates, and one of its grades. */
  publicCriterion: number;
  publicScale: number;
  report: number;
  /** The campaign equipment's instrument, one of its calibration events, and its impact reviews:
   * one open with an item to decide, one whose items are all decided (ready to close). */
  instrument: number;
  /** Its reference in the Parc: what a certificate names it by. */
  instrumentReference: string;
  calibrationEvent: number;
  impactReview: number;
  impactItem: number;
  closableReview: number;
  /** A measurement entered through the campaign's link (corrected or withdrawn by staff). */
  measurement: number;
  /**
   * A second equipment of the campaign, whose instrument is not in quarantine: the one a share link's
   * new measurement names (the first one's instrument has an open impact review, issue 22).
   */
  freeEquipment: number;
}

/** A day before today, `YYYY-MM-DD`. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * One campaign with an equipment, its links and report, and a technician taking part; its instrument
 * calibrated twice out of tolerance (two impact reviews, the first one decided throughout), after a
 * measurement entered through the link (a quarantined instrument takes none, issue 22); and a second
 * equipment whose instrument is not in quarantine. The report makes the campaign a record: it is
 * archived, never deleted.
 */
export async function seedCompanyIds(team: Team): Promise<CompanyIds> {
  const campaign = (
    await team.admin.post("/api/campaigns", {
      name: "Revue des contrats",
      equipment: [
        { name: "Manomètre", serialNumber: `MAN-${randomBytes(3).toString("hex")}`, currentPeriod: 12 },
      ],
    })
  ).json();
  const [item] = (await team.admin.get(`/api/equipment/${campaign.id}`)).json();
  const criteria = (await team.admin.get("/api/rating-criteria")).json();
  const links = (await team.admin.get(`/api/campaigns/${campaign.id}/share-links`)).json();
  const rated = criteria.find((c: { profile: string }) => c.profile === "utilisateur_equipement");
  const report = (
    await team.admin.post(`/api/campaigns/${campaign.id}/generate-report`, { format: "html" })
  ).json();
  await team.admin.put(`/api/campaigns/${campaign.id}/participants`, {
    participantIds: [team.as.equipment_user.id],
  });
  const free = await team.admin.post("/api/equipment", {
    campaignId: campaign.id,
    name: "Sonde",
    serialNumber: `SON-${randomBytes(3).toString("hex")}`,
    currentPeriod: 12,
  });
  expect(free.statusCode, free.body).toBeLessThan(300);
  const measured = await team.admin.post(`/api/campaigns/${links.measurement.token}/measurements`, {
    operatorName: "Léa",
    equipmentId: item.id,
    value: "1,5",
    unit: "bar",
  });
  expect(measured.statusCode, measured.body).toBe(201);
  const outOfTolerance = async (date: string) => {
    const event = (
      await team.admin.post(`/api/instruments/${item.instrumentId}/calibration-events`, {
        date,
        provider: "Laboratoire accrédité",
        certificateReference: `CERT-${randomBytes(3).toString("hex")}`,
        result: "non_conforme",
      })
    ).json();
    const review = (await team.admin.get(`/api/impact-reviews/${event.impactReviewId}`)).json();
    return { event, review };
  };
  const closable = await outOfTolerance(daysAgo(20));
  for (const decided of closable.review.items)
    await team.admin.patch(`/api/impact-reviews/${closable.review.id}/items/${decided.id}`, {
      decision: "sans_impact",
    });
  const open = await outOfTolerance(daysAgo(10));
  const [measurement] = (await team.admin.get(`/api/campaigns/${campaign.id}/measurements`)).json().items;
  return {
    measurement: measurement.id,
    freeEquipment: free.json().id,
    instrument: item.instrumentId,
    instrumentReference: item.serialNumber,
    calibrationEvent: open.event.id,
    impactReview: open.review.id,
    impactItem: open.review.items[0].id,
    closableReview: closable.review.id,
    campaign: campaign.id,
    equipment: item.id,
    criterion: criteria[0].id,
    user: team.as.equipment_user.id,
    measurementToken: links.measurement.token,
    ratingToken: links.rating.token,
    publicCriterion: rated.id,
    publicScale: rated.scales[0].id,
    report: report.id,
  };
}

/** The path with its parameters filled from one company's ids (each followed by its `suffix`, if any). */
export function urlOf(op: Operation, ids: CompanyIds, suffix: Record<string, string> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => `${idFor(op, ids, name)}${suffix[name] ?? ""}`);
}

function idFor(op: Operation, ids: CompanyIds, name: string): string {
  if (name === "shareToken") return ids.measurementToken;
  if (name === "token") return ids.ratingToken;
  if (name === "profile") return "technicien";
  if (name === "kind") return "measurement";
  if (name === "equipmentId") return String(ids.equipment);
  if (name === "campaignId") return String(ids.campaign);
  if (name === "eventId") return String(ids.calibrationEvent);
  if (name === "itemId") return String(ids.impactItem);
  if (op.path.startsWith("/api/instruments/")) return String(ids.instrument);
  if (op.path === "/api/impact-reviews/{id}/close") return String(ids.closableReview);
  if (op.path.startsWith("/api/impact-reviews/")) return String(ids.impactReview);
  if (op.path.startsWith("/api/users/")) return ids.user;
  if (op.path.startsWith("/api/measurements/")) return String(ids.measurement);
  if (op.path.startsWith("/api/reports/")) return String(ids.report);
  if (op.path.startsWith("/api/equipment/")) return String(ids.equipment);
  if (op.path.startsWith("/api/rating-criteria/")) return String(ids.criterion);
  return String(ids.campaign);
}

/** The DCC 3.3 of the fixtures, naming the instrument of this reference (the customer's identification). */
export function certificateFor(reference: string): string {
  const xml = readFileSync(join(import.meta.dirname, "../fixtures/dcc/thermometre-3.3.xml"), "utf8");
  return xml.replaceAll("TH-0007", reference).replaceAll("SN-48213", `SN-${reference}`);
}

/** A body each route accepts, so that a request reaches its permission and its company's rows. */
export function validBody(op: Operation, ids: CompanyIds): unknown {
  const scales = [1, 2, 3, 4, 5].map((grade) => ({
    grade,
    score: grade - 3,
    description: `Niveau ${grade}`,
  }));
  const person = { email: `${junk()}@exemple.fr`, firstName: "Paul", lastName: "Durand" };
  const bodies: Record<string, unknown> = {
    "POST /api/auth/signup": { ...person, password: "mot-de-passe-solide" },
    "POST /api/auth/login": { email: person.email, password: "mot-de-passe-solide" },
    "POST /api/auth/login-link": { email: person.email },
    "POST /api/auth/accept-invitation": { token: junk(), password: "mot-de-passe-solide" },
    "PATCH /api/auth/profile": { firstName: "Alice", lastName: "Admin", email: `${junk()}@exemple.fr` },
    "POST /api/companies": { name: "Autre entreprise" },
    "PATCH /api/companies/current": { name: "Métrologie Alpha" },
    "POST /api/users": person,
    "PUT /api/users/{id}": { ...person, roles: ["equipment_user"], status: "active" },
    "POST /api/users/bulk-import": { users: [person] },
    "POST /api/campaigns": { name: "Campagne" },
    "PUT /api/campaigns/{id}": { name: "Campagne" },
    "PUT /api/campaigns/{id}/participants": { participantIds: [] },
    "POST /api/campaign-participants": { campaignId: ids.campaign, userId: ids.user },
    "POST /api/equipment": {
      campaignId: ids.campaign,
      name: "Sonde",
      serialNumber: junk(),
      currentPeriod: 12,
    },
    "PUT /api/equipment/{id}": { name: "Sonde", serialNumber: junk(), currentPeriod: 12 },
    "POST /api/rating-criteria": { criteria: { name: "Critère", weight: 1, profile: "general" }, scales },
    "PUT /api/rating-criteria/{id}": {
      criteria: { name: "Critère", weight: 1, profile: "general" },
      scales,
    },
    "PUT /api/settings/global-params": { k1: 1, k2: 0, pmax: 60 },
    "POST /api/equipment-ratings": {
      campaignId: ids.campaign,
      equipmentId: ids.equipment,
      criteriaId: ids.criterion,
      grade: 3,
    },
    "POST /api/equipment-ratings/batch": {
      campaignId: ids.campaign,
      ratings: [{ equipmentId: ids.equipment, criteriaId: ids.criterion, grade: 3 }],
    },
    "POST /api/campaigns/{id}/calculate-periods": { adjustmentFactor: 1 },
    "PATCH /api/campaigns/{id}/update-forced-periods": { updates: [] },
    "POST /api/campaigns/{id}/generate-report": { format: "html" },
    "POST /api/campaigns/{id}/apply-periods": { signature: { password: "mot-de-passe-solide" } },
    "POST /api/emails/campaign-invitation": { campaignId: ids.campaign, participantId: ids.user },
    "POST /api/emails/report-notification": {
      reportId: ids.report,
      recipientEmail: "qualite@exemple.fr",
      recipientName: "Service qualité",
    },
    "PUT /api/settings/public-entries": { reviewRequired: false },
    "PUT /api/settings/approvals": { requireReason: false },
    "PUT /api/settings/planning": { warningDays: 30 },
    "PUT /api/settings/measurement-units": { type: "Manomètre", units: ["bar", "kPa"] },
    "PUT /api/settings/decision-rules": { companyRule: "wEqualsU" },
    "PUT /api/settings/interval-methods": {
      staircaseExtend: "1,25",
      staircaseReduce: "0,5",
      staircaseMargin: "0,8",
      targetReliability: "0,95",
      minPeriod: 1,
      maxPeriod: 60,
    },
    "POST /api/instruments/{id}/calibration-events/decision": {
      points: [
        { phase: "asFound", reference: "5", indication: "5,02", expandedUncertainty: "0,01", mpe: "0,1" },
      ],
    },
    "PUT /api/settings/decision-rules/types": {
      type: "Manomètre",
      decisionRule: "rp10",
      toleranceLower: "-0,1",
      toleranceUpper: "0,1",
    },
    "POST /api/measurements/{id}/corrections": { value: "1,6", unit: "bar", reason: "Lecture corrigée" },
    "POST /api/measurements/{id}/withdrawal": { reason: "Saisie en double" },
    "POST /api/campaigns/{id}/submissions/review": { decision: "reject" },
    "POST /api/campaigns/{shareToken}/measurements": {
      operatorName: "Léa",
      equipmentId: ids.freeEquipment,
      value: "1,5",
      unit: "bar",
    },
    "POST /api/instruments": {
      name: "Thermomètre de référence",
      reference: junk(),
      type: "Thermomètre",
      location: "Laboratoire",
      currentPeriod: 12,
      lastCalibrationDate: daysAgo(30),
    },
    "PUT /api/instruments/{id}": { name: "Manomètre de contrôle", type: "Manomètre", location: "Atelier" },
    "POST /api/instruments/{id}/calibration-events": {
      date: daysAgo(1),
      provider: "Laboratoire accrédité",
      certificateReference: "CERT-2026-001",
      result: "conforme",
      asFoundError: "0,012",
      mpe: "0,05",
    },
    "PUT /api/instruments/{id}/calibration-events/{eventId}": {
      date: daysAgo(10),
      result: "ajuste",
      asLeftError: "0,01",
      mpe: "0,05",
      reason: "Résultat mal saisi : l'instrument a été ajusté",
    },
    "POST /api/instruments/import": {
      csv: `nom,reference,type,emplacement,periode_mois,dernier_etalonnage\nSonde Pt100,${junk()},Sonde,Étuve,12,${daysAgo(30)}\n`,
    },
    "PATCH /api/impact-reviews/{id}/items/{itemId}": { decision: "a_reprendre", note: "Mesure à refaire" },
    "POST /api/impact-reviews/{id}/close": { conclusion: "Aucune mesure affectée au-delà de l'EMT" },
    "POST /api/public/campaigns/{token}/ratings": {
      operatorName: "Léa",
      ratings: [{ equipmentId: ids.equipment, criteriaId: ids.publicCriterion, verbatimId: ids.publicScale }],
    },
  };
  const key = `${op.method} ${op.path}`;
  // A certificate names its instrument: the Parc's instrument of the ids, by its reference.
  if (op.xmlBody) return certificateFor(ids.instrumentReference);
  if (op.hasBody) expect(Object.keys(bodies), `a valid body for ${key}`).toContain(key);
  return bodies[key];
}
