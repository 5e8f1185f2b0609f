import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { withTenant } from "../../src/server/db/tenant";
import { rateCells } from "../../src/server/domain/ratings/save-ratings";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { actorOf } from "../support/people";
import { statementRecorder } from "../support/statements";
import { createTeam, type Team } from "../support/teams";

/** The values of a bulk change's audit row, kept apart in audit_details (decision 025). */
async function detailOf(db: Database, details: unknown): Promise<{ oldValues: unknown; newValues: unknown }> {
  const { id } = (details as { auditDetail: { id: number } }).auditDetail;
  const [row] = await db
    .select({ content: schema.auditDetails.content })
    .from(schema.auditDetails)
    .where(eq(schema.auditDetails.id, id));
  return row!.content as { oldValues: unknown; newValues: unknown };
}

/** A campaign of `count` new equipment, created through the API; its equipment ids in order. */
async function campaignOf(team: Team, count: number, prefix: string) {
  const response = await team.admin.post("/api/campaigns", {
    name: `Lot ${prefix}`,
    equipment: Array.from({ length: count }, (_, i) => ({
      name: `Capteur ${prefix} ${i + 1}`,
      serialNumber: `${prefix}-${String(i + 1).padStart(5, "0")}`,
      currentPeriod: 12,
    })),
  });
  expect(response.statusCode, response.body).toBe(201);
  const campaignId = response.json().id as number;
  const items = (await team.admin.get(`/api/equipment/${campaignId}`)).json() as { id: number }[];
  expect(items).toHaveLength(count);
  return { campaignId, equipmentIds: items.map((item) => item.id) };
}

/** Two criteria the admin rates (every profile), and the score and label of each grade. */
async function twoCriteria(team: Team) {
  const all: { id: number; name: string; scales: { grade: number; score: string; description: string }[] }[] =
    (await team.admin.get("/api/rating-criteria")).json();
  const pick = (start: string) => all.find((c) => c.name.startsWith(start))!;
  return [pick("Fréquence"), pick("Gravité")] as const;
}

describe(`Notation en masse à grande échelle (${ENGINE})`, () => {
  const recorder = statementRecorder();
  let t: TestApp;
  let team: Team;

  beforeAll(async () => {
    // The statistics kept after bulk writes would add their own statements to the count.
    t = await createTestApp({ logger: recorder.logger, plannerStatistics: false });
    team = await createTeam(t, "Métrologie en masse");
  });
  afterAll(() => t?.close());

  it("envoie autant d'instructions SQL pour 2 cellules que pour 2 400 (plus celle de son détail d'audit à part)", async () => {
    const [frequency, gravity] = await twoCriteria(team);
    const small = await campaignOf(team, 1, "PETIT");
    const large = await campaignOf(team, 1200, "GRAND");
    const batch = ({ campaignId, equipmentIds }: { campaignId: number; equipmentIds: number[] }) =>
      team.admin.post("/api/equipment-ratings/batch", {
        campaignId,
        ratings: equipmentIds.flatMap((equipmentId) => [
          { equipmentId, criteriaId: frequency.id, grade: 2 },
          { equipmentId, criteriaId: gravity.id, grade: 4 },
        ]),
      });

    const forSmall = await recorder.during(() => batch(small));
    expect(forSmall.result.json()).toEqual({ saved: 2, equipmentCount: 1 });
    const forLarge = await recorder.during(() => batch(large));
    expect(forLarge.result.json()).toEqual({ saved: 2400, equipmentCount: 1200 });
    // The recorder does see the request's statements, among them the one that writes the ratings.
    const inserts = forSmall.statements.filter(({ query }) =>
      /insert into "?equipment_ratings"?/i.test(query),
    );
    expect(inserts).toHaveLength(1);
    // The same statements, and one more for the large batch: its audit detail, kept apart (decision 025).
    const details = forLarge.statements.filter(({ query }) => /insert into "?audit_details"?/i.test(query));
    expect(details).toHaveLength(1);
    expect(forLarge.statements.length).toBe(forSmall.statements.length + 1);
  });

  it("met à jour chaque équipement une fois et la campagne une fois, quel que soit le nombre de notes", async () => {
    const [frequency, gravity] = await twoCriteria(team);
    const { campaignId, equipmentIds } = await campaignOf(team, 1200, "TRACE");
    const cells = equipmentIds.flatMap((equipmentId) => [
      { equipmentId, criteriaId: frequency.id, grade: 1 },
      { equipmentId, criteriaId: gravity.id, grade: 5 },
    ]);
    // Rows updated by the transaction so far, per table: read before and after, in the same one.
    const updated = async (db: typeof t.database.db) => {
      const result = (await db.execute(sql`
        select relname, n_tup_upd::int as updated from pg_stat_xact_user_tables
         where relname in ('campaigns', 'equipment')`)) as unknown as {
        rows: { relname: string; updated: number }[];
      };
      return Object.fromEntries(result.rows.map((r) => [r.relname, r.updated]));
    };
    const { before, after, answer } = await withTenant(
      t.database.db,
      { companyId: team.companyId, actor: actorOf({ id: team.admin.id, roles: ["admin"] }) },
      async (scope) => {
        const before = await updated(scope.db);
        const answer = await rateCells(scope, { campaignId, cells });
        return { before, after: await updated(scope.db), answer };
      },
    );
    expect(answer).toEqual({ saved: 2400, equipmentCount: 1200 });
    // 2,400 first ratings: each equipment's count moves once (not once per rating), and the
    // campaign's progress once (not once per equipment).
    expect((after.equipment ?? 0) - (before.equipment ?? 0)).toBe(1200);
    expect((after.campaigns ?? 0) - (before.campaigns ?? 0)).toBe(1);
    const campaign = (await team.admin.get(`/api/campaigns/${campaignId}`)).json();
    expect(campaign).toMatchObject({ equipmentCount: 1200, ratedEquipmentCount: 1200, progress: 100 });
  });

  it("enregistre 6 000 notes d'une requête : dernières valeurs, compteurs exacts, une ligne d'audit par requête", async () => {
    const [frequency, gravity] = await twoCriteria(team);
    const { campaignId, equipmentIds } = await campaignOf(team, 3000, "MASSE");
    const db = t.database.db;
    const grades = (first: number, second: number) =>
      equipmentIds.flatMap((equipmentId) => [
        { equipmentId, criteriaId: frequency.id, grade: first },
        { equipmentId, criteriaId: gravity.id, grade: second },
      ]);
    // The first ten cells sent again at the end with another grade: that last choice wins.
    const ratings = [...grades(1, 2), ...grades(5, 5).slice(0, 10)];
    const response = await team.admin.post("/api/equipment-ratings/batch", { campaignId, ratings });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ saved: 6000, equipmentCount: 3000 });

    const stored = await db
      .select({
        equipmentId: schema.equipmentRatings.equipmentId,
        criteriaId: schema.equipmentRatings.criteriaId,
        grade: schema.equipmentRatings.grade,
        score: schema.equipmentRatings.score,
        verbatim: schema.equipmentRatings.verbatim,
        userId: schema.equipmentRatings.userId,
      })
      .from(schema.equipmentRatings)
      .where(eq(schema.equipmentRatings.campaignId, campaignId));
    expect(stored).toHaveLength(6000);
    const expected = new Map(ratings.map((r) => [`${r.equipmentId}:${r.criteriaId}`, r.grade]));
    const scaleOf = (criterion: typeof frequency, grade: number) =>
      criterion.scales.find((s) => s.grade === grade)!;
    const wrong = stored.filter((row) => {
      const grade = expected.get(`${row.equipmentId}:${row.criteriaId}`)!;
      const scale = scaleOf(row.criteriaId === frequency.id ? frequency : gravity, grade);
      return (
        row.grade !== grade ||
        row.score !== scale.score ||
        row.verbatim !== scale.description ||
        row.userId !== team.admin.id
      );
    });
    expect(wrong).toEqual([]);
    expect(stored.filter((r) => r.grade === 5)).toHaveLength(10);

    // Counters: the campaign's and each equipment's, equal to a recount.
    const counts = (await db.execute(sql`
      select c.equipment_count as total, c.rated_equipment_count as rated,
             (select count(*)::int from equipment e where e.campaign_id = c.id and e.rating_count = 2) as "twice",
             (select count(*)::int from equipment e where e.campaign_id = c.id) as "recountTotal",
             (select count(distinct r.equipment_id)::int from equipment_ratings r where r.campaign_id = c.id) as "recountRated"
        from campaigns c where c.id = ${campaignId}`)) as unknown as { rows: Record<string, number>[] };
    expect(counts.rows[0]).toEqual({
      total: 3000,
      rated: 3000,
      twice: 3000,
      recountTotal: 3000,
      recountRated: 3000,
    });

    // One audit row for the request: who, the campaign, the counts; each grade given, none found
    // before, in its detail kept apart (decision 025).
    const audit = await db
      .select()
      .from(schema.auditLogs)
      .where(and(eq(schema.auditLogs.action, "rating.saved"), eq(schema.auditLogs.campaignId, campaignId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      userId: team.admin.id,
      tableName: "equipment_ratings",
      recordId: String(campaignId),
      description: `Notation de 3000 équipements de la campagne « Lot MASSE » : 6000 notes`,
      oldValues: null,
      newValues: null,
      details: { summary: { ratings: 6000, replaced: 0, equipment: 3000, criteria: 2 } },
    });
    const first = await detailOf(db, audit[0]!.details);
    expect(first.oldValues).toBeNull();
    const given = (first.newValues as { ratings: Record<string, unknown>[] }).ratings;
    expect(given).toHaveLength(6000);
    expect(given.slice(0, 2)).toEqual(
      [frequency, gravity]
        .map((c) => ({
          equipmentId: equipmentIds[0],
          equipment: "Capteur MASSE 1",
          criterionId: c.id,
          criterion: c.name,
          grade: 5,
          verbatim: scaleOf(c, 5).description,
        }))
        .sort((a, b) => a.criterionId - b.criterionId),
    );

    // The same cells rated again: rows replaced, counters unchanged, one more audit row that keeps
    // the 6,000 grades it replaced.
    const again = await team.admin.post("/api/equipment-ratings/batch", {
      campaignId,
      ratings: grades(3, 4),
    });
    expect(again.json()).toEqual({ saved: 6000, equipmentCount: 3000 });
    const regraded = await db
      .select({ grade: schema.equipmentRatings.grade, n: sql<number>`count(*)::int` })
      .from(schema.equipmentRatings)
      .where(eq(schema.equipmentRatings.campaignId, campaignId))
      .groupBy(schema.equipmentRatings.grade)
      .orderBy(schema.equipmentRatings.grade);
    expect(regraded).toEqual([
      { grade: 3, n: 3000 },
      { grade: 4, n: 3000 },
    ]);
    expect((await team.admin.get(`/api/campaigns/${campaignId}`)).json()).toMatchObject({
      equipmentCount: 3000,
      ratedEquipmentCount: 3000,
      progress: 100,
    });
    const audited = await db
      .select()
      .from(schema.auditLogs)
      .where(and(eq(schema.auditLogs.action, "rating.saved"), eq(schema.auditLogs.campaignId, campaignId)))
      .orderBy(schema.auditLogs.seq);
    expect(audited).toHaveLength(2);
    expect(audited[1]!.details).toMatchObject({ summary: { ratings: 6000, replaced: 6000 } });
    const second = await detailOf(db, audited[1]!.details);
    const replaced = (second.oldValues as { ratings: { grade: number }[] }).ratings;
    expect(replaced).toHaveLength(6000);
    expect(replaced.filter((r) => r.grade === 5)).toHaveLength(10);
    expect((second.newValues as { ratings: unknown[] }).ratings).toHaveLength(6000);
  }, 60_000);
});
