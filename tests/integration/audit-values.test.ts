import { and, eq, gt, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import { createTestApp, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

type AuditRow = typeof schema.auditLogs.$inferSelect;

interface Criterion {
  id: number;
  name: string;
  profile: string;
  scales: { id: number; grade: number; description: string }[];
}

interface RatingValue {
  equipmentId: number;
  equipment: string;
  criterionId: number;
  criterion: string;
  grade: number;
  verbatim: string;
}

describe(`Piste d'audit : une ligne par appel, avec les valeurs avant et après (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let visitor: Client;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    visitor = new Client(t.app, { ip: "203.0.113.9" });
  });
  afterAll(() => t?.close());

  const lastSeq = async () => {
    const [row] = await t.database.db
      .select({ seq: sql<number>`coalesce(max(${schema.auditLogs.seq}), 0)`.mapWith(Number) })
      .from(schema.auditLogs)
      .where(eq(schema.auditLogs.companyId, alpha.companyId));
    return row!.seq;
  };

  /** The one audit row a call writes: the call must succeed and leave exactly one. */
  async function auditOf(call: () => Promise<LightMyRequestResponse>): Promise<AuditRow> {
    const since = await lastSeq();
    const response = await call();
    expect(response.statusCode, response.body).toBeLessThan(300);
    const rows = await t.database.db
      .select()
      .from(schema.auditLogs)
      .where(and(eq(schema.auditLogs.companyId, alpha.companyId), gt(schema.auditLogs.seq, since)))
      .orderBy(schema.auditLogs.seq);
    expect(rows.map((r) => r.action)).toHaveLength(1);
    return rows[0]!;
  }

  const criteria = async () => {
    const all = (await alpha.admin.get("/api/rating-criteria")).json() as Criterion[];
    const find = (start: string) => all.find((c) => c.name.startsWith(start))!;
    return { frequency: find("Fréquence"), gravity: find("Gravité") };
  };

  async function campaignOf(name: string, count: number) {
    const created = await alpha.admin.post("/api/campaigns", {
      name,
      equipment: Array.from({ length: count }, (_, i) => ({
        name: `Manomètre ${name} ${i + 1}`,
        serialNumber: `${name}-${i + 1}`,
        currentPeriod: 12,
      })),
    });
    expect(created.statusCode, created.body).toBe(201);
    const campaign = created.json() as { id: number; shareToken: string };
    const items = (await alpha.admin.get(`/api/equipment/${campaign.id}`)).json() as {
      id: number;
      name: string;
      instrumentId: number;
    }[];
    return { campaign, items };
  }

  /** A campaign of `count` equipment, each rated on two criteria and calculated. */
  async function calculatedCampaign(name: string, count: number) {
    const setup = await campaignOf(name, count);
    const { frequency, gravity } = await criteria();
    const rated = await alpha.admin.post("/api/equipment-ratings/batch", {
      campaignId: setup.campaign.id,
      ratings: setup.items.flatMap((item) => [
        { equipmentId: item.id, criteriaId: frequency.id, grade: 5 },
        { equipmentId: item.id, criteriaId: gravity.id, grade: 5 },
      ]),
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const calculated = await alpha.admin.post(`/api/campaigns/${setup.campaign.id}/calculate-periods`, {});
    expect(calculated.statusCode, calculated.body).toBe(200);
    return setup;
  }

  describe("campagnes", () => {
    it("une campagne créée avec 2 participants et 3 équipements : une ligne qui les liste", async () => {
      const participantIds = [alpha.as.equipment_manager.id, alpha.as.equipment_user.id];
      let id = 0;
      const row = await auditOf(async () => {
        const response = await alpha.admin.post("/api/campaigns", {
          name: "Revue annuelle",
          description: "Parc de l'atelier",
          participantIds,
          equipment: [
            { name: "Manomètre", serialNumber: "AV-MAN-1", currentPeriod: 12 },
            { name: "Thermomètre", serialNumber: "AV-THE-2", currentPeriod: 24, type: "Température" },
            { name: "Balance", serialNumber: "AV-BAL-3", currentPeriod: 6 },
          ],
        });
        id = response.json().id;
        return response;
      });
      expect(row).toMatchObject({
        action: "campaign.created",
        tableName: "campaigns",
        recordId: String(id),
        campaignId: id,
        userId: alpha.admin.id,
        oldValues: null,
        description: "Campagne Revue annuelle créée avec 2 participants et 3 équipements",
      });
      const created = row.newValues as {
        name: string;
        participants: { userId: string }[];
        equipment: { serialNumber: string }[];
      };
      expect(created).toMatchObject({
        name: "Revue annuelle",
        description: "Parc de l'atelier",
        status: "active",
      });
      expect(created.participants.map((p) => p.userId).sort()).toEqual([...participantIds].sort());
      expect(created.equipment).toEqual([
        expect.objectContaining({
          name: "Manomètre",
          serialNumber: "AV-MAN-1",
          currentPeriod: 12,
          type: null,
        }),
        expect.objectContaining({ name: "Thermomètre", serialNumber: "AV-THE-2", type: "Température" }),
        expect.objectContaining({ name: "Balance", serialNumber: "AV-BAL-3", currentPeriod: 6 }),
      ]);
    });

    it("une campagne modifiée : une ligne avec ses champs, ses participants avant et après, l'équipement ajouté", async () => {
      const created = await alpha.admin.post("/api/campaigns", {
        name: "Tournée d'hiver",
        participantIds: [alpha.as.equipment_manager.id],
        equipment: [{ name: "Sonde", serialNumber: "HIV-1", currentPeriod: 12 }],
      });
      const id = created.json().id as number;
      const row = await auditOf(() =>
        alpha.admin.put(`/api/campaigns/${id}`, {
          name: "Tournée d'hiver 2026",
          status: "active",
          participantIds: [alpha.as.equipment_user.id],
          equipment: [{ name: "Multimètre", serialNumber: "HIV-2", currentPeriod: 6 }],
        }),
      );
      expect(row).toMatchObject({
        action: "campaign.updated",
        tableName: "campaigns",
        recordId: String(id),
        campaignId: id,
        oldValues: {
          name: "Tournée d'hiver",
          participants: [expect.objectContaining({ userId: alpha.as.equipment_manager.id })],
        },
        newValues: {
          name: "Tournée d'hiver 2026",
          participants: [expect.objectContaining({ userId: alpha.as.equipment_user.id })],
          equipmentAdded: [expect.objectContaining({ name: "Multimètre", serialNumber: "HIV-2" })],
        },
      });
      expect((row.oldValues as Record<string, unknown>).participants).toHaveLength(1);
      expect((row.newValues as Record<string, unknown>).participants).toHaveLength(1);

      // Closed, then saved again: reopened, and the row says from which status.
      const closed = await auditOf(() => alpha.admin.patch(`/api/campaigns/${id}/close`));
      expect(closed).toMatchObject({
        action: "campaign.closed",
        oldValues: { status: "active", closedAt: null },
        newValues: { status: "closed", closedAt: expect.any(String) },
      });
      const reopened = await auditOf(() =>
        alpha.admin.put(`/api/campaigns/${id}`, { name: "Tournée d'hiver 2026", status: "active" }),
      );
      expect(reopened).toMatchObject({
        action: "campaign.reopened",
        oldValues: { status: "closed", closedAt: expect.any(String) },
        newValues: { status: "active", closedAt: null },
      });
      // Participants not sent: not part of the change.
      expect(reopened.newValues).not.toHaveProperty("participants");
    });

    it("les participants et l'équipement ajoutés à part : une ligne chacun", async () => {
      const { campaign } = await campaignOf("PART", 1);
      const replaced = await auditOf(() =>
        alpha.admin.put(`/api/campaigns/${campaign.id}/participants`, {
          participantIds: [alpha.as.equipment_manager.id, alpha.as.equipment_user.id],
        }),
      );
      expect(replaced).toMatchObject({
        action: "campaign.participants.replaced",
        tableName: "campaign_participants",
        oldValues: { participants: [] },
      });
      expect((replaced.newValues as { participants: unknown[] }).participants).toHaveLength(2);

      const added = await auditOf(() =>
        alpha.admin.post("/api/campaign-participants", {
          campaignId: campaign.id,
          userId: alpha.as.campaign_initiator.id,
        }),
      );
      expect(added).toMatchObject({
        action: "campaign.participant.added",
        tableName: "campaign_participants",
        campaignId: campaign.id,
        oldValues: null,
        newValues: { userId: alpha.as.campaign_initiator.id },
      });

      const equipment = await auditOf(() =>
        alpha.admin.post("/api/equipment", {
          campaignId: campaign.id,
          name: "Pied à coulisse",
          serialNumber: "PART-PAC",
          currentPeriod: 12,
        }),
      );
      expect(equipment).toMatchObject({
        action: "equipment.added",
        tableName: "equipment",
        campaignId: campaign.id,
        oldValues: null,
        newValues: { name: "Pied à coulisse", serialNumber: "PART-PAC", currentPeriod: 12 },
      });
      const equipmentId = (equipment.newValues as { id: number }).id;
      expect(equipment.recordId).toBe(String(equipmentId));

      const updated = await auditOf(() =>
        alpha.admin.put(`/api/equipment/${equipmentId}`, {
          name: "Pied à coulisse numérique",
          serialNumber: "PART-PAC",
          currentPeriod: 24,
        }),
      );
      expect(updated).toMatchObject({
        action: "equipment.updated",
        oldValues: { name: "Pied à coulisse", currentPeriod: 12 },
        newValues: { name: "Pied à coulisse numérique", currentPeriod: 24 },
      });
      const deleted = await auditOf(() => alpha.admin.delete(`/api/equipment/${equipmentId}`));
      expect(deleted).toMatchObject({
        action: "equipment.deleted",
        oldValues: { name: "Pied à coulisse numérique", serialNumber: "PART-PAC" },
        newValues: null,
      });
    });

    it("une campagne supprimée : la ligne garde ses champs et ses participants", async () => {
      const created = await alpha.admin.post("/api/campaigns", {
        name: "Campagne éphémère",
        participantIds: [alpha.as.equipment_user.id],
      });
      const id = created.json().id as number;
      const row = await auditOf(() => alpha.admin.delete(`/api/campaigns/${id}`));
      expect(row).toMatchObject({
        action: "campaign.deleted",
        campaignId: id,
        newValues: null,
        oldValues: {
          name: "Campagne éphémère",
          status: "active",
          participants: [expect.objectContaining({ userId: alpha.as.equipment_user.id })],
        },
      });
    });
  });

  describe("notations et périodes", () => {
    it("une notation en masse de 3 équipements × 2 critères dont une cellule déjà notée : une ligne, 6 notes et l'ancienne", async () => {
      const { campaign, items } = await campaignOf("MASSE", 3);
      const { frequency, gravity } = await criteria();
      const first = await auditOf(() =>
        alpha.admin.post("/api/equipment-ratings", {
          campaignId: campaign.id,
          equipmentId: items[1]!.id,
          criteriaId: gravity.id,
          grade: 2,
        }),
      );
      expect(first).toMatchObject({
        action: "rating.saved",
        recordId: String(items[1]!.id),
        oldValues: null,
      });

      const row = await auditOf(() =>
        alpha.admin.post("/api/equipment-ratings/batch", {
          campaignId: campaign.id,
          ratings: items.flatMap((item) => [
            { equipmentId: item.id, criteriaId: frequency.id, grade: 4 },
            { equipmentId: item.id, criteriaId: gravity.id, grade: 5 },
          ]),
        }),
      );
      expect(row).toMatchObject({
        action: "rating.saved",
        tableName: "equipment_ratings",
        recordId: String(campaign.id),
        campaignId: campaign.id,
        userId: alpha.admin.id,
      });
      const scale = (criterion: Criterion, grade: number) =>
        criterion.scales.find((s) => s.grade === grade)!.description;
      const given = (row.newValues as { ratings: RatingValue[] }).ratings;
      expect(given).toHaveLength(6);
      expect(given).toContainEqual({
        equipmentId: items[2]!.id,
        equipment: items[2]!.name,
        criterionId: frequency.id,
        criterion: frequency.name,
        grade: 4,
        verbatim: scale(frequency, 4),
      });
      expect(row.oldValues).toEqual({
        ratings: [
          {
            equipmentId: items[1]!.id,
            equipment: items[1]!.name,
            criterionId: gravity.id,
            criterion: gravity.name,
            grade: 2,
            verbatim: scale(gravity, 2),
          },
        ],
      });
    });

    it("des périodes forcées sur 2 équipements : une ligne avec la période forcée de chacun avant et après", async () => {
      const { campaign, items } = await calculatedCampaign("FORCE", 2);
      const url = `/api/campaigns/${campaign.id}/update-forced-periods`;
      await alpha.admin.patch(url, { updates: [{ equipmentId: items[0]!.id, forcedPeriod: 6 }] });
      const row = await auditOf(() =>
        alpha.admin.patch(url, {
          updates: [
            { equipmentId: items[0]!.id, forcedPeriod: 9 },
            { equipmentId: items[1]!.id, forcedPeriod: 18 },
          ],
        }),
      );
      expect(row).toMatchObject({
        action: "periods.forced",
        tableName: "calibration_results",
        recordId: String(campaign.id),
        campaignId: campaign.id,
      });
      const forced = (values: unknown) =>
        (
          values as { forcedPeriods: { equipmentId: number; forcedPeriod: number | null }[] }
        ).forcedPeriods.map(({ equipmentId, forcedPeriod }) => ({ equipmentId, forcedPeriod }));
      expect(forced(row.oldValues)).toEqual([
        { equipmentId: items[0]!.id, forcedPeriod: 6 },
        { equipmentId: items[1]!.id, forcedPeriod: null },
      ]);
      expect(forced(row.newValues)).toEqual([
        { equipmentId: items[0]!.id, forcedPeriod: 9 },
        { equipmentId: items[1]!.id, forcedPeriod: 18 },
      ]);
    });

    it("un recalcul et l'application : une ligne chacun, avec les résultats et les périodes avant et après", async () => {
      const { campaign, items } = await calculatedCampaign("APPLI", 2);
      const recalculated = await auditOf(() =>
        alpha.admin.post(`/api/campaigns/${campaign.id}/calculate-periods`, { adjustmentFactor: 1 }),
      );
      expect(recalculated).toMatchObject({
        action: "periods.calculated",
        tableName: "calibration_results",
        oldValues: { results: [{ equipmentId: items[0]!.id, newPeriod: 24 }, { equipmentId: items[1]!.id }] },
        newValues: { results: [{ equipmentId: items[0]!.id, newPeriod: 24 }, { equipmentId: items[1]!.id }] },
      });

      const applied = await auditOf(() => alpha.admin.post(`/api/campaigns/${campaign.id}/apply-periods`));
      expect(applied).toMatchObject({
        action: "periods.applied",
        tableName: "period_changes",
        campaignId: campaign.id,
      });
      const periods = (values: unknown) =>
        (values as { periods: { equipmentId: number; currentPeriod: number }[] }).periods.map(
          ({ equipmentId, currentPeriod }) => ({ equipmentId, currentPeriod }),
        );
      // Grade 5 everywhere: 12 months doubled.
      expect(periods(applied.oldValues)).toEqual(
        items.map((item) => ({ equipmentId: item.id, currentPeriod: 12 })),
      );
      expect(periods(applied.newValues)).toEqual(
        items.map((item) => ({ equipmentId: item.id, currentPeriod: 24 })),
      );
    });
  });

  describe("liens publics", () => {
    it("une mesure par lien public : la ligne porte le nom saisi par l'opérateur et la mesure", async () => {
      const { campaign, items } = await campaignOf("MESURE", 1);
      const row = await auditOf(() =>
        visitor.post(`/api/campaigns/${campaign.shareToken}/measurements`, {
          operatorName: "Léa Martin",
          equipmentId: items[0]!.id,
          value: "12,5",
          unit: "bar",
          notes: "Relevé du matin",
        }),
      );
      expect(row).toMatchObject({
        action: "measurement.created",
        tableName: "public_submissions",
        campaignId: campaign.id,
        actorKind: "public",
        actorName: "Léa Martin",
        actorLink: "measurement/campaign",
        userId: null,
        ipAddress: "203.0.113.9",
        oldValues: null,
        newValues: {
          equipmentId: items[0]!.id,
          equipment: items[0]!.name,
          value: "12.5",
          unit: "bar",
          notes: "Relevé du matin",
        },
      });
    });

    it("des notations par lien public qui en remplacent d'autres : une ligne, l'ancienne note gardée", async () => {
      const { campaign, items } = await campaignOf("PUBLIC", 2);
      const links = (await alpha.admin.get(`/api/campaigns/${campaign.id}/share-links`)).json();
      const token = links.rating.token as string;
      const [criterion] = (
        await visitor.get(`/api/public/campaigns/${token}/rating-criteria/technicien`)
      ).json() as Criterion[];
      // Paul comes back with the rater key his first submission answered: his ratings are replaced.
      let raterKey: string | undefined;
      const rate = async (grade: number, equipment = items) => {
        const response = await visitor.post(`/api/public/campaigns/${token}/ratings`, {
          operatorName: "Paul Girard",
          ...(raterKey && { raterKey }),
          ratings: equipment.map((item) => ({
            equipmentId: item.id,
            criteriaId: criterion!.id,
            verbatimId: criterion!.scales[grade - 1]!.id,
          })),
        });
        raterKey ??= response.json().raterKey;
        return response;
      };
      const first = await auditOf(() => rate(2, items.slice(0, 1)));
      expect(first).toMatchObject({ action: "rating.saved", actorName: "Paul Girard", oldValues: null });
      const row = await auditOf(() => rate(5));
      expect(row).toMatchObject({
        action: "rating.saved",
        tableName: "public_submissions",
        actorKind: "public",
        actorName: "Paul Girard",
        actorLink: "rating/campaign",
        newValues: {
          operatorName: "Paul Girard",
          ratings: items.map((item) => ({
            equipmentId: item.id,
            equipment: item.name,
            criterionId: criterion!.id,
            criterion: criterion!.name,
            grade: 5,
            verbatim: criterion!.scales[4]!.description,
          })),
        },
        oldValues: {
          ratings: [
            expect.objectContaining({
              equipmentId: items[0]!.id,
              criterionId: criterion!.id,
              grade: 2,
              verbatim: criterion!.scales[1]!.description,
            }),
          ],
        },
      });
    });

    it("la revue des saisies publiques : une ligne avec l'ancien et le nouveau statut de chaque saisie", async () => {
      const { campaign, items } = await campaignOf("REVUE", 1);
      await alpha.admin.put("/api/settings/public-entries", { reviewRequired: true });
      try {
        const ids: number[] = [];
        for (const value of ["1,5", "1,6"]) {
          const sent = await visitor.post(`/api/campaigns/${campaign.shareToken}/measurements`, {
            operatorName: "Léa",
            equipmentId: items[0]!.id,
            value,
            unit: "bar",
          });
          expect(sent.json()).toMatchObject({ status: "pending" });
          ids.push(sent.json().submissionId);
        }
        const row = await auditOf(() =>
          alpha.admin.post(`/api/campaigns/${campaign.id}/submissions/review`, { decision: "accept" }),
        );
        expect(row).toMatchObject({
          action: "public_entry.accepted",
          tableName: "public_submissions",
          campaignId: campaign.id,
          oldValues: { submissions: ids.map((id) => expect.objectContaining({ id, status: "pending" })) },
          newValues: { submissions: ids.map((id) => expect.objectContaining({ id, status: "accepted" })) },
        });
        // Nothing left to review: still one row, for a call is a call.
        const none = await auditOf(() =>
          alpha.admin.post(`/api/campaigns/${campaign.id}/submissions/review`, { decision: "reject" }),
        );
        expect(none).toMatchObject({ oldValues: { submissions: [] }, newValues: { submissions: [] } });
      } finally {
        await alpha.admin.put("/api/settings/public-entries", { reviewRequired: false });
      }
    });

    it("un lien régénéré, un réglage enregistré tel quel, des techniciens à prévenir absents : une ligne chacun, sans jeton", async () => {
      const { campaign } = await campaignOf("LIEN", 1);
      const before = (await alpha.admin.get(`/api/campaigns/${campaign.id}/share-links`)).json();
      const row = await auditOf(() =>
        alpha.admin.post(`/api/campaigns/${campaign.id}/share-links/rating/regenerate`),
      );
      const after = (await alpha.admin.get(`/api/campaigns/${campaign.id}/share-links`)).json();
      expect(after.rating.token).not.toBe(before.rating.token);
      expect(row).toMatchObject({ action: "share_link.regenerated", newValues: { kind: "rating" } });
      const text = JSON.stringify(row);
      expect(text).not.toContain(before.rating.token);
      expect(text).not.toContain(after.rating.token);

      const setting = await auditOf(() =>
        alpha.admin.put("/api/settings/public-entries", { reviewRequired: false }),
      );
      expect(setting).toMatchObject({
        tableName: "settings",
        oldValues: { reviewRequired: false },
        newValues: { reviewRequired: false },
      });

      const notified = await auditOf(() =>
        alpha.admin.post(`/api/campaigns/${campaign.id}/notify-technicians`),
      );
      expect(notified).toMatchObject({
        action: "campaign.technicians_notified",
        campaignId: campaign.id,
        newValues: { recipients: [] },
      });
    });
  });

  describe("paramètres, critères et utilisateurs", () => {
    it("les paramètres globaux et un critère modifié : les valeurs et les niveaux avant et après", async () => {
      const params = await auditOf(() =>
        alpha.admin.put("/api/settings/global-params", { k1: 1.5, k2: 0, pmax: 48 }),
      );
      expect(params).toMatchObject({
        action: "settings.updated",
        tableName: "settings",
        oldValues: { k1: 1, k2: 0, pmax: 60 },
        newValues: { k1: 1.5, k2: 0, pmax: 48 },
      });
      await alpha.admin.put("/api/settings/global-params", { k1: 1, k2: 0, pmax: 60 });

      const scales = (shift: number) =>
        [1, 2, 3, 4, 5].map((grade) => ({ grade, score: grade - 3, description: `Niveau ${grade + shift}` }));
      const created = await auditOf(() =>
        alpha.admin.post("/api/rating-criteria", {
          criteria: { name: "Stabilité", weight: 1, profile: "general" },
          scales: scales(0),
        }),
      );
      expect(created).toMatchObject({
        action: "criterion.created",
        tableName: "rating_criteria",
        oldValues: null,
        newValues: { name: "Stabilité", profile: "general", scales: expect.any(Array) },
      });
      const updated = await auditOf(() =>
        alpha.admin.put(`/api/rating-criteria/${created.recordId}`, {
          criteria: { name: "Stabilité dans le temps", weight: 2, profile: "general" },
          scales: scales(10),
        }),
      );
      expect(updated).toMatchObject({
        action: "criterion.updated",
        oldValues: {
          name: "Stabilité",
          weight: "1.0",
          scales: expect.arrayContaining([expect.objectContaining({ description: "Niveau 1" })]),
        },
        newValues: {
          name: "Stabilité dans le temps",
          weight: "2.0",
          scales: expect.arrayContaining([expect.objectContaining({ description: "Niveau 11" })]),
        },
      });
    });

    it("un utilisateur créé, modifié, invité par lien et supprimé : ni mot de passe ni jeton dans la piste", async () => {
      const created = await auditOf(() =>
        alpha.admin.post("/api/users", {
          email: "marc.leroy@exemple.fr",
          firstName: "Marc",
          lastName: "Leroy",
        }),
      );
      expect(created).toMatchObject({
        action: "user.created",
        tableName: "users",
        oldValues: null,
        newValues: { email: "marc.leroy@exemple.fr", firstName: "Marc", roles: ["equipment_user"] },
      });
      const id = created.recordId!;
      let url = "";
      const link = await auditOf(async () => {
        const response = await alpha.admin.post(`/api/users/${id}/invitation-link`);
        url = response.json().url;
        return response;
      });
      const token = new URL(url).searchParams.get("invitation")!;
      expect(token.length).toBeGreaterThan(20);
      expect(JSON.stringify(link)).not.toContain(token);
      expect(link).toMatchObject({ action: "user.invitation_link_created", recordId: id });
      const updated = await auditOf(() =>
        alpha.admin.put(`/api/users/${id}`, {
          email: "marc.leroy@exemple.fr",
          firstName: "Marc",
          lastName: "Leroy-Petit",
          roles: ["equipment_user"],
          status: "active",
        }),
      );
      expect(updated).toMatchObject({
        oldValues: { lastName: "Leroy" },
        newValues: { lastName: "Leroy-Petit" },
      });
      const deleted = await auditOf(() => alpha.admin.delete(`/api/users/${id}`));
      expect(deleted).toMatchObject({
        action: "user.deleted",
        oldValues: { email: "marc.leroy@exemple.fr", lastName: "Leroy-Petit" },
        newValues: null,
      });
    });
  });
});
