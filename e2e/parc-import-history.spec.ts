import { expect, test } from "@playwright/test";
import { signIn } from "./data";
import { clearToasts, expectAccessible, expectFits, screenshot } from "./support";

/**
 * Issue 22, item 6: a Parc import never changes a known instrument's last calibration date or
 * period. The import dialog stays open to list each such line, in French, with a link to the
 * instrument's life record where a calibration event is recorded.
 */

const HEADER = "nom,reference,type,emplacement,periode_mois,dernier_etalonnage";
const KEPT = "utilisez un événement d'étalonnage";

test("un import du parc garde la date et la période d'un instrument connu et le dit par ligne", async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL!, {
    roles: ["admin"],
    firstName: "Claire",
    lastName: "Martin",
    company: "Métrologie Historique",
  });
  const seeded = await page.request.post("/api/instruments/import", {
    data: {
      csv: `${HEADER}\nManomètre atelier,HIST-001,Manomètre,Atelier,12,2026-01-13\nSonde étuve,HIST-002,Sonde,Étuve,6,2025-11-03\n`,
    },
  });
  expect(seeded.status(), await seeded.text()).toBe(200);
  const csv =
    `${HEADER}\nManomètre numérique,HIST-001,Manomètre,Salle de mesure,12,2026-05-05\n` +
    "Sonde étuve,HIST-002,Sonde,Étuve 2,24,2025-11-03\n";

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/instruments");
    await page.getByRole("button", { name: "Importer CSV" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Importer des instruments" });
    await dialog.getByLabel("Données CSV").fill(csv);
    await dialog.getByRole("button", { name: /^Importer/ }).click();

    const notices = dialog.getByRole("region", {
      name: /changement\(s\) de date ou de période non appliqué/,
    });
    await expect(notices).toBeVisible();
    await expect(dialog.getByRole("status")).toContainText("Import réussi");
    await expect(notices.getByRole("heading")).toHaveText(
      "2 changement(s) de date ou de période non appliqué(s)",
    );
    const items = notices.getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(
      "Ligne 2 : la date du dernier étalonnage (13/01/2026 → 05/05/2026) ne change pas par un import",
    );
    await expect(items.nth(0)).toContainText(KEPT);
    await expect(items.nth(1)).toContainText("Ligne 3 : la période (6 → 24 mois)");
    await expect(items.nth(1)).toContainText(KEPT);
    // The footer's button, before the × of the corner (also « Fermer »).
    const close = dialog.getByRole("button", { name: "Fermer" }).first();
    await expect(close).toBeFocused();
    await clearToasts(page);
    await expectFits(page, `l'import avec ses avertissements à ${viewport.width} px`);
    await screenshot(page, `parc-import-history-${viewport.width}`, { fullPage: false });
    await expectAccessible(page);
    if (viewport.width > 400) {
      await close.click();
      await expect(dialog).toBeHidden();
      // The rest of the line applied, the date kept.
      const row = page.getByRole("table", { name: "Instruments" }).getByRole("row", { name: /HIST-001/ });
      await expect(row).toContainText("Manomètre numérique");
      await expect(row).toContainText("13/01/2026");
    } else {
      // The notice leads to the life record, where an event is recorded.
      await notices.getByRole("link", { name: "Fiche HIST-001" }).click();
      await expect(page).toHaveURL(/\/instruments\/\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Manomètre numérique");
    }
  }
});
