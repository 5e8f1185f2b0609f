import { expect, test } from "@playwright/test";
import { seedCriteria, signIn } from "./data";
import { expectAccessible, screenshot } from "./support";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const EQUIPMENT = 120;

test.describe("Journal d'Audit : le détail d'une modification en masse (issue 23)", () => {
  test("un calcul de 120 équipements : son résumé dans la piste, son détail chargé sur demande, 100 lignes puis les suivantes", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      email: `claire.masse.${run}@exemple.fr`,
      company: "Métrologie en masse",
    });
    const criteria = await seedCriteria(page.request);
    const created = await page.request.post("/api/campaigns", {
      data: {
        name: "Campagne du parc entier",
        status: "active",
        equipment: Array.from({ length: EQUIPMENT }, (_, i) => ({
          name: `Capteur ${i + 1}`,
          serialNumber: `CAP-${String(i + 1).padStart(4, "0")}`,
          currentPeriod: 12,
        })),
      },
    });
    expect(created.status()).toBe(201);
    const campaignId = ((await created.json()) as { id: number }).id;
    const items = (await (await page.request.get(`/api/equipment/${campaignId}`)).json()) as { id: number }[];
    const rated = await page.request.post("/api/equipment-ratings/batch", {
      data: {
        campaignId,
        ratings: items.flatMap((item, i) =>
          criteria.map((c, j) => ({ equipmentId: item.id, criteriaId: c.id, grade: 1 + ((i + j) % 5) })),
        ),
      },
    });
    expect(rated.status()).toBe(200);
    const calculated = await page.request.post(`/api/campaigns/${campaignId}/calculate-periods`, {
      data: { adjustmentFactor: 1 },
    });
    expect(calculated.status()).toBe(200);

    await page.goto("/audit-logs");
    await page.getByRole("tab", { name: "Journal des événements" }).click();
    const row = page.locator("tr[data-event-id]").filter({ hasText: "Calcul OPPERET n° 1" });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: /Afficher le détail/ }).click();
    const bulk = page.locator("[data-bulk-detail]");
    await expect(bulk).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Modification en masse" })).toBeVisible();
    await expect(bulk).toContainText(`${EQUIPMENT} lignes modifiées`);
    const summary = bulk.getByRole("definition");
    await expect(bulk.locator('[data-summary-field="calculated"]')).toContainText("Équipements calculés");
    await expect(bulk.locator('[data-summary-field="calculated"]')).toContainText(String(EQUIPMENT));
    await expect(bulk.locator('[data-summary-field="run"]')).toContainText("1");
    expect(await summary.count()).toBeGreaterThan(3);

    // The detail, on demand: the results, 100 shown with the count said, then the rest.
    await bulk.getByRole("button", { name: "Voir le détail" }).click();
    const results = bulk.getByRole("table", { name: /Résultats/ });
    await expect(results).toBeVisible({ timeout: 15_000 });
    await expect(bulk.getByText(`(100 lignes affichées sur ${EQUIPMENT})`)).toBeVisible();
    await expect(results.locator("tbody tr")).toHaveCount(100);
    await expect(results.locator("tbody tr").first()).toContainText("Capteur 1");
    await expect(results.locator("tbody tr").first()).toContainText("Nouvelle période (mois)");
    await page.mouse.move(0, 0);
    await screenshot(page, "audit-logs-bulk-detail-1280", { fullPage: false });
    await expectAccessible(page);
    await bulk.getByRole("button", { name: `Afficher ${EQUIPMENT - 100} lignes de plus` }).click();
    await expect(results.locator("tbody tr")).toHaveCount(EQUIPMENT);
    await expect(bulk.getByText(`(${EQUIPMENT} lignes)`)).toBeVisible();
    await bulk.getByRole("button", { name: "Masquer le détail" }).click();
    await expect(results).toHaveCount(0);
  });
});
