import { type APIRequestContext, expect, test } from "@playwright/test";
import { seedCriteria, signIn } from "./data";
import { expectAccessible, expectFits, notifications, screenshot } from "./support";

/** A campaign of two instruments, rated on the first criterion and calculated, through the API. */
async function calculatedCampaign(request: APIRequestContext, name: string, criteriaId: number) {
  const created = await request.post("/api/campaigns", {
    data: {
      name,
      equipment: [
        { name: "Manomètre atelier", serialNumber: `${name.slice(0, 8)}-MAN`, currentPeriod: 12 },
        { name: "Thermomètre étuve", serialNumber: `${name.slice(0, 8)}-THE`, currentPeriod: 24 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const items = (await (await request.get(`/api/equipment/${id}`)).json()) as { id: number }[];
  const rated = await request.post("/api/equipment-ratings/batch", {
    data: { campaignId: id, ratings: items.map((item) => ({ equipmentId: item.id, criteriaId, grade: 5 })) },
  });
  expect(rated.status()).toBe(200);
  expect(
    (
      await request.post(`/api/campaigns/${id}/calculate-periods`, { data: { adjustmentFactor: 1 } })
    ).status(),
  ).toBe(200);
  return { id, items };
}

test.describe("Dossiers conservés (issue 22, décision 021)", () => {
  test("archiver une campagne notée au lieu de la supprimer, la retrouver sous « Archivées », télécharger son rapport", async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, { roles: ["admin"], firstName: "Claire", lastName: "Martin" });
    const [criterion] = await seedCriteria(page.request);
    const name = "Revue annuelle 2025";
    const { id } = await calculatedCampaign(page.request, name, criterion!.id);
    const report = await page.request.post(`/api/campaigns/${id}/generate-report`, {
      data: { format: "html" },
    });
    expect(report.status()).toBe(201);

    await page.goto("/campaigns");
    const table = page.getByRole("table", { name: "Campagnes d'étalonnage" });
    await expect(table.getByText(name)).toBeVisible();
    // Rated and calculated: no « Supprimer », « Archiver » instead.
    await expect(page.getByRole("button", { name: `Supprimer la campagne ${name}` })).toHaveCount(0);
    await page.getByRole("button", { name: `Archiver la campagne ${name}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Archiver la campagne" });
    await expect(dialog).toContainText("restent consultables avec le filtre « Archivées »");
    await dialog.getByRole("button", { name: "Archiver" }).click();
    await expect(notifications(page)).toContainText(
      "Campagne archivée : elle reste consultable avec le filtre « Archivées »",
    );
    await expect(table.getByText(name)).toHaveCount(0);

    await page.getByRole("button", { name: "Archivées" }).click();
    await expect(page.getByRole("button", { name: "Archivées" })).toHaveAttribute("aria-pressed", "true");
    await expect(table.getByText(name)).toBeVisible();
    await expect(page.getByRole("button", { name: `Désarchiver la campagne ${name}` })).toBeVisible();
    await expect(page.getByRole("button", { name: `Noter les équipements de ${name}` })).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, "campaigns-archived-1280");

    // Its report is still listed and downloads.
    await page.goto("/reports");
    await expect(page.getByText(name).first()).toBeVisible();
    const download = await page.request.get(
      `/api/reports/${((await report.json()) as { id: number }).id}/download`,
    );
    expect(download.status()).toBe(200);
    expect(await download.text()).toContain(name);

    // On a phone: the filter and the archived list fit.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/campaigns");
    await page.getByRole("button", { name: "Archivées" }).click();
    await expect(page.getByText(name).first()).toBeVisible();
    await expectFits(page, "campagnes archivées à 375 px");
    await screenshot(page, "campaigns-archived-375");
  });

  test("une période forcée demande son motif ; un second calcul laisse relire le premier", async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, { roles: ["admin"], firstName: "Claire", lastName: "Martin" });
    const [criterion] = await seedCriteria(page.request);
    const { id, items } = await calculatedCampaign(page.request, "Campagne forcée 2026", criterion!.id);

    await page.goto(`/campaigns/${id}/calibration-results`);
    await page.locator(`#forced-period-${items[0]!.id}`).fill("6");
    await page.getByRole("button", { name: "Sauvegarder Périodes Forcées" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Motif de la période forcée" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("textbox", { name: "Motif" }).fill("Usage intensif constaté en atelier");
    await screenshot(page, "forced-period-reason-1280");
    await dialog.getByRole("button", { name: "Sauvegarder" }).click();
    await expect(dialog).toBeHidden();
    const results = (await (await page.request.get(`/api/campaigns/${id}/calibration-results`)).json()) as {
      results: { equipmentId: number; forcedReason: string | null; forcedByName: string | null }[];
    };
    expect(results.results.find((r) => r.equipmentId === items[0]!.id)).toMatchObject({
      forcedReason: "Usage intensif constaté en atelier",
      forcedByName: "Claire Martin",
    });

    // A second calculation: the first one is still there to read, read-only.
    await page.request.post("/api/equipment-ratings", {
      data: { campaignId: id, equipmentId: items[1]!.id, criteriaId: criterion!.id, grade: 1 },
    });
    await page.request.post(`/api/campaigns/${id}/calculate-periods`, { data: { adjustmentFactor: 1 } });
    await page.reload();
    const picker = page.getByRole("combobox", { name: "Calcul affiché" });
    await expect(picker).toBeVisible();
    await expect(picker.locator("option")).toHaveCount(2);
    await picker.selectOption({ index: 1 });
    await expect(page.getByText(/^Vous consultez le calcul n° 1 du/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Sauvegarder Périodes Forcées" })).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, "results-earlier-run-1280");
    // On a phone: the choice of calculation and its notice fit the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(picker).toBeVisible();
    await expectFits(page, "calcul antérieur à 375 px");
    await screenshot(page, "results-earlier-run-375");
    await page.getByRole("button", { name: "Revenir au calcul en vigueur" }).click();
    await expect(page.getByText(/^Vous consultez le calcul n° 1 du/)).toHaveCount(0);
  });
});
