import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
  test,
} from "@playwright/test";
import { SESSION_COOKIE } from "../src/server/http/plugins/session";
import { signedInUser } from "../tests/support/people";
import { openE2eDatabase, seedCalculatedCampaign, signIn } from "./data";
import { expectAccessible, expectFits, SCREENSHOT_DIR, screenshot } from "./support";

/** A suffix that keeps this run's e-mail addresses apart from any other (they are unique server-wide). */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const CAMPAIGN = "Campagne annuelle d'étalonnage 2026";
const EQUIPMENT = [
  { name: "Manomètre numérique", serialNumber: "MAN-001", currentPeriod: 12 },
  { name: "Pied à coulisse", serialNumber: "PAC-002", currentPeriod: 12 },
  { name: "Balance de précision", serialNumber: "BAL-003", currentPeriod: 24 },
  { name: "Sonde non notée", serialNumber: "SON-004", currentPeriod: 6 },
];
const WITHOUT_RESULT = "1 équipement(s) sans résultat de calcul.";
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** The toasts, also while a dialog hides the rest of the page from assistive technologies. */
function toasts(page: Page) {
  return page.getByRole("region", { name: /^Notifications/, includeHidden: true });
}

/** Closes the toasts, so that a screenshot shows what is under them (over a dialog too). */
async function clearToasts(page: Page) {
  const open = toasts(page).locator('[data-state="open"]');
  for (const toast of await open.all())
    await toast.getByRole("button", { name: "Fermer", includeHidden: true }).dispatchEvent("click");
  await expect(open).toHaveCount(0);
}

/** The generate-report calls the page makes, with their bodies (null: no body at all). */
function recordGenerations(page: Page) {
  const bodies: unknown[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/generate-report"))
      bodies.push(request.postData() === null ? null : request.postDataJSON());
  });
  return bodies;
}

async function adminOf(context: Parameters<typeof signIn>[0], baseURL: string) {
  return signIn(context, baseURL, {
    roles: ["admin"],
    firstName: "Claire",
    lastName: "Martin",
    email: `claire.martin.${run}.${Math.floor(Math.random() * 1e6)}@exemple.fr`,
    company: "Métrologie Industrielle Rhône",
  });
}

/** An API client signed in as another member of the same company. */
async function memberApi(baseURL: string, companyId: number, roles: string[]): Promise<APIRequestContext> {
  const database = await openE2eDatabase();
  try {
    const member = await signedInUser(database.db, { companyId, roles, firstName: "Marc", lastName: "Roux" });
    return playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${member.token}` },
    });
  } finally {
    await database.close();
  }
}

function reportRow(page: Page, fileExtension: string): Locator {
  return page.locator("[data-report-id]").filter({ hasText: `.${fileExtension}` });
}

/** Generates one format from the campaigns screen's dialog and checks the toast and the result. */
async function generateFromCampaigns(page: Page, format: RegExp, toast: RegExp) {
  await page.getByRole("button", { name: `Générer le rapport de la campagne ${CAMPAIGN}` }).click();
  const dialog = page.getByRole("dialog", { name: "Générer le rapport" });
  await dialog.getByRole("radio", { name: format }).check();
  const generate = dialog.getByRole("button", { name: "Générer" });
  await generate.click();
  await expect(toasts(page)).toContainText(toast);
  await expect(dialog.getByRole("status").filter({ hasText: /prêt/ })).toBeVisible();
  return dialog;
}

test.describe("Rapports (spec §2, §7, §8)", () => {
  test("un administrateur génère les trois formats depuis Campagnes, les retrouve, les prévisualise, télécharge le PDF et l'envoie par e-mail", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    await adminOf(context, baseURL!);
    await seedCalculatedCampaign(page.request, { name: CAMPAIGN, equipment: EQUIPMENT });
    const bodies = recordGenerations(page);

    await page.goto("/campaigns");
    const reportButton = page.getByRole("button", { name: `Générer le rapport de la campagne ${CAMPAIGN}` });
    await reportButton.click();
    const dialog = page.getByRole("dialog", { name: "Générer le rapport" });
    await expect(dialog.getByRole("radio", { name: /HTML/ })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: /PDF/ })).not.toBeChecked();
    await expect(dialog).toContainText("aperçu web");
    await expect(dialog).toContainText("téléchargement");
    await expect(dialog).toContainText("classeur Excel");
    await expect(dialog).toContainText("aucun service extérieur ni clé d'API n'est nécessaire");
    await page.mouse.move(0, 0);
    await screenshot(page, "campaigns-report-dialog");
    await expectAccessible(page);

    // HTML, the default: the answer's link opens its preview in a new tab.
    await dialog.getByRole("button", { name: "Générer" }).click();
    await expect(toasts(page)).toContainText(`Rapport HTML généré avec succès. Attention: ${WITHOUT_RESULT}`);
    const open = dialog.getByRole("link", { name: /Ouvrir l'aperçu/ });
    await expect(open).toHaveAttribute("href", /^\/api\/reports\/\d+\/preview$/);
    await expect(open).toHaveAttribute("target", "_blank");
    await expect(dialog.getByRole("link", { name: "Voir tous les rapports" })).toHaveAttribute(
      "href",
      "/reports",
    );
    await expect(dialog).toContainText(WITHOUT_RESULT);
    await page.mouse.move(0, 0);
    await clearToasts(page);
    await screenshot(page, "campaigns-report-ready");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Fermer" }).first().click();
    await expect(dialog).toHaveCount(0);
    await expect(reportButton).toBeFocused();

    // PDF: pages counted; the link downloads the file.
    const pdf = await generateFromCampaigns(
      page,
      /PDF/,
      /^.*Rapport PDF généré avec succès \(\d+ pages\)\. Attention: /,
    );
    await expect(pdf.getByRole("link", { name: "Télécharger le fichier" })).toHaveAttribute(
      "href",
      /^\/api\/reports\/\d+\/download$/,
    );
    await pdf.getByRole("button", { name: "Fermer" }).first().click();

    // Excel.
    const xlsx = await generateFromCampaigns(page, /Excel/, /Rapport Excel généré avec succès/);
    expect(bodies).toEqual([{ generatePdf: false }, { generatePdf: true }, { format: "xlsx" }]);

    // To the reports screen, through the dialog's link.
    await xlsx.getByRole("link", { name: "Voir tous les rapports" }).click();
    await expect(page).toHaveURL("/reports");
    await expect(page.getByRole("heading", { level: 1, name: "Rapports" })).toBeVisible();
    const counts = page.getByRole("list", { name: "Synthèse des rapports" });
    await expect(counts.getByRole("listitem").filter({ hasText: /^Rapports/ })).toContainText("3");
    await expect(counts.getByRole("listitem").filter({ hasText: "Terminés" })).toContainText("3");
    await expect(counts.getByRole("listitem").filter({ hasText: "En cours" })).toContainText("0");
    await expect(counts.getByRole("listitem").filter({ hasText: "En échec" })).toContainText("0");
    const table = page.getByRole("table", { name: "Rapports générés" });
    await expect(table.getByRole("row")).toHaveCount(4);
    for (const extension of ["html", "pdf", "xlsx"]) {
      const row = reportRow(page, extension);
      await expect(row).toContainText(CAMPAIGN);
      await expect(row).toContainText("Terminé");
      await expect(row).toContainText("Claire Martin");
      await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    }
    await page.mouse.move(0, 0);
    await clearToasts(page);
    await screenshot(page, "reports-page");
    await expectAccessible(page);

    // The HTML report, inline in a frame that runs nothing.
    const htmlName = reportRow(page, "html").getByRole("button", { name: /^Aperçu du rapport/ });
    await htmlName.click();
    const preview = page.getByRole("dialog", { name: `Aperçu du rapport : ${CAMPAIGN}` });
    const frame = preview.locator("iframe");
    await expect(frame).toHaveAttribute("sandbox", "");
    const document = preview.frameLocator("iframe");
    await expect(document.locator("body")).toContainText(CAMPAIGN);
    await expect(document.locator("body")).toContainText("Manomètre numérique");
    await expect(preview).toContainText(WITHOUT_RESULT);
    await clearToasts(page);
    await screenshot(page, "reports-preview-html");
    await expectAccessible(page, { exclude: ["iframe[sandbox]"] });
    await page.keyboard.press("Escape");
    await expect(preview).toHaveCount(0);
    await expect(htmlName).toBeFocused();

    // The PDF, by a click on its row: the browser's viewer shows the preview address.
    await reportRow(page, "pdf").locator("td").nth(1).click();
    await expect(preview.locator("iframe")).toHaveAttribute("src", /^\/api\/reports\/\d+\/preview$/);
    await page.waitForTimeout(500);
    await clearToasts(page);
    await screenshot(page, "reports-preview-pdf");
    // The PDF viewer keeps the keys it is given: the dialog is closed by its button.
    await preview.getByRole("button", { name: "Fermer" }).first().click();
    await expect(preview).toHaveCount(0);

    // The Excel workbook, with the keyboard: it cannot be shown, it is offered for download.
    await reportRow(page, "xlsx")
      .getByRole("button", { name: /^Aperçu du rapport/ })
      .focus();
    await page.keyboard.press("Enter");
    await expect(preview).toContainText("Un classeur Excel ne s'affiche pas dans le navigateur");
    await expect(preview.getByRole("link", { name: "Télécharger le fichier" })).toHaveAttribute(
      "href",
      /^\/api\/reports\/\d+\/download$/,
    );
    await clearToasts(page);
    await screenshot(page, "reports-preview-xlsx");
    await expectAccessible(page);
    await page.keyboard.press("Escape");

    // The PDF downloaded, and its first page drawn.
    const downloading = page.waitForEvent("download");
    await reportRow(page, "pdf")
      .getByRole("link", { name: /^Télécharger/ })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const file = "test-results/report.pdf";
    await download.saveAs(file);
    expect(statSync(file).size).toBeGreaterThan(1000);
    for (const old of readdirSync(SCREENSHOT_DIR).filter((f) => f.startsWith("report-pdf-page")))
      rmSync(`${SCREENSHOT_DIR}/${old}`);
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "80",
      "-f",
      "1",
      "-l",
      "1",
      file,
      `${SCREENSHOT_DIR}/report-pdf-page`,
    ]);
    const pages = readdirSync(SCREENSHOT_DIR).filter((f) => /^report-pdf-page-0*1\.png$/.test(f));
    expect(pages).toHaveLength(1);
    expect(existsSync(`${SCREENSHOT_DIR}/${pages[0]}`)).toBe(true);

    // Sent by e-mail: the address is required.
    await reportRow(page, "pdf")
      .getByRole("button", { name: /^Envoyer par e-mail/ })
      .click();
    const send = page.getByRole("dialog", { name: "Envoyer le rapport par e-mail" });
    await send.getByRole("button", { name: "Envoyer" }).click();
    await expect(send.getByLabel("E-mail du destinataire")).toHaveAttribute("aria-invalid", "true");
    await send.getByLabel("E-mail du destinataire").fill(`qualite.${run}@exemple.fr`);
    await send.getByLabel("Nom du destinataire").fill("Service qualité");
    await clearToasts(page);
    await screenshot(page, "reports-send-dialog");
    await expectAccessible(page);
    await send.getByRole("button", { name: "Envoyer" }).click();
    await expect(toasts(page)).toContainText(`Rapport envoyé à qualite.${run}@exemple.fr`);
    await expect(send).toHaveCount(0);

    // On a phone: cards, nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await page.goto("/reports");
    await expect(page.getByRole("list", { name: "Rapports générés" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expectFits(page, "Rapports");
    await clearToasts(page);
    await screenshot(page, "reports-page-phone");
    await expectAccessible(page);
    await reportRow(page, "html")
      .getByRole("button", { name: /^Aperçu du rapport/ })
      .click();
    await expect(preview.frameLocator("iframe").locator("body")).toContainText(CAMPAIGN);
    await expectFits(page, "Aperçu d'un rapport");
    await screenshot(page, "reports-preview-phone", { fullPage: false });
    await page.keyboard.press("Escape");
    await page.goto("/campaigns");
    await page.getByRole("button", { name: `Générer le rapport de la campagne ${CAMPAIGN}` }).click();
    await expect(dialog).toBeVisible();
    await expectFits(page, "Génération d'un rapport");
    await screenshot(page, "campaigns-report-dialog-phone", { fullPage: false });
  });

  test("après l'application des périodes, la page de résultats génère le rapport (PDF par défaut, sans corps) et mène aux Rapports", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    await adminOf(context, baseURL!);
    const { id } = await seedCalculatedCampaign(page.request, { name: CAMPAIGN, equipment: EQUIPMENT });
    const bodies = recordGenerations(page);
    const offer = page.getByRole("dialog", { name: "Générer le rapport de synthèse" });

    const apply = async () => {
      await page.getByRole("button", { name: "Appliquer les Nouvelles Périodes" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Approuver et appliquer" }).click();
      await expect(offer).toBeVisible();
      await expect(toasts(page)).toContainText("Nouvelles périodes appliquées");
    };

    await page.goto(`/campaigns/${id}/calibration-results`);
    await apply();
    await expect(offer.getByRole("list", { name: "Contenu du rapport" })).toContainText(
      "les équipements avec leurs notes et les verbatims",
    );
    await expect(offer.getByRole("radio", { name: /PDF/ })).toBeChecked();
    await page.mouse.move(0, 0);
    await clearToasts(page);
    await screenshot(page, "results-report-offer-formats", { fullPage: false });
    await expectAccessible(page);
    await offer.getByRole("button", { name: "Générer le rapport" }).click();
    await expect(page).toHaveURL("/reports");
    await expect(toasts(page)).toContainText("Rapport généré");
    await expect(toasts(page)).toContainText(/Rapport PDF généré avec succès \(\d+ pages\)/);
    await expect(reportRow(page, "pdf")).toContainText("Terminé");

    // Excel, then HTML: their format is named.
    for (const [format, extension] of [
      ["Excel", "xlsx"],
      ["HTML", "html"],
    ] as const) {
      await page.goto(`/campaigns/${id}/calibration-results`);
      await apply();
      await offer.getByRole("radio", { name: new RegExp(format) }).check();
      await offer.getByRole("button", { name: "Générer le rapport" }).click();
      await expect(page).toHaveURL("/reports");
      await expect(toasts(page)).toContainText(`Rapport ${format} généré avec succès`);
      await expect(reportRow(page, extension)).toContainText("Terminé");
    }
    expect(bodies).toEqual([null, { format: "xlsx" }, { format: "html" }]);

    await page.setViewportSize(PHONE);
    await page.goto(`/campaigns/${id}/calibration-results`);
    await apply();
    await expectFits(page, "Rapport proposé après l'application");
    await clearToasts(page);
    await screenshot(page, "results-report-offer-phone", { fullPage: false });
  });

  test("un technicien ne voit aucune action de génération ; il consulte et télécharge les rapports", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP);
    const technician = await signIn(context, baseURL!, {
      roles: ["equipment_user"],
      firstName: "Paul",
      lastName: "Durand",
    });
    const admin = await memberApi(baseURL!, technician.company!.id, ["admin"]);
    const { id } = await seedCalculatedCampaign(admin, {
      name: CAMPAIGN,
      equipment: EQUIPMENT,
      participantIds: [technician.user.id],
    });
    expect(
      (await admin.post(`/api/campaigns/${id}/generate-report`, { data: { format: "pdf" } })).status(),
    ).toBe(201);
    await admin.dispose();

    await page.goto("/campaigns");
    await expect(page.getByRole("link", { name: `Noter les équipements de ${CAMPAIGN}` })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Générer le rapport/ })).toHaveCount(0);

    await page.goto("/reports");
    const row = reportRow(page, "pdf");
    await expect(row).toContainText("Marc Roux");
    await expect(row.getByRole("link", { name: /^Télécharger/ })).toBeVisible();
    await expect(row.getByRole("button", { name: /^Envoyer par e-mail/ })).toHaveCount(0);
    await row.getByRole("button", { name: /^Aperçu du rapport/ }).click();
    const preview = page.getByRole("dialog", { name: `Aperçu du rapport : ${CAMPAIGN}` });
    await expect(preview.getByRole("button", { name: /Envoyer par e-mail/ })).toHaveCount(0);
    await page.keyboard.press("Escape");

    await page.goto("/settings");
    await expect(page.getByRole("button", { name: "Tester la connexion" })).toBeDisabled();
    await expect(page.getByText(/votre rôle ne permet pas de générer des rapports/)).toBeVisible();
  });

  test("un rapport en cours tourne jusqu'à sa fin (liste relue toutes les 2 s) ; un échec dit sa raison ; une génération refusée le dit", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP);
    await adminOf(context, baseURL!);
    const { id } = await seedCalculatedCampaign(page.request, { name: CAMPAIGN, equipment: EQUIPMENT });
    const generated = await page.request.post(`/api/campaigns/${id}/generate-report`, {
      data: { format: "pdf" },
    });
    expect(generated.status()).toBe(201);
    const [real] = (await (await page.request.get("/api/reports")).json()) as Record<string, unknown>[];

    // The list first says the report is being generated, next to one that failed.
    const failed = {
      ...real,
      id: 999_998,
      type: "html",
      fileName: "rapport-echec.html",
      status: "failed",
      comments: "La police DejaVu Sans est introuvable.",
      size: null,
      pageCount: null,
    };
    const queued = {
      ...real,
      id: 999_997,
      type: "xlsx",
      fileName: "rapport-attente.xlsx",
      status: "queued",
      comments: null,
      size: null,
      pageCount: null,
    };
    let reads = 0;
    await page.route("**/api/reports", async (route) => {
      reads += 1;
      if (reads > 1) return route.fallback();
      await route.fulfill({
        json: [
          { ...real, status: "generating", comments: null, size: null, pageCount: null },
          queued,
          failed,
        ],
      });
    });
    await page.goto("/reports");
    const counts = page.getByRole("list", { name: "Synthèse des rapports" });
    // One being generated and one waiting its turn: both in progress.
    await expect(counts.getByRole("listitem").filter({ hasText: "En cours" })).toContainText("2");
    const waiting = reportRow(page, "xlsx");
    await expect(waiting).toContainText("En file d'attente");
    await expect(waiting.getByRole("status")).toHaveText("Attend la fin du rapport en cours");
    await expect(counts.getByRole("listitem").filter({ hasText: "En échec" })).toContainText("1");
    const generating = reportRow(page, "pdf");
    await expect(generating.getByRole("status")).toHaveText(/Génération en cours/);
    await expect(generating.getByRole("link", { name: /^Télécharger/ })).toHaveCount(0);
    const failedRow = reportRow(page, "html");
    await expect(failedRow).toContainText("Erreur de génération");
    await expect(failedRow).toContainText("La police DejaVu Sans est introuvable.");
    await expect(failedRow.getByRole("button", { name: /^Aperçu du rapport/ })).toHaveCount(0);
    await page.mouse.move(0, 0);
    await screenshot(page, "reports-generating");
    await expectAccessible(page);

    // Read again on its own while something is generating: the report is now completed.
    await expect(generating).toContainText("Terminé", { timeout: 5000 });
    await expect(generating.getByRole("link", { name: /^Télécharger/ })).toBeVisible();
    expect(reads).toBeGreaterThanOrEqual(2);
    await page.unroute("**/api/reports");

    // A preview that cannot be read says so.
    const lost = {
      ...failed,
      id: 999_997,
      fileName: "rapport-introuvable.html",
      status: "completed",
      comments: null,
    };
    await page.route("**/api/reports", (route) => route.fulfill({ json: [lost, real] }));
    await page.reload();
    await reportRow(page, "html")
      .getByRole("button", { name: /^Aperçu du rapport/ })
      .click();
    const preview = page.getByRole("dialog", { name: `Aperçu du rapport : ${CAMPAIGN}` });
    await expect(preview.getByRole("alert")).toContainText("Erreur: Failed to load report");
    await expect(preview.getByRole("button", { name: "Réessayer" })).toBeVisible();
    await screenshot(page, "reports-preview-failed", { fullPage: false });
    await page.keyboard.press("Escape");
    await page.unroute("**/api/reports");

    // A refused generation: 'Impossible de générer le rapport', with the server's reason.
    await page.route("**/generate-report", (route) =>
      route.fulfill({
        status: 409,
        json: { code: "CONFLICT", message: "Cette opération entre en conflit avec des données existantes." },
      }),
    );
    await page.goto("/campaigns");
    await page.getByRole("button", { name: `Générer le rapport de la campagne ${CAMPAIGN}` }).click();
    const dialog = page.getByRole("dialog", { name: "Générer le rapport" });
    await dialog.getByRole("button", { name: "Générer" }).click();
    await expect(toasts(page)).toContainText(
      "Impossible de générer le rapport. Cette opération entre en conflit avec des données existantes.",
    );
    await expect(dialog.getByRole("radio", { name: /HTML/ })).toBeChecked();

    // From the results page, a failed PDF says so.
    await page.route("**/generate-report", (route) =>
      route.fulfill({
        status: 500,
        json: { code: "REPORT_RENDER_FAILED", message: "La génération du rapport a échoué." },
      }),
    );
    await page.goto(`/campaigns/${id}/calibration-results`);
    await page.getByRole("button", { name: "Appliquer les Nouvelles Périodes" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Approuver et appliquer" }).click();
    const offer = page.getByRole("dialog", { name: "Générer le rapport de synthèse" });
    await offer.getByRole("button", { name: "Générer le rapport" }).click();
    await expect(toasts(page)).toContainText("Impossible de générer le rapport PDF.");
    await expect(offer).toBeVisible();
    await expect(page).toHaveURL(`/campaigns/${id}/calibration-results`);
  });

  test("sans rapport, l'écran le dit et mène aux campagnes", async ({ page, context, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    await adminOf(context, baseURL!);
    await page.goto("/reports");
    await expect(page.getByRole("heading", { name: "Aucun rapport" })).toBeVisible();
    await expect(page.getByText(/depuis l'écran Campagnes/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Aller aux campagnes" })).toHaveAttribute(
      "href",
      "/campaigns",
    );
    await page.mouse.move(0, 0);
    await screenshot(page, "reports-empty");
    await expectAccessible(page);
  });
});

test.describe("Paramètres (spec §2, §8)", () => {
  test("le moteur PDF intégré se teste ; un échec et une absence de réponse sont dits", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP);
    await adminOf(context, baseURL!);
    await page.goto("/campaigns");
    await page.getByRole("link", { name: "Paramètres" }).click();
    await expect(page).toHaveURL("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Paramètres" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Paramètres" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: /Critères de Cotation/ }).last()).toHaveAttribute(
      "href",
      "/rating-criteria",
    );
    await expect(page.getByText("moteur intégré, pas de clé, pas de crédits")).toBeVisible();

    await page.getByRole("button", { name: "Tester la connexion" }).click();
    const outcome = page.getByRole("status", { name: "Connexion réussie" });
    await expect(outcome).toContainText("Crédits restants : illimité");
    await expect(outcome).toContainText("Moteur : Moteur PDF intégré à Calibra");
    await expect(outcome).toContainText("Document produit : 1 page(s)");
    await expect(outcome).toContainText(/Durée : \d+/);
    await expect(toasts(page)).toContainText("Le moteur PDF fonctionne");
    await page.mouse.move(0, 0);
    await clearToasts(page);
    await screenshot(page, "settings-page");
    await expectAccessible(page);

    // The engine answers that it failed, without saying why.
    await page.route("**/api/pdf/test-connection", (route) =>
      route.fulfill({
        json: {
          success: false,
          error: null,
          remainingCredits: null,
          engine: "Moteur PDF intégré à Calibra (pdfkit)",
          pageCount: 0,
          durationMs: 3,
        },
      }),
    );
    await page.getByRole("button", { name: "Tester la connexion" }).click();
    await expect(toasts(page)).toContainText("Test échoué");
    await expect(toasts(page)).toContainText("Erreur inconnue");
    await expect(page.getByRole("status", { name: /n'a pas répondu comme prévu/ })).toContainText(
      "Erreur inconnue",
    );

    // No answer at all.
    await page.unroute("**/api/pdf/test-connection");
    await page.route("**/api/pdf/test-connection", (route) => route.abort("connectionrefused"));
    await page.getByRole("button", { name: "Tester la connexion" }).click();
    await expect(toasts(page)).toContainText("Impossible de tester la connexion");
    await page.unroute("**/api/pdf/test-connection");

    // The company screen leads here too.
    await page.goto("/company");
    await page.getByRole("main").getByRole("link", { name: "Paramètres" }).click();
    await expect(page).toHaveURL("/settings");

    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: "Tester la connexion" }).click();
    await expect(page.getByRole("status", { name: "Connexion réussie" })).toBeVisible();
    await expectFits(page, "Paramètres");
    await clearToasts(page);
    await screenshot(page, "settings-page-phone");
    await expectAccessible(page);
  });
});
