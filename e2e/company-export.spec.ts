import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import JSZip from "jszip";
import { seedCalculatedCampaign, signIn } from "./data";
import { expectAccessible, expectFits } from "./support";

/**
 * « Tout emporter » (issue 23, decision 024): in Paramètres, an administrator downloads the archive
 * of all the company's data; the other roles do not see the card. At 1280 px and on a 375 px phone.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
/** Screenshots looked at by hand (scratch/ is not versioned). */
const SHOTS = "scratch/screenshots/company-export";
const COMPANY = "Métrologie Export Nantes";

test.describe("Paramètres : exporter toutes les données (issue 23)", () => {
  test("un administrateur télécharge l'archive ZIP : manifeste, tables et empreintes", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      company: COMPANY,
    });
    await seedCalculatedCampaign(page.request, {
      name: "Campagne annuelle",
      equipment: [
        { name: "Manomètre numérique", serialNumber: "EXP-MAN-1", currentPeriod: 12 },
        { name: "Pied à coulisse", serialNumber: "EXP-PAC-2", currentPeriod: 12 },
      ],
    });

    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto("/settings");
      await expect(page.getByRole("heading", { level: 1, name: "Paramètres" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Exporter toutes les données" })).toBeVisible();
      const link = page.getByRole("link", { name: "Télécharger l'archive (ZIP)" });
      await expect(link).toHaveAttribute("href", "/api/company/export");
      await link.scrollIntoViewIfNeeded();
      await expectFits(page, `Paramètres ${viewport.width}`);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${SHOTS}/settings-${viewport.width}.png`, fullPage: true });
      await expectAccessible(page);
    }

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Télécharger l'archive (ZIP)" }).click(),
    ]);
    const day = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
    expect(download.suggestedFilename()).toBe(`calibra-export-metrologie-export-nantes-${day}.zip`);
    const zip = await JSZip.loadAsync(await readFile((await download.path())!));
    const manifest = JSON.parse(await zip.file("manifest.json")!.async("string")) as {
      company: { name: string };
      tables: { table: string; rows: number }[];
      files: { path: string; size: number; sha256: string }[];
    };
    expect(manifest.company.name).toBe(COMPANY);
    expect(manifest.tables.find((t) => t.table === "equipment")!.rows).toBe(2);
    for (const file of manifest.files) {
      const bytes = await zip.file(file.path)!.async("nodebuffer");
      expect(createHash("sha256").update(bytes).digest("hex"), file.path).toBe(file.sha256);
    }
    const equipment = await zip.file("csv/equipment.csv")!.async("string");
    expect(equipment.startsWith("\uFEFFid;company_id;campaign_id;")).toBe(true);
    expect(equipment).toContain("Manomètre numérique");
    expect(await zip.file("LISEZMOI.txt")!.async("string")).toContain(COMPANY);
  });

  test("les autres rôles ne voient pas la carte", async ({ page, context, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(context, baseURL!, { roles: ["campaign_initiator"], company: "Métrologie Sans Export" });
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Paramètres" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Rapports PDF" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Exporter toutes les données" })).toHaveCount(0);
    expect((await page.request.get("/api/company/export")).status()).toBe(403);
  });
});
