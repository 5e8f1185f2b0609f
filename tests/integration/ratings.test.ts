import { and, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sqlRows } from "../../src/server/db/rows";
import * as schema from "../../src/server/db/schema";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

interface Criterion {
  id: number;
  name: string;
  profile: string;
  scales: { grade: number; score: string; description: string }[];
}

/** The default criteria of a company, by the start of their name. */
async function criteriaOf(team: Team) {
  const all: Criterion[] = (await team.admin.get("/api/rating-criteria")).json();
  const find = (start: string) => all.find((c) => c.name.startsWith(start))!;
  return {
    all,
    gravity: find("Gravité"), // initiateur_campagne
    drift: find("Dérive"), // gestionnaire_parc
    frequency: find("Fréquence"), // utilisateur_equipement
  };
}

/** `count` equipment with references PREFIX-0001, PREFIX-0002… */
function numberedEquipment(count: number, prefix: string) {
  return Array.from({ length: count }, (_, i) => ({
    name: `Capteur ${i + 1}`,
    serialNumber: `${prefix}-${String(i + 1).padStart(4, "0")}`,
    currentPeriod: 12,
  }));
}

async function campaignWith(team: Team, body: Record<string, unknown> = {}) {
  const response = await team.admin.post("/api/campaigns", {
    name: "Revue des manomètres",
    equipment: [
      { name: "Manomètre atelier", serialNumber: "MAN-001", currentPeriod: 12 },
      { name: "Thermomètre étuve", serialNumber: "THE-002", currentPeriod: 24 },
      { name: "Pied à coulisse", serialNumber: "PAC-003", currentPeriod: 6 },
    ],
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  const campaign = response.json();
  const items = (await team.admin.get(`/api/equipment/${campaign.id}`)).json() as { id: number }[];
  return { campaign, items };
}

describe(`Notations des équipements (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(() => t?.close());

  /** Statements of this database waiting on a lock (PostgreSQL's pg_stat_activity). */
  const requestsWaitingOnLocks = async () => {
    const [row] = await sqlRows(
      t.database.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return row?.n ?? 0;
  };

  const ratingRows = (equipmentId: number) =>
    t.database.db
      .select()
      .from(schema.equipmentRatings)
      .where(eq(schema.equipmentRatings.equipmentId, equipmentId));

  describe("POST /api/equipment-ratings", () => {
    it("enregistre le score et le libellé du niveau choisi, quoi que le client envoie", async () => {
      const { campaign, items } = await campaignWith(alpha);
      const { frequency } = await criteriaOf(alpha);
      const response = await alpha.admin.post("/api/equipment-ratings", {
        campaignId: campaign.id,
        equipmentId: items[0]!.id,
        criteriaId: frequency.id,
        grade: 4,
        score: "2.0",
        verbatim: "Texte inventé",
      });
      expect(response.statusCode, response.body).toBe(200);
      const grade4 = frequency.scales.find((s) => s.grade === 4)!;
      expect(response.json()).toMatchObject({
        equipmentId: items[0]!.id,
        criteriaId: frequency.id,
        userId: alpha.admin.id,
        raterName: "Alice Admin",
        grade: 4,
        score: grade4.score,
        verbatim: grade4.description,
      });
      const after = (await alpha.admin.get(`/api/campaigns/${campaign.id}`)).json();
      expect(after).toMatchObject({ equipmentCount: 3, ratedEquipmentCount: 1, progress: 33 });
    });

    it("remplace la note du même évaluateur, garde celle d'un autre", async () => {
      const { campaign, items } = await campaignWith(alpha);
      const { frequency } = await criteriaOf(alpha);
      const cell = { campaignId: campaign.id, equipmentId: items[0]!.id, criteriaId: frequency.id };
      expect((await alpha.admin.post("/api/equipment-ratings", { ...cell, grade: 1 })).statusCode).toBe(200);
      expect((await alpha.admin.post("/api/equipment-ratings", { ...cell, grade: 5 })).statusCode).toBe(200);
      expect(
        (await alpha.as.equipment_manager.post("/api/equipment-ratings", { ...cell, grade: 2 })).statusCode,
      ).toBe(403); // fréquence d'utilisation: not the equipment manager's profile
      expect(
        (await alpha.as.campaign_initiator.post("/api/equipment-ratings", { ...cell, grade: 2 })).statusCode,
      ).toBe(200);
      const rows = await ratingRows(items[0]!.id);
      expect(rows.map((r) => [r.userId, r.grade]).sort()).toEqual(
        [
          [alpha.admin.id, 5],
          [alpha.as.campaign_initiator.id, 2],
        ].sort(),
      );
      const mine = (await alpha.admin.get(`/api/campaigns/${campaign.id}/ratings?rater=me`)).json();
      expect(mine.map((r: { grade: number }) => r.grade)).toEqual([5]);
      const all = (await alpha.admin.get(`/api/campaigns/${campaign.id}/ratings`)).json();
      expect(all).toHaveLength(2);
    });

    it("refuse un technicien qui ne participe pas à la campagne, accepte un participant", async () => {
      const { campaign, items } = await campaignWith(alpha);
      const { frequency } = await criteriaOf(alpha);
      const cell = { campaignId: campaign.id, equipmentId: items[1]!.id, criteriaId: frequency.id, grade: 3 };
      const refused = await alpha.as.equipment_user.post("/api/equipment-ratings", cell);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: "Vous ne participez pas à cette campagne.",
        code: "NOT_A_PARTICIPANT",
      });
      expect(await ratingRows(items[1]!.id)).toEqual([]);

      await alpha.admin.put(`/api/campaigns/${campaign.id}/participants`, {
        participantIds: [alpha.as.equipment_user.id],
      });
      const accepted = await alpha.as.equipment_user.post("/api/equipment-ratings", cell);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().raterName).toBe("Membre equipment_user");
    });

    it("ne laisse noter que les critères du profil (spec §6)", async () => {
      const { campaign, items } = await campaignWith(alpha, {
        participantIds: [alpha.as.equipment_user.id],
      });
      const { drift, gravity, frequency } = await criteriaOf(alpha);
      const cell = (criteriaId: number) => ({
        campaignId: campaign.id,
        equipmentId: items[0]!.id,
        criteriaId,
        grade: 2,
      });
      const expectations: [keyof Team["as"], number, number][] = [
        ["equipment_user", frequency.id, 200],
        ["equipment_user", drift.id, 403],
        ["equipment_user", gravity.id, 403],
        ["equipment_manager", drift.id, 200],
        ["equipment_manager", gravity.id, 403],
        ["campaign_initiator", drift.id, 200],
        ["campaign_initiator", gravity.id, 200],
        ["admin", frequency.id, 200],
      ];
      for (const [role, criteriaId, status] of expectations) {
        const response = await alpha.as[role].post("/api/equipment-ratings", cell(criteriaId));
        expect(response.statusCode, `${role} → ${criteriaId}`).toBe(status);
        if (status === 403)
          expect(response.json().message).toBe("Ce critère n'est pas noté par votre profil.");
      }
    });

    it("refuse le rôle utilisateur (403) et une session absente (401)", async () => {
      const { campaign, items } = await campaignWith(alpha);
      const { frequency } = await criteriaOf(alpha);
      const cell = { campaignId: campaign.id, equipmentId: items[0]!.id, criteriaId: frequency.id, grade: 3 };
      expect((await alpha.as.user.post("/api/equipment-ratings", cell)).statusCode).toBe(403);
      const anonymous = await t.app.inject({ method: "POST", url: "/api/equipment-ratings", payload: cell });
      expect(anonymous.statusCode).toBe(401);
      expect(await ratingRows(items[0]!.id)).toEqual([]);
    });

    it.each([
      [{ grade: 6 }, "grade", "Le niveau va de 1 à 5"],
      [{ grade: 2.5 }, "grade", "Le niveau va de 1 à 5"],
      [{ grade: "bof" }, "grade", "Le niveau va de 1 à 5"],
      [{ equipmentId: "x" }, "equipmentId", "L'équipement est requis"],
    ])("refuse %j en français", async (override, field, message) => {
      const { campaign, items } = await campaignWith(alpha);
      const { frequency } = await criteriaOf(alpha);
      const response = await alpha.admin.post("/api/equipment-ratings", {
        campaignId: campaign.id,
        equipmentId: items[0]!.id,
        criteriaId: frequency.id,
        grade: 3,
        ...override,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: "VALIDATION_FAILED", field });
    });

    it("refuse de noter une campagne clôturée (409)", async () => {
      const { campaign, items } = await campaignWith(alpha);
      const { frequency } = await criteriaOf(alpha);
      await alpha.admin.patch(`/api/campaigns/${campaign.id}/close`);
      const response = await alpha.admin.post("/api/equipment-ratings", {
        campaignId: campaign.id,
        equipmentId: items[0]!.id,
        criteriaId: frequency.id,
        grade: 3,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe("Cette campagne est clôturée : elle ne peut plus être modifiée.");
    });

    it("ne connaît ni la campagne, ni l'équipement, ni le critère d'une autre entreprise (404)", async () => {
      const mine = await campaignWith(alpha);
      const theirs = await campaignWith(beta);
      const { frequency } = await criteriaOf(alpha);
      const { frequency: theirFrequency } = await criteriaOf(beta);
      const cases = [
        { campaignId: theirs.campaign.id, equipmentId: theirs.items[0]!.id, criteriaId: theirFrequency.id },
        { campaignId: theirs.campaign.id, equipmentId: mine.items[0]!.id, criteriaId: frequency.id },
        { campaignId: mine.campaign.id, equipmentId: theirs.items[0]!.id, criteriaId: frequency.id },
        { campaignId: mine.campaign.id, equipmentId: mine.items[0]!.id, criteriaId: theirFrequency.id },
      ];
      for (const cell of cases) {
        const response = await alpha.admin.post("/api/equipment-ratings", { ...cell, grade: 3 });
        expect(response.statusCode, JSON.stringify(cell)).toBe(404);
        const batch = await alpha.admin.post("/api/equipment-ratings/batch", {
          campaignId: cell.campaignId,
          ratings: [{ equipmentId: cell.equipmentId, criteriaId: cell.criteriaId, grade: 3 }],
        });
        expect(batch.statusCode, JSON.stringify(cell)).toBe(404);
      }
      expect(await ratingRows(theirs.items[0]!.id)).toEqual([]);
      expect(await ratingRows(mine.items[0]!.id)).toEqual([]);
      expect((await alpha.admin.get(`/api/campaigns/${theirs.campaign.id}`)).statusCode).toBe(404);
      expect(
        (await alpha.admin.get(`/api/campaigns/${theirs.campaign.id}/ratings?rater=me`)).statusCode,
      ).toBe(404);
    });

    it("refuse l'équipement d'une autre campagne de la même entreprise (404)", async () => {
      const first = await campaignWith(alpha);
      const second = await campaignWith(alpha, { name: "Autre campagne" });
      const { frequency } = await criteriaOf(alpha);
      const response = await alpha.admin.post("/api/equipment-ratings", {
        campaignId: first.campaign.id,
        equipmentId: second.items[0]!.id,
        criteriaId: frequency.id,
        grade: 3,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Équipement introuvable");
    });

    it("trace chaque notation au journal d'audit", async () => {
      const { campaign, items } = await campaignWith(alpha);
      const { frequency } = await criteriaOf(alpha);
      await alpha.admin.post("/api/equipment-ratings", {
        campaignId: campaign.id,
        equipmentId: items[2]!.id,
        criteriaId: frequency.id,
        grade: 2,
      });
      const entries = await t.database.db
        .select()
        .from(schema.auditLogs)
        .where(
          and(eq(schema.auditLogs.action, "rating.saved"), eq(schema.auditLogs.campaignId, campaign.id)),
        );
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        userId: alpha.admin.id,
        recordId: String(items[2]!.id),
        description: "Notation de « Pied à coulisse » : Fréquence d'utilisation → niveau 2",
      });
    });
  });

  describe("POST /api/equipment-ratings/batch", () => {
    it("note plusieurs équipements et critères en une requête, la dernière valeur d'une cellule l'emporte", async () => {
      const { campaign, items } = await campaignWith(alpha);
      const { frequency, gravity } = await criteriaOf(alpha);
      const ratings = items.flatMap((item) => [
        { equipmentId: item.id, criteriaId: frequency.id, grade: 1 },
        { equipmentId: item.id, criteriaId: gravity.id, grade: 2 },
      ]);
      ratings.push({ equipmentId: items[0]!.id, criteriaId: frequency.id, grade: 5 });
      const response = await alpha.admin.post("/api/equipment-ratings/batch", {
        campaignId: campaign.id,
        ratings,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ saved: 6, equipmentCount: 3 });
      const first = await ratingRows(items[0]!.id);
      expect(first.find((r) => r.criteriaId === frequency.id)?.grade).toBe(5);
      const after = (await alpha.admin.get(`/api/campaigns/${campaign.id}`)).json();
      expect(after.progress).toBe(100);
      // One audit row for the call, whatever the number of cells: the campaign, the six grades kept.
      const audit = await t.database.db
        .select()
        .from(schema.auditLogs)
        .where(
          and(eq(schema.auditLogs.action, "rating.saved"), eq(schema.auditLogs.campaignId, campaign.id)),
        );
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ recordId: String(campaign.id), oldValues: null });
      expect((audit[0]!.newValues as { ratings: unknown[] }).ratings).toHaveLength(6);
    });

    it("n'enregistre rien si une seule cellule est refusée", async () => {
      const { campaign, items } = await campaignWith(alpha, {
        participantIds: [alpha.as.equipment_user.id],
      });
      const { frequency, drift } = await criteriaOf(alpha);
      const response = await alpha.as.equipment_user.post("/api/equipment-ratings/batch", {
        campaignId: campaign.id,
        ratings: [
          { equipmentId: items[0]!.id, criteriaId: frequency.id, grade: 3 },
          { equipmentId: items[1]!.id, criteriaId: drift.id, grade: 3 },
        ],
      });
      expect(response.statusCode).toBe(403);
      expect(await ratingRows(items[0]!.id)).toEqual([]);
    });

    it("accepte des notations simultanées de plusieurs évaluateurs sur les mêmes équipements", async () => {
      const { campaign, items } = await campaignWith(alpha, {
        name: "Notations simultanées",
        equipment: numberedEquipment(120, "SIM"),
      });
      const { drift } = await criteriaOf(alpha);
      const cells = (list: { id: number }[], grade: number) =>
        list.map((item) => ({ equipmentId: item.id, criteriaId: drift.id, grade }));
      // Two bulk ratings in opposite orders and single cells in between, all first ratings at once.
      const requests = [
        alpha.admin.post("/api/equipment-ratings/batch", {
          campaignId: campaign.id,
          ratings: cells(items, 2),
        }),
        alpha.as.equipment_manager.post("/api/equipment-ratings/batch", {
          campaignId: campaign.id,
          ratings: cells([...items].reverse(), 4),
        }),
        ...items.slice(-20).map((item) =>
          alpha.as.campaign_initiator.post("/api/equipment-ratings", {
            campaignId: campaign.id,
            equipmentId: item.id,
            criteriaId: drift.id,
            grade: 5,
          }),
        ),
      ];
      const responses = await Promise.all(requests);
      expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
      const after = (await alpha.admin.get(`/api/campaigns/${campaign.id}`)).json();
      expect(after).toMatchObject({ equipmentCount: 120, ratedEquipmentCount: 120, progress: 100 });
      expect((await alpha.admin.get(`/api/campaigns/${campaign.id}/ratings`)).json()).toHaveLength(260);
    });

    // PostgreSQL only: PGlite runs one query at a time, so there the rating could only start once
    // the removal had committed, whatever the order of the lock and the read.
    if (ENGINE === "postgres")
      it("lit la participation après avoir pris le verrou : un technicien retiré pendant qu'il note ne note pas", async () => {
        const { campaign, items } = await campaignWith(alpha, {
          name: "Retrait pendant la notation",
          participantIds: [alpha.as.equipment_user.id],
        });
        const { frequency } = await criteriaOf(alpha);
        const cell = {
          campaignId: campaign.id,
          equipmentId: items[0]!.id,
          criteriaId: frequency.id,
          grade: 3,
        };
        let rating: Promise<LightMyRequestResponse> | undefined;
        // The campaign's manager holds the campaign (as a participants change does) and removes the
        // technician; the technician's rating arrives meanwhile and waits for the campaign.
        await t.database.db.transaction(async (tx) => {
          await tx.execute(sql`select id from campaigns where id = ${campaign.id} for update`);
          await tx
            .delete(schema.campaignParticipants)
            .where(
              and(
                eq(schema.campaignParticipants.campaignId, campaign.id),
                eq(schema.campaignParticipants.userId, alpha.as.equipment_user.id),
              ),
            );
          rating = alpha.as.equipment_user.post("/api/equipment-ratings", cell);
          // Committed only once the rating waits on the campaign's lock.
          await expect.poll(() => requestsWaitingOnLocks()).toBeGreaterThan(0);
        });
        const response = await rating!;
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json().code).toBe("NOT_A_PARTICIPANT");
        expect(await ratingRows(items[0]!.id)).toEqual([]);
      });

    /** Makes the next insert into `table` matching `condition` fail, for the duration of `work`. */
    async function failingInsert(table: string, condition: string, work: () => Promise<void>) {
      const db = t.database.db;
      await db.execute(
        sql.raw(`create or replace function calibra_test_fail() returns trigger language plpgsql as $$
          begin
            if ${condition} then raise exception 'panne simulée'; end if;
            return new;
          end $$`),
      );
      await db.execute(
        sql.raw(
          `create trigger calibra_test_fail before insert on ${table} for each row execute function calibra_test_fail()`,
        ),
      );
      try {
        await work();
      } finally {
        await db.execute(sql.raw(`drop trigger calibra_test_fail on ${table}`));
      }
    }

    it.each([
      [
        "l'écriture d'une note",
        "equipment_ratings",
        (equipmentId: number) => `new.equipment_id = ${equipmentId}`,
      ],
      [
        "le journal d'audit",
        "audit_logs",
        (_equipmentId: number, campaignId: number) => `new.campaign_id = ${campaignId}`,
      ],
    ] as const)(
      "est tout ou rien : une panne pendant %s n'en laisse aucune note",
      async (_what, table, condition) => {
        const { campaign, items } = await campaignWith(alpha, { name: `Notation interrompue ${table}` });
        const { drift } = await criteriaOf(alpha);
        // The failing row is the last one written: every other has gone in by then.
        await failingInsert(table, condition(items.at(-1)!.id, campaign.id), async () => {
          const response = await alpha.admin.post("/api/equipment-ratings/batch", {
            campaignId: campaign.id,
            ratings: items.map((item) => ({ equipmentId: item.id, criteriaId: drift.id, grade: 3 })),
          });
          expect(response.statusCode).toBe(500);
        });
        expect((await alpha.admin.get(`/api/campaigns/${campaign.id}/ratings`)).json()).toEqual([]);
        expect((await alpha.admin.get(`/api/campaigns/${campaign.id}`)).json()).toMatchObject({
          ratedEquipmentCount: 0,
          progress: 0,
        });
      },
    );

    it("refuse un envoi vide, un rôle sans droit et un technicien non participant", async () => {
      const { campaign, items } = await campaignWith(alpha);
      const { frequency } = await criteriaOf(alpha);
      const empty = await alpha.admin.post("/api/equipment-ratings/batch", {
        campaignId: campaign.id,
        ratings: [],
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({
        field: "ratings",
        message: "Aucune notation à enregistrer pour le moment.",
      });
      const body = {
        campaignId: campaign.id,
        ratings: [{ equipmentId: items[0]!.id, criteriaId: frequency.id, grade: 3 }],
      };
      expect((await alpha.as.user.post("/api/equipment-ratings/batch", body)).statusCode).toBe(403);
      expect((await alpha.as.equipment_user.post("/api/equipment-ratings/batch", body)).statusCode).toBe(403);
      expect(await ratingRows(items[0]!.id)).toEqual([]);
    });
  });
});
