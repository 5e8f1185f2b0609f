import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client";
import * as t from "../../src/server/db/schema";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { ENGINE } from "../support/engines";
import { createCompany, signedInUser } from "../support/people";

/** The campaign progress counters stay equal to a full recount, whatever happens to the rows. */
describe(`Compteurs d'avancement des campagnes (${ENGINE})`, () => {
  let database: TestDatabase;
  let db: Database;
  let companyId: number;
  let userId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    companyId = (await createCompany(db)).id;
    userId = (await signedInUser(db, { companyId, roles: ["admin"] })).user.id;
  });
  afterAll(() => database?.close());

  async function counters(campaignId: number) {
    const [row] = await db
      .select({ total: t.campaigns.equipmentCount, rated: t.campaigns.ratedEquipmentCount })
      .from(t.campaigns)
      .where(and(eq(t.campaigns.companyId, companyId), eq(t.campaigns.id, campaignId)));
    const recount = (await db.execute(sql`
      select count(*)::int as total,
             count(*) filter (where exists (select 1 from equipment_ratings r
                                             where r.company_id = e.company_id and r.equipment_id = e.id))::int as rated
        from equipment e where e.company_id = ${companyId} and e.campaign_id = ${campaignId}`)) as unknown as {
      rows: { total: number; rated: number }[];
    };
    expect(row).toEqual(recount.rows[0]);
    return row!;
  }

  it("suivent ajouts, notations, suppressions de notes et d'équipements", async () => {
    const [campaign] = await db.insert(t.campaigns).values({ companyId, name: "Compteurs" }).returning();
    const [criterion] = await db.insert(t.ratingCriteria).values({ companyId, name: "Usage" }).returning();
    const items = [];
    for (let i = 0; i < 4; i++) {
      const [instrument] = await db
        .insert(t.instruments)
        .values({ companyId, reference: `CNT-${i}`, name: `Instrument ${i}` })
        .returning();
      const [item] = await db
        .insert(t.equipment)
        .values({
          companyId,
          campaignId: campaign!.id,
          instrumentId: instrument!.id,
          name: `Instrument ${i}`,
          serialNumber: `CNT-${i}`,
        })
        .returning();
      items.push(item!);
    }
    expect(await counters(campaign!.id)).toEqual({ total: 4, rated: 0 });

    const rate = (equipmentId: number, rater: string) =>
      db.insert(t.equipmentRatings).values({
        companyId,
        campaignId: campaign!.id,
        equipmentId,
        criteriaId: criterion!.id,
        userId,
        raterKey: rater,
        grade: 3,
        score: "0",
        verbatim: "Normal",
      });
    await rate(items[0]!.id, "a");
    await rate(items[0]!.id, "b");
    await rate(items[1]!.id, "a");
    expect(await counters(campaign!.id)).toEqual({ total: 4, rated: 2 });

    await db
      .delete(t.equipmentRatings)
      .where(
        and(
          eq(t.equipmentRatings.companyId, companyId),
          eq(t.equipmentRatings.raterKey, "a"),
          eq(t.equipmentRatings.equipmentId, items[0]!.id),
        ),
      );
    expect(await counters(campaign!.id)).toEqual({ total: 4, rated: 2 });
    await db
      .delete(t.equipmentRatings)
      .where(
        and(eq(t.equipmentRatings.companyId, companyId), eq(t.equipmentRatings.equipmentId, items[1]!.id)),
      );
    expect(await counters(campaign!.id)).toEqual({ total: 4, rated: 1 });

    await db
      .delete(t.equipment)
      .where(and(eq(t.equipment.companyId, companyId), eq(t.equipment.id, items[0]!.id)));
    expect(await counters(campaign!.id)).toEqual({ total: 3, rated: 0 });
  });

  it("restent exacts quand une instruction écrit de nombreuses lignes de plusieurs campagnes", async () => {
    const [first, second] = await db
      .insert(t.campaigns)
      .values([
        { companyId, name: "Compteurs en masse 1" },
        { companyId, name: "Compteurs en masse 2" },
      ])
      .returning();
    const [criterion] = await db.insert(t.ratingCriteria).values({ companyId, name: "Masse" }).returning();
    const instruments = await db
      .insert(t.instruments)
      .values(
        Array.from({ length: 50 }, (_, i) => ({ companyId, reference: `MAS-${i}`, name: `Masse ${i}` })),
      )
      .returning();
    // One statement: 30 equipment in the first campaign, 20 in the second.
    const items = await db
      .insert(t.equipment)
      .values(
        instruments.map((instrument, i) => ({
          companyId,
          campaignId: i < 30 ? first!.id : second!.id,
          instrumentId: instrument.id,
          name: instrument.name,
          serialNumber: instrument.reference,
        })),
      )
      .returning();
    expect(await counters(first!.id)).toEqual({ total: 30, rated: 0 });
    expect(await counters(second!.id)).toEqual({ total: 20, rated: 0 });

    // One statement: two raters on the first 40 equipment (both campaigns), the same equipment twice.
    await db.insert(t.equipmentRatings).values(
      items.slice(0, 40).flatMap((item) =>
        ["a", "b"].map((rater) => ({
          companyId,
          campaignId: item.campaignId,
          equipmentId: item.id,
          criteriaId: criterion!.id,
          userId,
          raterKey: rater,
          grade: 3,
          score: "0",
          verbatim: "Normal",
        })),
      ),
    );
    expect(await counters(first!.id)).toEqual({ total: 30, rated: 30 });
    expect(await counters(second!.id)).toEqual({ total: 20, rated: 10 });

    // One statement removes rater "a" everywhere (no equipment drops to zero), then another removes
    // every rating of equipment 25 to 34 (five of each campaign drop to zero).
    await db
      .delete(t.equipmentRatings)
      .where(and(eq(t.equipmentRatings.companyId, companyId), eq(t.equipmentRatings.raterKey, "a")));
    expect(await counters(first!.id)).toEqual({ total: 30, rated: 30 });
    await db.delete(t.equipmentRatings).where(
      and(
        eq(t.equipmentRatings.companyId, companyId),
        inArray(
          t.equipmentRatings.equipmentId,
          items.slice(25, 35).map((item) => item.id),
        ),
      ),
    );
    expect(await counters(first!.id)).toEqual({ total: 30, rated: 25 });
    expect(await counters(second!.id)).toEqual({ total: 20, rated: 5 });

    // An equipment moved to the other campaign takes its place in both counts, rated or not.
    await db
      .update(t.equipment)
      .set({ campaignId: second!.id })
      .where(inArray(t.equipment.id, [items[0]!.id, items[29]!.id]));
    expect(await counters(first!.id)).toEqual({ total: 28, rated: 24 });
    expect(await counters(second!.id)).toEqual({ total: 22, rated: 6 });

    // A recount written straight into the equipment rows moves the campaigns too.
    await db
      .update(t.equipment)
      .set({ ratingCount: 0 })
      .where(and(eq(t.equipment.companyId, companyId), eq(t.equipment.campaignId, second!.id)));
    const [row] = await db
      .select({ rated: t.campaigns.ratedEquipmentCount })
      .from(t.campaigns)
      .where(eq(t.campaigns.id, second!.id));
    expect(row).toEqual({ rated: 0 });
    await db.execute(sql`
      update equipment e set rating_count = (select count(*) from equipment_ratings r
                                              where r.company_id = e.company_id and r.equipment_id = e.id)
       where e.company_id = ${companyId} and e.campaign_id = ${second!.id}`);
    expect(await counters(second!.id)).toEqual({ total: 22, rated: 6 });

    // Several equipment deleted at once, rated and not, with their ratings.
    await db.delete(t.equipment).where(
      inArray(
        t.equipment.id,
        items.slice(1, 11).map((item) => item.id),
      ),
    );
    expect(await counters(first!.id)).toEqual({ total: 18, rated: 14 });
  });
});
