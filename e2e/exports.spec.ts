import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from "@playwright/test";
import ExcelJS from "exceljs";
import { seedCalculatedCampaign, signIn } from "./data";
import { expectAccessible, expectFits } from "./support";

/**
 * Issue 21, part 5: the audit journal, the Parc and a campaign's measurements each offer « Excel »
 * beside « CSV »; the download is a workbook a French office opens (typed cells, frozen header),
 * at 1280 px and on a 375 px phone.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
/** Screenshots of the screens this part changed, looked at by hand (scratch/ is not versioned). */
const SHOTS = "scratch/screenshots/exports";
const CAMPAIGN = "Campagne d'étalonnage export";
const PARC_CSV = [
  "nom,reference,type,emplacement,periode_mois,dernier_etalonnage",
  "=SOMME(A1:A9),EXP-FORMULE,Tableur,Bureau,12,2026-01-15",
  "Balance de précision 220 g,EXP-BAL-1,Balance,Laboratoire,24,2025-06-30",
  "Sonde jamais étalonnée,EXP-SONDE,Sonde,Étuve,6,",
].join("\n");

/** The download a click starts, read back with exceljs: its name and its one sheet. */
async function downloadedWorkbook(page: Page, link: ReturnType<Page["getByRole"]>) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1);
  return { fileName: download.suggestedFilename(), sheet, header };
}

/** The two links of an export: « CSV » and « Excel », visible, inside the window, side by side. */
async function expectExportButtons(page: Page) {
  const csv = page.getByRole("link", { name: "Exporter CSV" });
  const excel = page.getByRole("link", { name: "Exporter Excel" });
  await expect(csv).toBeVisible();
  await expect(excel).toBeVisible();
  await expect(csv).toHaveText("CSV");
  await expect(excel).toHaveText("Excel");
  const width = page.viewportSize()!.width;
  const csvBox = (await csv.boundingBox())!;
  const excelBox = (await excel.boundingBox())!;
  // Side by side on one line, neither cut by the window's edge, each large enough for a finger.
  expect(Math.abs(csvBox.y - excelBox.y)).toBeLessThan(1);
  expect(excelBox.x).toBeGreaterThan(csvBox.x);
  for (const box of [csvBox, excelBox]) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  return { csv, excel };
}

async function seedMeasurements(request: APIRequestContext, baseURL: string, campaignId: number) {
  const equipment = (await (await request.get(`/api/equipment/${campaignId}`)).json()) as { id: number }[];
  const links = (await (await request.get(`/api/campaigns/${campaignId}/share-links`)).json()) as {
    measurement: { token: string };
  };
  const visitor = await playwrightRequest.newContext({ baseURL });
  try {
    for (const [operatorName, value] of [
      ["Lucie Bernard", "4,02"],
      ["Paul Girard", "1234,5"],
    ] as const) {
      const response = await visitor.post(`/api/campaigns/${links.measurement.token}/measurements`, {
        data: {
          operatorName,
          equipmentId: equipment[0]!.id,
          value,
          unit: "bar",
          clientSubmissionId: randomUUID(),
        },
      });
      expect(response.status(), await response.text()).toBeLessThan(300);
    }
  } finally {
    await visitor.dispose();
  }
}

test.describe("Exports : « Excel » à côté de « CSV » (issue 21, partie 5)", () => {
  test("journal d'audit, parc et mesures : le classeur téléchargé, à 1280 px puis sur un téléphone de 375 px", async ({
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
      company: "Métrologie Export Lyon",
    });
    const { id: campaignId } = await seedCalculatedCampaign(page.request, {
      name: CAMPAIGN,
      equipment: [
        { name: "Manomètre numérique", serialNumber: "CAMP-MAN-1", currentPeriod: 12 },
        { name: "Pied à coulisse", serialNumber: "CAMP-PAC-2", currentPeriod: 12 },
        { name: "Sonde non notée", serialNumber: "CAMP-SON-3", currentPeriod: 6 },
      ],
    });
    const imported = await page.request.post("/api/instruments/import", { data: { csv: PARC_CSV } });
    expect(imported.status(), await imported.text()).toBe(200);
    await seedMeasurements(page.request, baseURL!, campaignId);

    for (const viewport of [DESKTOP, PHONE]) {
      const size = `${viewport.width}`;
      await page.setViewportSize(viewport);

      // The journal: the same filters in both links; the workbook's score a number, its date a date.
      await page.goto("/audit-logs");
      await expect(page.getByRole("heading", { level: 1, name: "Journal d'Audit" })).toBeVisible();
      await expect(page.locator("[data-entry-id]").first()).toBeVisible();
      let buttons = await expectExportButtons(page);
      await page.getByLabel("Statut", { exact: true }).selectOption({ label: "Terminé" });
      await expect(buttons.excel).toHaveAttribute(
        "href",
        "/api/audit/complete/export?status=completed&format=xlsx",
      );
      await expect(buttons.csv).toHaveAttribute("href", "/api/audit/complete/export?status=completed");
      await expectFits(page, `Journal d'audit ${size}`);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${SHOTS}/audit-${size}.png`, fullPage: true });
      await expectAccessible(page);
      const journal = await downloadedWorkbook(page, buttons.excel);
      expect(journal.fileName).toMatch(/^journal-audit-\d{4}-\d{2}-\d{2}\.xlsx$/);
      expect(journal.header).toEqual([
        "Campagne",
        "Équipement",
        "Utilisateur",
        "Action",
        "Score OPPERET",
        "Nouvelle période (mois)",
        "Date",
        "Statut",
      ]);
      expect(journal.sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
      expect(journal.sheet.rowCount).toBe(3);
      for (let row = 2; row <= journal.sheet.rowCount; row++) {
        const cells = journal.sheet.getRow(row);
        expect(cells.getCell(1).value).toBe(CAMPAIGN);
        expect(typeof cells.getCell(5).value).toBe("number");
        expect(typeof cells.getCell(6).value).toBe("number");
        expect(cells.getCell(7).value).toBeInstanceOf(Date);
        expect(cells.getCell(8).value).toBe("Terminé");
      }

      // The Parc: the buttons in the page's header, beside the labels and the import.
      await page.goto("/instruments?recherche=EXP-");
      await expect(page.getByRole("heading", { level: 1, name: "Parc" })).toBeVisible();
      buttons = await expectExportButtons(page);
      await expect(buttons.excel).toHaveAttribute(
        "href",
        /^\/api\/instruments\/export\?search=EXP-.*&format=xlsx$/,
      );
      await expect(page.getByRole("main").getByText("Sonde jamais étalonnée").first()).toBeVisible();
      await expectFits(page, `Parc ${size}`);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${SHOTS}/parc-${size}.png`, fullPage: true });
      await expectAccessible(page);
      const parc = await downloadedWorkbook(page, buttons.excel);
      expect(parc.fileName).toMatch(/^parc-instruments-\d{4}-\d{2}-\d{2}\.xlsx$/);
      expect(parc.header).toEqual([
        "Nom",
        "Référence",
        "Type",
        "Emplacement",
        "Période (mois)",
        "Dernier étalonnage",
        "Prochaine échéance",
        "Statut",
        "Quarantaine",
      ]);
      expect(parc.sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
      const byReference = new Map<string, ExcelJS.Row>();
      parc.sheet.eachRow((row, n) => {
        if (n > 1) byReference.set(String(row.getCell(2).value), row);
      });
      expect([...byReference.keys()].sort()).toEqual(["EXP-BAL-1", "EXP-FORMULE", "EXP-SONDE"]);
      expect(byReference.get("EXP-FORMULE")!.getCell(1).value).toBe("=SOMME(A1:A9)");
      expect(byReference.get("EXP-BAL-1")!.getCell(5).value).toBe(24);
      expect(byReference.get("EXP-BAL-1")!.getCell(6).value).toEqual(new Date(Date.UTC(2025, 5, 30)));
      expect(byReference.get("EXP-BAL-1")!.getCell(6).numFmt).toBe("dd/mm/yyyy");

      // The campaign's measurements.
      await page.goto(`/campaigns/${campaignId}/measurements`);
      await expect(page.getByRole("heading", { level: 1, name: "Mesures" })).toBeVisible();
      await expect(page.getByText("Paul Girard").first()).toBeVisible();
      buttons = await expectExportButtons(page);
      await expectFits(page, `Mesures ${size}`);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${SHOTS}/mesures-${size}.png`, fullPage: true });
      await expectAccessible(page);
      const measures = await downloadedWorkbook(page, buttons.excel);
      expect(measures.fileName).toMatch(/\.xlsx$/);
      expect(measures.header[5]).toBe("Valeur");
      const values: unknown[] = [];
      measures.sheet.eachRow((row, n) => {
        if (n > 1) {
          values.push(row.getCell(6).value);
          expect(row.getCell(1).value).toBeInstanceOf(Date);
        }
      });
      expect(values.sort((a, b) => Number(a) - Number(b))).toEqual([4.02, 1234.5]);
    }
  });
});
