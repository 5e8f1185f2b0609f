import { type APIRequestContext, expect, test } from "@playwright/test";
import { seedCriteria, signIn } from "./data";
import { clearToasts, expectAccessible, expectFits, notifications, screenshot } from "./support";

/**
 * Issue 27, the interval methods side by side: an instrument with a history shows OPPERET's period
 * beside the staircase, the family's interval test and the drift, each with its reasons; its
 * nonconformity calls for the interval review; one click forces a proposal in its campaign.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const HEADER = "nom,reference,type,emplacement,periode_mois,dernier_etalonnage";

// biome-ignore lint/suspicious/noExplicitAny: the answers of the seeding calls, read as they come.
async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<any> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

/** Six manometers calibrated every year, the first one drifting out of tolerance; a calculated campaign. */
async function seed(request: APIRequestContext) {
  const references = ["MA-01", "MA-02", "MA-03", "MA-04", "MA-05", "MA-06"];
  await ok(
    await request.post("/api/instruments/import", {
      data: {
        csv: `${HEADER}\n${references.map((r) => `Manomètre ${r},${r},Manomètre,Atelier,12,2023-03-01`).join("\n")}\n`,
      },
    }),
  );
  await ok(
    await request.put("/api/settings/decision-rules/types", {
      data: { type: "Manomètre", toleranceLower: "-0,1", toleranceUpper: "0,1" },
    }),
  );
  const page = await (await request.get("/api/instruments?pageSize=50")).json();
  const id = (reference: string) =>
    (page.items as { id: number; reference: string }[]).find((item) => item.reference === reference)!.id;
  const record = (reference: string, date: string, error: string) =>
    request
      .post(`/api/instruments/${id(reference)}/calibration-events`, {
        data: {
          date,
          provider: "Laboratoire Pression Grenoble",
          points: [{ phase: "asFound", error, expandedUncertainty: "0,01", unit: "bar" }],
        },
      })
      .then(ok);
  for (const reference of references.slice(1)) {
    await record(reference, "2024-03-01", "0,02");
    await record(reference, "2025-03-01", reference === "MA-06" ? "0,15" : "0,03");
  }
  await record("MA-01", "2023-03-01", "0,01");
  await record("MA-01", "2024-03-01", "0,04");
  await record("MA-01", "2025-03-01", "0,07");
  await record("MA-01", "2026-03-01", "0,12");
  const campaign = await ok(
    await request.post("/api/campaigns", {
      data: {
        name: "Campagne manomètres 2026",
        equipment: [{ name: "Manomètre MA-01", serialNumber: "MA-01", currentPeriod: 12 }],
      },
    }),
  );
  const [item] = await (await request.get(`/api/equipment/${campaign.id}`)).json();
  const criteria = await seedCriteria(request);
  await ok(
    await request.post("/api/equipment-ratings", {
      data: { campaignId: campaign.id, equipmentId: item.id, criteriaId: criteria[0]!.id, grade: 4 },
    }),
  );
  await ok(await request.post(`/api/campaigns/${campaign.id}/calculate-periods`, { data: {} }));
  return { instrumentId: id("MA-01"), campaignId: campaign.id as number };
}

test.describe("Méthodes d'intervalle côte à côte (issue 27)", () => {
  test("la fiche de vie montre les propositions des méthodes, la revue de l'intervalle, et force l'une d'elles", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      company: "Métrologie Pression",
    });
    const { instrumentId, campaignId } = await seed(page.request);

    await page.goto(`/instruments/${instrumentId}`);
    const card = page.locator("[data-interval-proposals]");
    await expect(card.getByRole("heading", { name: "Méthodes d'intervalle côte à côte" })).toBeVisible();
    await expect(card).toContainText("Période en vigueur : 12 mois");
    await expect(card).toContainText("Revoir l'intervalle après la non-conformité");
    const methods = card.getByRole("list", { name: "Méthodes d'intervalle côte à côte" });
    await expect(methods.locator("[data-method]")).toHaveCount(4);
    await expect(methods.locator('[data-method="opperet"]')).toHaveAttribute("data-kind", "proposed");
    await expect(methods.locator('[data-method="staircase"] [data-period]')).toHaveAttribute(
      "data-period",
      "6",
    );
    await expect(methods.locator('[data-method="staircase"]')).toContainText("trouvé hors tolérance");
    await expect(methods.locator('[data-method="rp1A3"]')).toContainText("Fiabilité observée");
    await expect(methods.locator('[data-method="drift"]')).toContainText("Dérive moyenne");
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "interval-methods-1280");
    await expectAccessible(page);

    await page.setViewportSize(PHONE);
    await expectFits(page, "méthodes d'intervalle");
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "interval-methods-375");
    await page.setViewportSize(DESKTOP);

    // One click forces the staircase's 6 months in the campaign, its reason naming the method.
    await methods.locator('[data-method="staircase"]').getByRole("button", { name: "Forcer 6 mois" }).click();
    await expect(notifications(page)).toContainText(
      "Période de 6 mois forcée dans la campagne « Campagne manomètres 2026 »",
    );
    await clearToasts(page);
    const results = await (await page.request.get(`/api/campaigns/${campaignId}/calibration-results`)).json();
    expect(results.results[0]).toMatchObject({
      forcedPeriod: 6,
      forcedReason: expect.stringContaining("« Escalier »"),
    });
  });
});
