import { and, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import { verifyAuditTrail } from "../../src/server/domain/audit/verify-audit-trail";
import {
  type CompanyIds,
  type Operation,
  PUBLIC,
  readOperations,
  seedCompanyIds,
  urlOf,
  validBody,
} from "../support/api-operations";
import { createTestApp, generousPublicLimits, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

type AuditRow = typeof schema.auditLogs.$inferSelect;

/** The sign-in routes: audited in the company of the account they sign in (tests below). */
const ACCOUNT_ROUTES = new Set([
  "POST /api/auth/signup",
  "POST /api/auth/login",
  "POST /api/auth/login-link",
  "POST /api/auth/accept-invitation",
  "POST /api/companies",
]);

/**
 * What each mutating route's one audit row must say: the main table it changed, and which values
 * it keeps — new (a creation, an action's result), old (a deletion), both (a change).
 */
/**
 * POST routes that change nothing: they compute an answer from their body (the decision the event
 * dialog shows while points are typed, decision 032) and leave no row, so typing never floods the
 * trail. The same body is decided again, and audited, when the event is recorded.
 */
const COMPUTING_ROUTES = new Set(["POST /api/instruments/{id}/calibration-events/decision"]);

const EXPECTED: Record<string, { table: string | null; values: "new" | "old" | "both" }> = {
  "PATCH /api/auth/profile": { table: "users", values: "both" },
  "PATCH /api/companies/current": { table: "companies", values: "both" },
  "POST /api/users": { table: "users", values: "new" },
  "PUT /api/users/{id}": { table: "users", values: "both" },
  "DELETE /api/users/{id}": { table: "users", values: "old" },
  "POST /api/users/bulk-import": { table: "users", values: "new" },
  "POST /api/users/{id}/invitation-link": { table: "users", values: "new" },
  "POST /api/campaigns": { table: "campaigns", values: "new" },
  "PUT /api/campaigns/{id}": { table: "campaigns", values: "both" },
  "DELETE /api/campaigns/{id}": { table: "campaigns", values: "old" },
  "PATCH /api/campaigns/{id}/close": { table: "campaigns", values: "both" },
  "PATCH /api/campaigns/{id}/archive": { table: "campaigns", values: "both" },
  "PATCH /api/campaigns/{id}/unarchive": { table: "campaigns", values: "both" },
  "PUT /api/settings/approvals": { table: "settings", values: "both" },
  "PUT /api/campaigns/{id}/participants": { table: "campaign_participants", values: "both" },
  "POST /api/campaign-participants": { table: "campaign_participants", values: "new" },
  "POST /api/equipment": { table: "equipment", values: "new" },
  "PUT /api/equipment/{id}": { table: "equipment", values: "both" },
  "DELETE /api/equipment/{id}": { table: "equipment", values: "old" },
  "POST /api/rating-criteria": { table: "rating_criteria", values: "new" },
  "PUT /api/rating-criteria/{id}": { table: "rating_criteria", values: "both" },
  "DELETE /api/rating-criteria/{id}": { table: "rating_criteria", values: "old" },
  "PUT /api/settings/global-params": { table: "settings", values: "both" },
  "POST /api/equipment-ratings": { table: "equipment_ratings", values: "new" },
  "POST /api/equipment-ratings/batch": { table: "equipment_ratings", values: "new" },
  "POST /api/campaigns/{id}/calculate-periods": { table: "calibration_results", values: "new" },
  "PATCH /api/campaigns/{id}/update-forced-periods": { table: "calibration_results", values: "both" },
  "POST /api/campaigns/{id}/apply-periods": { table: "period_changes", values: "new" },
  "POST /api/campaigns/{id}/generate-report": { table: "reports", values: "new" },
  "POST /api/pdf/test-connection": { table: null, values: "new" },
  "POST /api/emails/campaign-invitation": { table: "email_outbox", values: "new" },
  "POST /api/emails/report-notification": { table: "email_outbox", values: "new" },
  "POST /api/campaigns/{id}/share-links/{kind}/regenerate": { table: "campaigns", values: "new" },
  "PUT /api/settings/public-entries": { table: "settings", values: "both" },
  "POST /api/campaigns/{id}/submissions/review": { table: "public_submissions", values: "both" },
  "POST /api/campaigns/{id}/notify-technicians": { table: "campaigns", values: "new" },
  "POST /api/campaigns/{shareToken}/measurements": { table: "public_submissions", values: "new" },
  "POST /api/public/campaigns/{token}/ratings": { table: "public_submissions", values: "new" },
  "PUT /api/settings/planning": { table: "settings", values: "both" },
  "PUT /api/settings/measurement-units": { table: "instrument_type_units", values: "both" },
  "POST /api/measurements/{id}/corrections": { table: "measurements", values: "both" },
  "POST /api/measurements/{id}/withdrawal": { table: "measurements", values: "both" },
  "POST /api/planning/feed/regenerate": { table: "calendar_feeds", values: "new" },
  "POST /api/instruments": { table: "instruments", values: "new" },
  "PUT /api/instruments/{id}": { table: "instruments", values: "both" },
  "POST /api/instruments/import": { table: "instruments", values: "new" },
  "POST /api/instruments/{id}/calibration-events": { table: "calibration_events", values: "new" },
  "POST /api/instruments/{id}/certificates": { table: "calibration_events", values: "new" },
  "POST /api/certificates": { table: "calibration_events", values: "new" },
  "PUT /api/settings/decision-rules": { table: "settings", values: "both" },
  "PUT /api/settings/interval-methods": { table: "settings", values: "both" },
  "PUT /api/settings/decision-rules/types": { table: "instrument_type_rules", values: "new" },
  "PUT /api/instruments/{id}/calibration-events/{eventId}": { table: "calibration_events", values: "both" },
  "PATCH /api/impact-reviews/{id}/items/{itemId}": { table: "impact_review_items", values: "both" },
  "POST /api/impact-reviews/{id}/close": { table: "impact_reviews", values: "both" },
};

describe(`Piste d'audit : un appel qui change des données, une ligne (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp({ publicRateLimits: generousPublicLimits(100_000) });
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
    operations = await readOperations(t.app);
  });
  afterAll(() => t?.close());

  const lastSeq = async (companyId: number) => {
    const [row] = await t.database.db
      .select({ seq: sql<number>`coalesce(max(${schema.auditLogs.seq}), 0)`.mapWith(Number) })
      .from(schema.auditLogs)
      .where(eq(schema.auditLogs.companyId, companyId));
    return row!.seq;
  };
  const rowsSince = (companyId: number, seq: number): Promise<AuditRow[]> =>
    t.database.db
      .select()
      .from(schema.auditLogs)
      .where(and(eq(schema.auditLogs.companyId, companyId), gt(schema.auditLogs.seq, seq)))
      .orderBy(schema.auditLogs.seq);

  /** Fresh rows for one call, so that a deletion never spoils the next call; and what the call needs first. */
  async function prepare(op: Operation): Promise<{ ids: CompanyIds; body: unknown }> {
    const team = alpha;
    const ids = await seedCompanyIds(team);
    // A user of its own (a deletion, an invitation link) and a criterion nobody has used yet.
    const user = await team.admin.post("/api/users", {
      email: `membre.${Date.now()}.${Math.random().toString(36).slice(2)}@exemple.fr`,
      firstName: "Paul",
      lastName: "Durand",
    });
    expect(user.statusCode, user.body).toBe(201);
    const criterion = await team.admin.post("/api/rating-criteria", {
      criteria: { name: `Critère ${Math.random().toString(36).slice(2)}`, weight: 1, profile: "general" },
      scales: [1, 2, 3, 4, 5].map((grade) => ({ grade, score: grade - 3, description: `Niveau ${grade}` })),
    });
    expect(criterion.statusCode, criterion.body).toBe(201);
    const own = { ...ids, user: user.json().id as string, criterion: criterion.json().id as number };
    const key = `${op.method} ${op.path}`;
    let body = validBody(op, own);
    const rateAndCalculate = async () => {
      await team.admin.post("/api/equipment-ratings", {
        campaignId: own.campaign,
        equipmentId: own.equipment,
        criteriaId: own.criterion,
        grade: 5,
      });
      const calculated = await team.admin.post(`/api/campaigns/${own.campaign}/calculate-periods`, {});
      expect(calculated.statusCode, calculated.body).toBe(200);
    };
    if (key === "POST /api/campaigns/{id}/apply-periods") await rateAndCalculate();
    if (key === "PATCH /api/campaigns/{id}/update-forced-periods") {
      await rateAndCalculate();
      body = { updates: [{ equipmentId: own.equipment, forcedPeriod: 6 }] };
    }
    // The seeded campaign holds a report, a record that is archived, never deleted (issue 22): a campaign
    // without ratings, calculations or reports is deleted.
    if (key === "DELETE /api/campaigns/{id}") {
      const bare = await team.admin.post("/api/campaigns", { name: "Campagne sans dossier" });
      expect(bare.statusCode, bare.body).toBe(201);
      own.campaign = bare.json().id;
    }
    // Only an archived campaign is unarchived.
    if (key === "PATCH /api/campaigns/{id}/unarchive") {
      const archived = await team.admin.patch(`/api/campaigns/${own.campaign}/archive`);
      expect(archived.statusCode, archived.body).toBe(200);
    }
    // A certificate's points are decided against its instrument type's tolerance (decision 033).
    if (key === "POST /api/certificates" || key === "POST /api/instruments/{id}/certificates") {
      const typed = await team.admin.put(`/api/instruments/${own.instrument}`, {
        name: "Manomètre",
        type: "Thermomètre",
      });
      expect(typed.statusCode, typed.body).toBe(200);
      const tolerance = await team.admin.put("/api/settings/decision-rules/types", {
        type: "Thermomètre",
        toleranceLower: "-0,3",
        toleranceUpper: "0,3",
      });
      expect(tolerance.statusCode, tolerance.body).toBe(200);
    }
    if (key === "POST /api/emails/campaign-invitation")
      body = { campaignId: own.campaign, participantId: team.as.equipment_user.id };
    if (key === "POST /api/campaigns/{id}/submissions/review") {
      await team.admin.put("/api/settings/public-entries", { reviewRequired: true });
      const sent = await new Client(t.app).post(`/api/campaigns/${own.measurementToken}/measurements`, {
        operatorName: "Léa",
        equipmentId: own.freeEquipment,
        value: "1,5",
        unit: "bar",
      });
      expect(sent.statusCode, sent.body).toBeLessThan(300);
      await team.admin.put("/api/settings/public-entries", { reviewRequired: false });
    }
    return { ids: own, body };
  }

  // Every mutating route in turn: about 30 s alone on the 2-core machine, more beside another suite.
  it("chaque route qui change des données (document OpenAPI) écrit exactement une ligne, avec son acteur, sa table et ses valeurs", {
    timeout: 180_000,
  }, async () => {
    const mutating = operations.filter((op) => op.method !== "GET");
    expect(mutating.length).toBeGreaterThanOrEqual(40);
    const walked = mutating.filter(
      (op) =>
        !ACCOUNT_ROUTES.has(`${op.method} ${op.path}`) && !COMPUTING_ROUTES.has(`${op.method} ${op.path}`),
    );
    // A new route must say what it audits: it cannot be forgotten here.
    expect(walked.map((op) => `${op.method} ${op.path}`).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const op of walked) {
      const key = `${op.method} ${op.path}`;
      const { ids, body } = await prepare(op);
      const since = await lastSeq(alpha.companyId);
      const publicCall = PUBLIC.has(key);
      const client = publicCall ? new Client(t.app, { ip: "198.51.100.7" }) : alpha.admin;
      const response = await client.request(op.method, urlOf(op, ids), body);
      expect(response.statusCode, `${key} ${response.body}`).toBeLessThan(300);
      const rows = await rowsSince(alpha.companyId, since);
      expect(
        rows.map((r) => r.action),
        key,
      ).toHaveLength(1);
      const row = rows[0]!;
      const expected = EXPECTED[key]!;
      expect(row.tableName, key).toBe(expected.table);
      expect(row.outcome, key).toBe("success");
      expect(row.description.length, key).toBeGreaterThan(10);
      if (publicCall) {
        expect(row, key).toMatchObject({ actorKind: "public", actorName: "Léa", ipAddress: "198.51.100.7" });
        expect(row.actorLink, key).toMatch(/^(measurement|rating)\/campaign$/);
      } else {
        expect(row, key).toMatchObject({
          actorKind: "user",
          userId: alpha.admin.id,
          actorName: "Alice Admin",
        });
      }
      if (expected.values !== "old") expect(row.newValues, `${key}: new values`).not.toBeNull();
      if (expected.values !== "new") expect(row.oldValues, `${key}: old values`).not.toBeNull();
      // Another company's trail is untouched.
      expect(await rowsSince(beta.companyId, await lastSeq(beta.companyId))).toEqual([]);
    }
  });

  it("un appel refusé (403) laisse une ligne « refusé », sans rien changer", async () => {
    const since = await lastSeq(alpha.companyId);
    const refused = await alpha.as.equipment_user.post("/api/campaigns", { name: "Campagne interdite" });
    expect(refused.statusCode).toBe(403);
    const rows = await rowsSince(alpha.companyId, since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "access.refused",
      outcome: "refused",
      userId: alpha.as.equipment_user.id,
      recordId: "/api/campaigns",
    });
    expect(rows[0]!.description).toContain("Accès refusé");
  });

  it("les connexions réussies et échouées, l'invitation acceptée, le lien demandé, la déconnexion : une ligne chacune", async () => {
    const email = `connexion.${Date.now()}@exemple.fr`;
    const created = await alpha.admin.post("/api/users", { email, firstName: "Jeanne", lastName: "Roux" });
    const link = (await alpha.admin.post(`/api/users/${created.json().id}/invitation-link`)).json() as {
      url: string;
    };
    const token = new URL(link.url).searchParams.get("invitation");
    const jeanne = new Client(t.app, { ip: "192.0.2.44" });
    const steps: [string, () => Promise<{ statusCode: number }>, Partial<AuditRow>][] = [
      [
        "invitation",
        () => jeanne.post("/api/auth/accept-invitation", { token, password: "un-mot-de-passe-solide" }),
        { action: "auth.invitation_accepted", userId: created.json().id, outcome: "success" },
      ],
      [
        "mot de passe faux",
        () => new Client(t.app).post("/api/auth/login", { email, password: "pas-le-bon-mot" }),
        { action: "auth.sign_in_failed", outcome: "failed", userId: null },
      ],
      [
        "connexion",
        () => jeanne.post("/api/auth/login", { email, password: "un-mot-de-passe-solide" }),
        { action: "auth.signed_in", userId: created.json().id, ipAddress: "192.0.2.44" },
      ],
      [
        "profil",
        () => jeanne.patch("/api/auth/profile", { firstName: "Jeanne", lastName: "Roux-Martin", email }),
        { action: "user.profile_updated", tableName: "users" },
      ],
      ["déconnexion", () => jeanne.post("/api/logout"), { action: "auth.signed_out" }],
    ];
    for (const [what, call, expected] of steps) {
      const since = await lastSeq(alpha.companyId);
      const response = await call();
      expect(response.statusCode, what).toBeLessThan(500);
      const rows = await rowsSince(alpha.companyId, since);
      expect(
        rows.map((r) => r.action),
        what,
      ).toHaveLength(1);
      expect(rows[0], what).toMatchObject(expected);
    }
    const profile = (await rowsSince(alpha.companyId, 0)).find(
      (r) => r.action === "user.profile_updated" && r.userId === created.json().id,
    )!;
    expect(profile.oldValues).toMatchObject({ lastName: "Roux" });
    expect(profile.newValues).toMatchObject({ lastName: "Roux-Martin" });

    // A sign-in link asked for an account: recorded once the background work has run.
    const since = await lastSeq(alpha.companyId);
    expect((await new Client(t.app).post("/api/auth/login-link", { email })).statusCode).toBe(202);
    for (let i = 0; i < 100 && (await rowsSince(alpha.companyId, since)).length === 0; i++)
      await new Promise((done) => setTimeout(done, 20));
    expect((await rowsSince(alpha.companyId, since)).map((r) => r.action)).toEqual([
      "auth.login_link_requested",
    ]);
  });

  it("la configuration d'une entreprise ouvre sa piste par une ligne", async () => {
    const founder = new Client(t.app);
    await founder.post("/api/auth/signup", {
      email: `fondatrice.${Date.now()}@exemple.fr`,
      password: "mot-de-passe-solide",
      firstName: "Inès",
      lastName: "Morel",
    });
    const company = (await founder.post("/api/companies", { name: "Métrologie Gamma" })).json() as {
      id: number;
    };
    const rows = await rowsSince(company.id, 0);
    expect(rows.map((r) => [r.action, r.tableName, r.seq])).toEqual([["company.created", "companies", 1]]);
  });

  it("chaque entreprise a sa chaîne, entière et vérifiable", async () => {
    for (const team of [alpha, beta]) {
      const result = await t.database.db.transaction((tx) =>
        verifyAuditTrail(tx, { companyId: team.companyId }),
      );
      expect(result).toMatchObject({ valid: true, firstBroken: null });
      expect(result.checked).toBe(await lastSeq(team.companyId));
    }
    const first = await rowsSince(alpha.companyId, 0);
    expect(first[0]!.prevHash).toBe("0".repeat(64));
    for (let i = 1; i < first.length; i++) expect(first[i]!.prevHash).toBe(first[i - 1]!.hash);
  });
});
