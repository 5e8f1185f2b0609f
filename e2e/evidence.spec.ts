import { writeFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { passwordCredentials } from "../src/server/db/schema";
import { hashPassword } from "../src/server/domain/auth/passwords";
import { openE2eDatabase, seedCalculatedCampaign, signIn } from "./data";
import { clearToasts, expectAccessible, expectFits, screenshot } from "./support";

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const PASSWORD = "mot-de-passe-solide";
const CAMPAIGN = "Campagne approuvée";

/**
 * Evidence an assessor accepts (issue 23): applying periods is approving them, signed with the
 * approver's password typed again; the approval is shown with the results; the report carries its
 * number, its closing block (content's SHA-256, the trail's checkpoint) and its file's SHA-256 in
 * the list, which « Vérifier un fichier » checks in the browser. At 1280 px and on a 375 px phone.
 */
test.describe("Approbation signée et rapport traçable (issue 23)", () => {
  test("approuver et appliquer avec le mot de passe, puis vérifier le rapport et son bloc de clôture", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    const { user } = await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      company: "Métrologie Signée Lyon",
    });
    const database = await openE2eDatabase();
    try {
      await database.db
        .insert(passwordCredentials)
        .values({ userId: user.id, passwordHash: await hashPassword(PASSWORD) });
    } finally {
      await database.close();
    }
    const { id } = await seedCalculatedCampaign(page.request, {
      name: CAMPAIGN,
      equipment: [
        { name: "Manomètre numérique 0-10 bar", serialNumber: "SIG-MAN-1", currentPeriod: 12 },
        { name: "Sonde PT100", serialNumber: "SIG-PT1-2", currentPeriod: 24 },
        { name: "Pied à coulisse 150 mm", serialNumber: "SIG-PAC-3", currentPeriod: 6 },
      ],
    });

    await page.goto(`/campaigns/${id}/calibration-results`);
    await page.getByRole("button", { name: "Appliquer les Nouvelles Périodes" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Approuver et appliquer les nouvelles périodes" });
    await expect(dialog.getByText("Signataire :")).toBeVisible();
    await expect(dialog.getByText("Claire Martin")).toBeVisible();
    await expect(dialog).toContainText("« J'approuve les nouvelles périodes de calibration »");
    const password = dialog.getByLabel("Mot de passe");
    await password.fill("pas-le-bon");
    await dialog.getByRole("button", { name: "Approuver et appliquer" }).click();
    // A wrong password is said under the field; the dialog stays open, nothing is applied.
    await expect(dialog.getByText("Mot de passe incorrect : signature refusée.")).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await screenshot(page, "evidence-apply-refused");
    await expectAccessible(page);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `test-results/screenshots/evidence-apply-dialog-${viewport.width}.png` });
    }
    await password.fill(PASSWORD);
    // The keyboard alone signs: Enter in the password field.
    await password.press("Enter");
    await expect(dialog).toHaveCount(0);
    const offer = page.getByRole("dialog");
    if (await offer.isVisible()) await page.keyboard.press("Escape");
    const approval = page.getByTestId("approval");
    await expect(approval).toContainText("Approuvées par Claire Martin le");
    await expect(approval).toContainText(
      "signature électronique : « J'approuve les nouvelles périodes de calibration »",
    );
    await clearToasts(page);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await expectFits(page, `Résultats ${viewport.width}`);
      await screenshot(page, `evidence-results-${viewport.width}`);
    }
    await page.setViewportSize(DESKTOP);

    // Its report: numbered, hashed, closed on its fingerprints.
    const generated = await page.request.post(`/api/campaigns/${id}/generate-report`, {
      data: { format: "html" },
    });
    expect(generated.status()).toBe(201);
    const { number, sha256 } = (await generated.json()) as { number: string; sha256: string };
    expect(number).toMatch(/^RAP-\d{4}-0001$/);
    await page.goto("/reports");
    const row = page.locator("[data-report-id]").first();
    await expect(row).toContainText(number);
    await expect(row).toContainText(sha256);
    await row.getByRole("button", { name: /^Aperçu du rapport/ }).click();
    const preview = page.getByRole("dialog", { name: `Aperçu du rapport : ${CAMPAIGN}` });
    const closing = preview.frameLocator("iframe").locator("#cloture");
    await expect(closing).toContainText("Clôture du rapport");
    await expect(closing).toContainText(number);
    await expect(closing).toContainText("Empreinte SHA-256 du contenu");
    await expect(closing).toContainText("Point de contrôle de la piste d'audit");
    await closing.scrollIntoViewIfNeeded();
    await clearToasts(page);
    await screenshot(page, "evidence-report-closing", { fullPage: false });
    await page.keyboard.press("Escape");

    // « Vérifier un fichier »: the downloaded file matches, a changed one does not.
    const file = await page.request.get(`/api/reports/${(await generated.json()).id}/download`);
    const bytes = await file.body();
    const intact = test.info().outputPath("rapport.html");
    const changed = test.info().outputPath("rapport-modifie.html");
    await writeFile(intact, bytes);
    await writeFile(changed, Buffer.concat([bytes, Buffer.from(" ")]));
    await page.getByTestId("verify-file-input").setInputFiles(intact);
    const toasts = page.getByRole("region", { name: /^Notifications/ });
    await expect(toasts.getByText(`c'est le rapport ${number} de la campagne « ${CAMPAIGN} »`)).toBeVisible();
    await page.getByTestId("verify-file-input").setInputFiles(changed);
    await expect(toasts.getByText("Fichier non reconnu")).toBeVisible();
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await expectFits(page, `Rapports ${viewport.width}`);
      await screenshot(page, `evidence-reports-${viewport.width}`);
    }
    await expectAccessible(page);
  });
});
