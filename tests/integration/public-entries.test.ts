import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import { SESSION_COOKIE } from "../../src/server/http/plugins/session";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { signedInUser } from "../support/people";
import { linksIn, startSmtpServer } from "../support/smtp";
import { createTeam, type Team } from "../support/teams";

interface PublicCriterion {
  id: number;
  profile: string;
  scales: { id: number; grade: number; description: string }[];
}

async function campaignWithLinks(team: Team, name = "Tournée des capteurs") {
  const created = await team.admin.post("/api/campaigns", {
    name,
    equipment: [
      { name: "Manomètre atelier", serialNumber: "MAN-001", currentPeriod: 12 },
      { name: "Thermomètre étuve", serialNumber: "THE-002", currentPeriod: 24 },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const campaign = created.json() as { id: number };
  const items = (await team.admin.get(`/api/equipment/${campaign.id}`)).json() as { id: number }[];
  const links = (await team.admin.get(`/api/campaigns/${campaign.id}/share-links`)).json() as {
    measurement: { token: string };
    rating: { token: string };
  };
  return { campaign, items, links };
}

describe(`Liens publics : ce que voient et décident les équipes (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const visitor = () => new Client(t.app, { ip: "203.0.113.20" });

  beforeAll(async () => {
    smtp = await startSmtpServer({ rejectRecipients: ["boite.inconnue@exemple.fr"] });
    t = await createTestApp({ smtpUrl: smtp.url });
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const criteriaOf = async (token: string) =>
    (
      await visitor().get(`/api/public/campaigns/${token}/rating-criteria/technicien`)
    ).json() as PublicCriterion[];

  it("le réglage de validation est désactivé par défaut et se change par les responsables de campagne", async () => {
    expect((await alpha.as.user.get("/api/settings/public-entries")).json()).toEqual({
      reviewRequired: false,
    });
    for (const role of ["equipment_manager", "equipment_user", "user"] as const) {
      const refused = await alpha.as[role].put("/api/settings/public-entries", { reviewRequired: true });
      expect(refused.statusCode, role).toBe(403);
    }
    const bad = await alpha.admin.put("/api/settings/public-entries", { reviewRequired: "oui" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("reviewRequired");
    const saved = await alpha.as.campaign_initiator.put("/api/settings/public-entries", {
      reviewRequired: true,
    });
    expect(saved.json()).toEqual({ reviewRequired: true });
    // One company's setting is its own.
    expect((await beta.admin.get("/api/settings/public-entries")).json()).toEqual({ reviewRequired: false });
    await alpha.admin.put("/api/settings/public-entries", { reviewRequired: false });
  });

  describe("validation des saisies publiques", () => {
    beforeAll(async () => {
      await alpha.admin.put("/api/settings/public-entries", { reviewRequired: true });
    });
    afterAll(async () => {
      await alpha.admin.put("/api/settings/public-entries", { reviewRequired: false });
    });

    it("les saisies en attente ne comptent ni dans l'avancement, ni dans les mesures, ni dans le calcul", async () => {
      const { campaign, items, links } = await campaignWithLinks(alpha);
      const criteria = await criteriaOf(links.rating.token);
      const measured = await visitor().post(`/api/campaigns/${links.measurement.token}/measurements`, {
        operatorName: "Léa",
        equipmentId: items[0]!.id,
        value: "2,5",
        unit: "bar",
      });
      expect(measured.json()).toMatchObject({ status: "pending" });
      const rated = await visitor().post(`/api/public/campaigns/${links.rating.token}/ratings`, {
        operatorName: "Paul",
        ratings: criteria.map((c) => ({
          equipmentId: items[0]!.id,
          criteriaId: c.id,
          verbatimId: c.scales[4]!.id,
        })),
      });
      expect(rated.json()).toMatchObject({ status: "pending", count: criteria.length });

      expect((await alpha.admin.get(`/api/campaigns/${campaign.id}/measurements`)).json()).toEqual({
        items: [],
        total: 0,
      });
      expect((await alpha.admin.get(`/api/campaigns/${campaign.id}`)).json().ratedEquipmentCount).toBe(0);
      // The visitor sees their own ratings as waiting.
      const mine = (
        await visitor().get(`/api/public/campaigns/${links.rating.token}/ratings/technicien`, {
          "x-rater-key": rated.json().raterKey,
        })
      ).json();
      expect(mine).toHaveLength(criteria.length);
      expect(mine.every((r: { pending: boolean }) => r.pending)).toBe(true);
      // The calculation finds nothing to calculate.
      const calculation = await alpha.admin.post(`/api/campaigns/${campaign.id}/calculate-periods`, {});
      expect(calculation.json()).toMatchObject({ calculated: 0, unrated: 2 });

      const pending = (
        await alpha.admin.get(`/api/campaigns/${campaign.id}/submissions?status=pending`)
      ).json();
      expect(pending.map((s: { kind: string }) => s.kind).sort()).toEqual(["measurement", "ratings"]);
      const ratingEntry = pending.find((s: { kind: string }) => s.kind === "ratings");
      expect(ratingEntry).toMatchObject({ operatorName: "Paul", linkKind: "campaign", status: "pending" });
      expect(ratingEntry.ratings[0]).toMatchObject({ equipmentName: "Manomètre atelier", grade: 5 });

      const accepted = await alpha.admin.post(`/api/campaigns/${campaign.id}/submissions/review`, {
        decision: "accept",
        submissionIds: [ratingEntry.id],
      });
      expect(accepted.json()).toEqual({ accepted: 1, rejected: 0 });
      expect((await alpha.admin.get(`/api/campaigns/${campaign.id}`)).json().ratedEquipmentCount).toBe(1);
      const recalculated = await alpha.admin.post(`/api/campaigns/${campaign.id}/calculate-periods`, {});
      expect(recalculated.json()).toMatchObject({ calculated: 1 });
      const results = (await alpha.admin.get(`/api/campaigns/${campaign.id}/calibration-results`)).json();
      // Every criterion at +2: the period doubles (DESIGN.md §6, k1 = 1).
      expect(results.results[0]).toMatchObject({ equipmentId: items[0]!.id, newPeriod: 24 });
      // The explanation names the link's operator among the raters.
      const explanation = (
        await alpha.admin.get(`/api/campaigns/${campaign.id}/calibration-results/${items[0]!.id}`)
      ).json();
      expect(explanation.ratings).toHaveLength(criteria.length);
      for (const rating of explanation.ratings)
        expect(rating).toMatchObject({ raterName: "Paul", linkKind: "campaign", grade: 5 });

      const rejected = await alpha.admin.post(`/api/campaigns/${campaign.id}/submissions/review`, {
        decision: "reject",
      });
      expect(rejected.json()).toEqual({ accepted: 0, rejected: 1 });
      expect((await alpha.admin.get(`/api/campaigns/${campaign.id}/measurements`)).json().total).toBe(0);
      const again = await alpha.admin.post(`/api/campaigns/${campaign.id}/submissions/review`, {
        decision: "accept",
        submissionIds: [ratingEntry.id],
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe("SUBMISSION_ALREADY_REVIEWED");
      const history = (await alpha.admin.get(`/api/campaigns/${campaign.id}/submissions`)).json();
      expect(history.map((s: { status: string }) => s.status).sort()).toEqual(["accepted", "rejected"]);
      expect(history.find((s: { status: string }) => s.status === "accepted").reviewedBy).toBe("Alice Admin");
    });

    it("tout accepter d'un coup fait compter chaque mesure, une seule fois même si l'envoi est rejoué", async () => {
      const { campaign, items, links } = await campaignWithLinks(alpha);
      const id = randomUUID();
      for (const value of ["1", "2", "3"]) {
        await visitor().post(`/api/campaigns/${links.measurement.token}/measurements`, {
          operatorName: "Léa",
          equipmentId: items[1]!.id,
          value,
          unit: "°C",
          clientSubmissionId: value === "1" ? id : undefined,
        });
      }
      await visitor().post(`/api/campaigns/${links.measurement.token}/measurements`, {
        operatorName: "Léa",
        equipmentId: items[1]!.id,
        value: "1",
        unit: "°C",
        clientSubmissionId: id,
      });
      const all = await alpha.as.campaign_initiator.post(`/api/campaigns/${campaign.id}/submissions/review`, {
        decision: "accept",
      });
      expect(all.json()).toEqual({ accepted: 3, rejected: 0 });
      const list = (await alpha.admin.get(`/api/campaigns/${campaign.id}/measurements`)).json();
      expect(list.items.map((m: { value: string }) => m.value).sort()).toEqual(["1", "2", "3"]);
    });
  });

  it("filtre les mesures et les exporte en CSV, formules neutralisées", async () => {
    const { campaign, items, links } = await campaignWithLinks(alpha);
    const post = (body: Record<string, unknown>) =>
      visitor().post(`/api/campaigns/${links.measurement.token}/measurements`, {
        equipmentId: items[0]!.id,
        unit: "bar",
        ...body,
      });
    await post({ operatorName: '=HYPERLINK("http://x";"clic")', value: "1,25", notes: 'a, "b"' });
    await post({ operatorName: "Paul", value: 3, unit: "psi", equipmentId: items[1]!.id });
    const bySearch = (await alpha.admin.get(`/api/campaigns/${campaign.id}/measurements?search=paul`)).json();
    expect(bySearch.items.map((m: { operatorName: string }) => m.operatorName)).toEqual(["Paul"]);
    const byUnit = (await alpha.admin.get(`/api/campaigns/${campaign.id}/measurements?unit=bar`)).json();
    expect(byUnit.total).toBe(1);
    const byEquipment = (
      await alpha.admin.get(`/api/campaigns/${campaign.id}/measurements?equipmentId=${items[1]!.id}`)
    ).json();
    expect(byEquipment.total).toBe(1);
    const future = (
      await alpha.admin.get(`/api/campaigns/${campaign.id}/measurements?from=2999-01-01`)
    ).json();
    expect(future.total).toBe(0);
    const badDate = await alpha.admin.get(`/api/campaigns/${campaign.id}/measurements?from=demain`);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().field).toBe("from");

    const csv = await alpha.as.user.get(`/api/campaigns/${campaign.id}/measurements/export?unit=bar`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toMatch(
      /^attachment; filename="mesures-tournee-des-capteurs-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Date,Opérateur,E-mail,Équipement,Référence,Valeur,Unité,Notes,Source,État,Valeur saisie,Unité saisie,Motif",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"";""clic"")"`);
    expect(lines[1]).toContain(',1.25,bar,"a, ""b""",Lien de saisie');
  });

  it("notify-technicians : un lien personnel par technicien, compte des échecs du serveur SMTP", async () => {
    const { campaign, items } = await campaignWithLinks(alpha, "Campagne notifiée");
    const technician = await signedInUser(t.database.db, {
      companyId: alpha.companyId,
      roles: ["equipment_user"],
      firstName: "Tom",
      lastName: "Technicien",
      email: `tom.${randomUUID().slice(0, 8)}@exemple.fr`,
    });
    const unreachable = await signedInUser(t.database.db, {
      companyId: alpha.companyId,
      roles: ["technicien"],
      firstName: "Nina",
      lastName: "Inconnue",
      email: "boite.inconnue@exemple.fr",
    });
    const participants = [technician.user.id, unreachable.user.id, alpha.as.equipment_manager.id];
    const saved = await alpha.admin.put(`/api/campaigns/${campaign.id}/participants`, {
      participantIds: participants,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const refused = await alpha.as.equipment_manager.post(`/api/campaigns/${campaign.id}/notify-technicians`);
    expect(refused.statusCode).toBe(403);
    const response = await alpha.admin.post(`/api/campaigns/${campaign.id}/notify-technicians`);
    expect(response.statusCode, response.body).toBe(200);
    // The manager is not a technician; Nina's mailbox is refused by the SMTP server.
    expect(response.json()).toEqual({ successCount: 1, failureCount: 1 });
    const [mail] = await smtp.delivered(technician.user.email);
    expect(mail!.subject).toContain("Campagne notifiée");
    const [link] = linksIn(mail!, TEST_PUBLIC_URL);
    expect(link).toMatch(/\/campaign\/[A-Za-z0-9_-]{43}\?p=technicien&email=/);
    const failed = await t.database.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.toAddress, "boite.inconnue@exemple.fr"));
    expect(failed.map((m) => m.status)).toEqual(["failed"]);

    // His link names him, whatever the address says, and his ratings are his.
    const path = new URL(link!).pathname;
    const token = path.split("/").pop()!;
    const read = (await visitor().get(`/api/public/campaigns/${token}`)).json();
    expect(read).toMatchObject({
      linkKind: "personal",
      operator: { name: "Tom Technicien", email: technician.user.email },
    });
    const [criterion] = await criteriaOf(token);
    const rated = await visitor().post(`/api/public/campaigns/${token}/ratings`, {
      operatorName: "Quelqu'un d'autre",
      operatorEmail: "autre@exemple.fr",
      ratings: [
        { equipmentId: items[0]!.id, criteriaId: criterion!.id, verbatimId: criterion!.scales[1]!.id },
      ],
    });
    expect(rated.statusCode, rated.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(schema.equipmentRatings)
      .where(eq(schema.equipmentRatings.equipmentId, items[0]!.id));
    expect(row).toMatchObject({
      userId: technician.user.id,
      raterKey: technician.user.id,
      raterName: "Tom Technicien",
      linkKind: "personal",
      grade: 2,
    });
    // The technician sees the same rating in the app, as his own.
    const techClient = new Client(t.app, { cookie: technician.cookies[SESSION_COOKIE] });
    const own = (await techClient.get(`/api/campaigns/${campaign.id}/ratings?rater=me`)).json();
    expect(own).toHaveLength(1);

    // A second notification reuses his link; closing the campaign ends it.
    await alpha.admin.post(`/api/campaigns/${campaign.id}/notify-technicians`);
    const links = await t.database.db
      .select()
      .from(schema.shareLinks)
      .where(eq(schema.shareLinks.campaignId, campaign.id));
    expect(links).toHaveLength(2);
    await alpha.admin.patch(`/api/campaigns/${campaign.id}/close`);
    expect((await visitor().get(`/api/public/campaigns/${token}`)).statusCode).toBe(404);
    const closed = await alpha.admin.post(`/api/campaigns/${campaign.id}/notify-technicians`);
    expect(closed.statusCode).toBe(409);
  });

  it("une autre entreprise ne voit rien : 404 sur chaque route des équipes", async () => {
    const { campaign } = await campaignWithLinks(alpha, "Campagne privée");
    const id = campaign.id;
    const calls = [
      beta.admin.get(`/api/campaigns/${id}/share-links`),
      beta.admin.post(`/api/campaigns/${id}/share-links/measurement/regenerate`),
      beta.admin.get(`/api/campaigns/${id}/measurements`),
      beta.admin.get(`/api/campaigns/${id}/measurements/export`),
      beta.admin.get(`/api/campaigns/${id}/submissions`),
      beta.admin.post(`/api/campaigns/${id}/submissions/review`, { decision: "accept" }),
      beta.admin.post(`/api/campaigns/${id}/notify-technicians`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.body).not.toContain("Campagne privée");
    }
  });

  it("chaque rôle n'a que ce qu'il peut : 403 pour les autres", async () => {
    const { campaign } = await campaignWithLinks(alpha, "Campagne des rôles");
    const id = campaign.id;
    for (const role of ["equipment_manager", "equipment_user", "user"] as const) {
      const client = alpha.as[role];
      for (const response of [
        await client.get(`/api/campaigns/${id}/share-links`),
        await client.post(`/api/campaigns/${id}/share-links/rating/regenerate`),
        await client.post(`/api/campaigns/${id}/submissions/review`, { decision: "reject" }),
        await client.post(`/api/campaigns/${id}/notify-technicians`),
      ]) {
        expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
      }
      expect((await client.get(`/api/campaigns/${id}/measurements`)).statusCode, role).toBe(200);
      expect((await client.get(`/api/campaigns/${id}/submissions`)).statusCode, role).toBe(200);
    }
    const anonymous = new Client(t.app);
    expect((await anonymous.get(`/api/campaigns/${id}/measurements`)).statusCode).toBe(401);
    const abilities = (await alpha.as.equipment_user.get(`/api/campaigns/${id}`)).json().abilities;
    expect(abilities).toMatchObject({ share: false, reviewEntries: false, notify: false });
    expect((await alpha.admin.get(`/api/campaigns/${id}`)).json().abilities).toMatchObject({
      share: true,
      reviewEntries: true,
      notify: true,
    });
    const unknownKind = await alpha.admin.post(`/api/campaigns/${id}/share-links/autre/regenerate`);
    expect(unknownKind.statusCode).toBe(400);
  });
});
