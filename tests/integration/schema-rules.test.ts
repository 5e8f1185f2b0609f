import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client";
import * as t from "../../src/server/db/schema";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { ENGINE } from "../support/engines";

/** The defaults and constraints of spec §3 and DESIGN.md §3, exercised with real rows. */
describe(`Règles du modèle de données (${ENGINE})`, () => {
  let database: TestDatabase;
  let db: Database;
  let companyA: number;
  let companyB: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    [{ id: companyA }, { id: companyB }] = (await db
      .insert(t.companies)
      .values([{ name: "Métrologie Alpha" }, { name: "Bêta Instruments" }])
      .returning({ id: t.companies.id })) as [{ id: number }, { id: number }];
  });
  afterAll(() => database?.close());

  async function failsWith(promise: Promise<unknown>): Promise<string> {
    try {
      await promise;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      return cause?.code ?? (error as { code?: string }).code ?? "?";
    }
    throw new Error("the statement succeeded");
  }

  it("crée une entreprise avec l'abonnement basic", async () => {
    const [row] = await db.select().from(t.companies).where(sql`id = ${companyA}`);
    expect(row?.subscriptionPlan).toBe("basic");
  });

  it("crée un utilisateur actif, de rôle user, sans entreprise", async () => {
    const [user] = await db.insert(t.users).values({ email: "claire.martin@exemple.fr" }).returning();
    expect(user).toMatchObject({ roles: ["user"], status: "active", companyId: null });
    expect(user!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuse une adresse e-mail déjà prise, quelle que soit la casse", async () => {
    expect(await failsWith(db.insert(t.users).values({ email: "Claire.Martin@Exemple.FR" }))).toBe("23505");
  });

  it("crée une campagne active avec un jeton de partage aléatoire et unique", async () => {
    const created = await db
      .insert(t.campaigns)
      .values([
        { companyId: companyA, name: "Revue annuelle" },
        { companyId: companyA, name: "Campagne manomètres" },
      ])
      .returning();
    expect(created.map((row) => row.status)).toEqual(["active", "active"]);
    for (const row of created) expect(row.shareToken).toMatch(/^[0-9a-f]{64}$/);
    expect(created[0]!.shareToken).not.toBe(created[1]!.shareToken);
  });

  it("refuse un statut de campagne inconnu", async () => {
    expect(
      await failsWith(db.insert(t.campaigns).values({ companyId: companyA, name: "X", status: "finie" })),
    ).toBe("23514");
  });

  it("crée un critère de poids 1,0 et de profil general, et garde la précision 3,1", async () => {
    const [criterion] = await db
      .insert(t.ratingCriteria)
      .values({ companyId: companyA, name: "Fréquence" })
      .returning();
    expect(criterion).toMatchObject({ weight: "1.0", profile: "general" });
    expect(
      await failsWith(db.insert(t.ratingCriteria).values({ companyId: companyA, name: "Y", weight: "100" })),
    ).toBe("22003");
  });

  it("n'accepte que les notes 1 à 5, une seule fois par critère, et les supprime avec leur critère", async () => {
    const [criterion] = await db
      .insert(t.ratingCriteria)
      .values({ companyId: companyA, name: "Dérive" })
      .returning();
    const scale = (grade: number) => ({
      companyId: companyA,
      criteriaId: criterion!.id,
      grade,
      score: String(grade - 3),
      description: `Niveau ${grade}`,
    });
    await db.insert(t.ratingScales).values([1, 2, 3, 4, 5].map(scale));
    expect(await failsWith(db.insert(t.ratingScales).values(scale(6)))).toBe("23514");
    expect(await failsWith(db.insert(t.ratingScales).values(scale(2)))).toBe("23505");
    await db.delete(t.ratingCriteria).where(sql`id = ${criterion!.id} and company_id = ${companyA}`);
    const left = await db.select().from(t.ratingScales).where(sql`criteria_id = ${criterion!.id}`);
    expect(left).toEqual([]);
  });

  it("garde une valeur par clé et par entreprise dans les paramètres", async () => {
    await db.insert(t.settings).values([
      { companyId: companyA, key: "k1", value: "1" },
      { companyId: companyB, key: "k1", value: "1.5" },
    ]);
    expect(
      await failsWith(db.insert(t.settings).values({ companyId: companyA, key: "k1", value: "2" })),
    ).toBe("23505");
  });

  describe("clés composites (entreprise, id)", () => {
    it("empêchent un équipement de pointer vers la campagne d'une autre entreprise", async () => {
      const [campaignB] = await db
        .insert(t.campaigns)
        .values({ companyId: companyB, name: "Campagne B" })
        .returning();
      const [instrumentA] = await db
        .insert(t.instruments)
        .values({ companyId: companyA, reference: "MAN-0001", name: "Manomètre", currentPeriod: 12 })
        .returning();
      const code = await failsWith(
        db.insert(t.equipment).values({
          companyId: companyA,
          campaignId: campaignB!.id,
          instrumentId: instrumentA!.id,
          name: "Manomètre",
          serialNumber: "MAN-0001",
        }),
      );
      expect(code).toBe("23503");
    });
  });

  describe("instruments", () => {
    it("ont une référence unique par entreprise, réutilisable par une autre entreprise", async () => {
      await db
        .insert(t.instruments)
        .values({ companyId: companyB, reference: "MAN-0001", name: "Manomètre B" });
      expect(
        await failsWith(
          db.insert(t.instruments).values({ companyId: companyA, reference: "MAN-0001", name: "Doublon" }),
        ),
      ).toBe("23505");
    });

    it("calculent leur prochaine échéance : dernier étalonnage + période", async () => {
      const [row] = await db
        .insert(t.instruments)
        .values({
          companyId: companyA,
          reference: "THE-0042",
          name: "Thermomètre",
          currentPeriod: 18,
          lastCalibrationDate: "2025-08-31",
        })
        .returning();
      expect(row!.nextDueDate).toBe("2027-02-28");
      await db
        .update(t.instruments)
        .set({ currentPeriod: 6 })
        .where(sql`id = ${row!.id} and company_id = ${companyA}`);
      const [updated] = await db
        .select()
        .from(t.instruments)
        .where(sql`id = ${row!.id} and company_id = ${companyA}`);
      expect(updated!.nextDueDate).toBe("2026-02-28");
    });
  });

  it("garde une valeur de mesure à 4 décimales et refuse plus de 6 chiffres entiers", async () => {
    const [campaign] = await db
      .insert(t.campaigns)
      .values({ companyId: companyA, name: "Mesures" })
      .returning();
    const [instrument] = await db
      .insert(t.instruments)
      .values({ companyId: companyA, reference: "PAC-0001", name: "Pied à coulisse" })
      .returning();
    const [item] = await db
      .insert(t.equipment)
      .values({
        companyId: companyA,
        campaignId: campaign!.id,
        instrumentId: instrument!.id,
        name: "Pied à coulisse",
        serialNumber: "PAC-0001",
        currentPeriod: 12,
      })
      .returning();
    const base = {
      companyId: companyA,
      campaignId: campaign!.id,
      equipmentId: item!.id,
      operatorName: "Paul",
      unit: "mm",
    };
    const [m] = await db
      .insert(t.measurements)
      .values({ ...base, value: "149.98765" })
      .returning();
    expect(m!.value).toBe("149.9877");
    expect(m!.measurementDate).toBeInstanceOf(Date);
    expect(await failsWith(db.insert(t.measurements).values({ ...base, value: "1234567" }))).toBe("22003");
  });
});
