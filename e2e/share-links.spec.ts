import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
  test,
} from "@playwright/test";
import { SESSION_COOKIE } from "../src/server/http/plugins/session";
import { signedInUser } from "../tests/support/people";
import { openE2eDatabase, seedCriteria, signIn } from "./data";
import { expectAccessible, expectFits, screenshot } from "./support";

/** A suffix that keeps this run's e-mail addresses apart from any other (they are unique server-wide). */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const MAN = { name: "Manomètre numérique", serialNumber: "MAN-001", currentPeriod: 12 };
const PT = { name: "Sonde PT100", serialNumber: "PT-003", currentPeriod: 6 };
const CAMPAIGN = "Étalonnage atelier pression 2026";

type ShareLinks = {
  measurement: { token: string; path: string; url: string };
  rating: { token: string; path: string; url: string };
};

/** The toasts, also while a dialog hides the rest of the page from assistive technologies. */
function toasts(page: Page) {
  return page.getByRole("region", { name: /^Notifications/, includeHidden: true });
}

function shareButton(page: Page, name: string) {
  return page.getByRole("button", { name: `Partager la campagne ${name}` });
}

function linkCard(dialog: Locator, title: string) {
  return dialog.getByRole("region", { name: title });
}

/** A visitor without an account: the public API, no cookie. */
function visitor(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL });
}

async function createCampaign(request: APIRequestContext, participantIds: string[]) {
  const response = await request.post("/api/campaigns", {
    data: { name: CAMPAIGN, status: "active", equipment: [MAN, PT], participantIds },
  });
  expect(response.status()).toBe(201);
  const id = ((await response.json()) as { id: number }).id;
  const equipment = (await (await request.get(`/api/equipment/${id}`)).json()) as {
    id: number;
    serialNumber: string;
  }[];
  const idOf = (serial: string) => equipment.find((e) => e.serialNumber === serial)!.id;
  return { id, man: idOf(MAN.serialNumber), pt: idOf(PT.serialNumber) };
}

/** Another member of the company, signed in in a browser context of their own. */
async function memberPage(browser: Browser, baseURL: string, companyId: number, roles: string[]) {
  const database = await openE2eDatabase();
  try {
    const member = await signedInUser(database.db, {
      companyId,
      roles,
      firstName: "Hugo",
      lastName: "Moreau",
    });
    const context = await browser.newContext({ baseURL, locale: "fr-FR", timezoneId: "Europe/Paris" });
    await context.addCookies([{ name: SESSION_COOKIE, value: member.token, url: baseURL }]);
    return { page: await context.newPage(), context };
  } finally {
    await database.close();
  }
}

test.describe("Liens publics, côté équipe (partage, codes QR, mesures reçues, validation, notification)", () => {
  test("un administrateur partage, imprime et régénère les liens, valide les saisies reçues, filtre et exporte les mesures, notifie les techniciens", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      company: "Métrologie Industrielle Rhône",
    });
    await seedCriteria(page.request);
    // One technician participant: the e-mail of the notification goes to them.
    const technician = await page.request.post("/api/users", {
      data: {
        firstName: "Hugo",
        lastName: "Moreau",
        email: `hugo.${run}@exemple.fr`,
        roles: ["equipment_user"],
      },
    });
    expect(technician.status()).toBe(201);
    const technicianId = ((await technician.json()) as { id: string }).id;
    const campaign = await createCampaign(page.request, [technicianId]);

    // The share dialog: both links, each with its QR code.
    await page.goto("/campaigns");
    await shareButton(page, CAMPAIGN).click();
    const dialog = page.getByRole("dialog", { name: "Partager la campagne" });
    await expect(dialog).toBeVisible();
    const measurementCard = linkCard(dialog, "Lien de saisie des mesures");
    const ratingCard = linkCard(dialog, "Lien de notation technicien");
    await expect(measurementCard.locator("svg[role=img] path")).toBeVisible();
    await expect(ratingCard.locator("svg[role=img] path")).toBeVisible();
    await expect(
      measurementCard.getByRole("img", { name: /^Code QR du lien de saisie des mesures/ }),
    ).toBeVisible();
    const measurementInput = measurementCard.getByLabel("Adresse du lien");
    const ratingInput = ratingCard.getByLabel("Adresse du lien");
    const firstUrl = await measurementInput.inputValue();
    expect(firstUrl).toMatch(new RegExp(`^${baseURL}/measurement/[A-Za-z0-9_-]{16,}$`));
    expect(await ratingInput.inputValue()).toMatch(new RegExp(`^${baseURL}/campaign/[A-Za-z0-9_-]{16,}$`));
    const links = (await (
      await page.request.get(`/api/campaigns/${campaign.id}/share-links`)
    ).json()) as ShareLinks;
    expect(links.measurement.url).toBe(firstUrl);

    // Copy: the clipboard holds the address.
    await measurementCard.getByRole("button", { name: "Copier le lien de saisie des mesures" }).click();
    await expect(toasts(page).getByText("Lien copié")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);
    await screenshot(page, "share-dialog");
    await expectAccessible(page);

    // Print: the page prints one clean sheet, the QR code with the campaign and the address.
    await page.evaluate(() => {
      Object.assign(window, { printed: 0 });
      window.print = () =>
        Object.assign(window, { printed: (window as unknown as { printed: number }).printed + 1 });
    });
    await measurementCard
      .getByRole("button", { name: "Imprimer le code QR du lien de saisie des mesures" })
      .click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: "print" });
    const sheet = page.locator("#share-link-print-sheet");
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText("Saisie des mesures");
    await expect(sheet).toContainText(CAMPAIGN);
    await expect(sheet).toContainText(firstUrl);
    await expect(sheet.locator("svg path")).toBeVisible();
    await expect(dialog).toBeHidden();
    await screenshot(page, "share-print-sheet");
    await page.emulateMedia({ media: "screen" });

    // Regenerate, confirmed: the old link stops at once.
    await measurementCard.getByRole("button", { name: "Régénérer le lien de saisie des mesures" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Régénérer le lien de saisie des mesures ?" });
    await expect(confirm).toContainText("codes QR déjà imprimés");
    await screenshot(page, "share-regenerate-confirm");
    await confirm.getByRole("button", { name: "Régénérer" }).click();
    await expect(toasts(page).getByText("Nouveau lien créé : l'ancien ne fonctionne plus.")).toBeVisible();
    await expect(measurementInput).not.toHaveValue(firstUrl);
    await expect(
      measurementCard.getByRole("button", { name: "Régénérer le lien de saisie des mesures" }),
    ).toBeFocused();
    const fresh = (await (
      await page.request.get(`/api/campaigns/${campaign.id}/share-links`)
    ).json()) as ShareLinks;
    expect(await measurementInput.inputValue()).toBe(fresh.measurement.url);
    const oldToken = firstUrl.split("/").pop()!;
    const anonymous = await visitor(baseURL!);
    expect((await anonymous.get(`/api/campaigns/${oldToken}/public`)).status()).toBe(404);
    expect((await anonymous.get(`/api/campaigns/${fresh.measurement.token}/public`)).status()).toBe(200);
    const oldPage = await context.newPage();
    await oldPage.goto(`/measurement/${oldToken}`);
    await expect(oldPage.getByRole("heading", { name: "Campagne introuvable" })).toBeVisible();
    await oldPage.close();

    // The company's review setting, on.
    const setting = dialog.getByRole("switch", {
      name: "Valider les saisies publiques avant prise en compte",
    });
    await expect(setting).not.toBeChecked();
    await expect(dialog).toContainText("le même pour toutes ses campagnes");
    await setting.click();
    await expect(toasts(page).getByText("Les saisies publiques attendront votre validation.")).toBeVisible();
    await expect(setting).toBeChecked();
    expect(await (await page.request.get("/api/settings/public-entries")).json()).toEqual({
      reviewRequired: true,
    });
    await dialog.getByRole("button", { name: "Fermer" }).first().click();

    // What visitors send through the links now waits: three measurements and one set of ratings.
    const sent = [
      {
        operatorName: "Jeanne Petit",
        equipmentId: campaign.man,
        value: "12,5",
        unit: "bar",
        notes: "Mesure à 20 °C",
      },
      { operatorName: "Paul Girard", equipmentId: campaign.pt, value: "-0.0003", unit: "°C", notes: "" },
      { operatorName: "Lucie Bernard", equipmentId: campaign.pt, value: 1234.5, unit: "kPa" },
    ];
    for (const measurement of sent) {
      const response = await anonymous.post(`/api/campaigns/${fresh.measurement.token}/measurements`, {
        data: { ...measurement, clientSubmissionId: randomUUID() },
      });
      expect(response.status(), await response.text()).toBeLessThan(300);
      expect(((await response.json()) as { status: string }).status).toBe("pending");
    }
    const criteria = (await (
      await anonymous.get(`/api/public/campaigns/${fresh.rating.token}/rating-criteria/technicien`)
    ).json()) as { id: number; name: string; scales: { id: number; grade: number; description: string }[] }[];
    expect(criteria.length).toBeGreaterThan(0);
    const rated = criteria[0]!;
    const grade = rated.scales.find((s) => s.grade === 4)!;
    const ratingResponse = await anonymous.post(`/api/public/campaigns/${fresh.rating.token}/ratings`, {
      data: {
        operatorName: "Marc Lefèvre",
        operatorEmail: `marc.${run}@exemple.fr`,
        ratings: [
          { equipmentId: campaign.man, criteriaId: rated.id, verbatimId: grade.id, profile: "technicien" },
        ],
        clientSubmissionId: randomUUID(),
      },
    });
    expect(ratingResponse.status(), await ratingResponse.text()).toBeLessThan(300);

    // The share dialog says what waits, and leads to it.
    await shareButton(page, CAMPAIGN).click();
    await dialog.getByRole("link", { name: "4 saisie(s) à valider" }).click();
    await expect(page).toHaveURL(new RegExp(`/campaigns/${campaign.id}/measurements\\?onglet=a-valider$`));
    await expect(page.getByRole("heading", { level: 1, name: "Mesures" })).toBeVisible();
    await expect(page.getByText(`Campagne « ${CAMPAIGN} »`)).toBeVisible();
    const reviewTab = page.getByRole("tab", { name: "À valider (4)" });
    await expect(reviewTab).toHaveAttribute("aria-selected", "true");
    const pending = page
      .getByRole("list", { name: /^Saisies en attente de validation/ })
      .getByRole("article");
    await expect(pending).toHaveCount(4);
    await expect(page.getByRole("article", { name: "Mesure de Jeanne Petit" })).toContainText("12,5");
    await expect(page.getByRole("article", { name: "1 notation de Marc Lefèvre" })).toContainText(
      grade.description,
    );
    await screenshot(page, "measurements-review");
    await expectAccessible(page);

    // One accepted, one rejected, then the last two with "Tout accepter" (confirmed).
    await page.getByRole("button", { name: "Accepter la mesure de Jeanne Petit" }).click();
    await expect(toasts(page).getByText("1 saisie(s) acceptée(s)")).toBeVisible();
    await expect(pending).toHaveCount(3);
    await page.getByRole("button", { name: "Refuser les notations de Marc Lefèvre" }).click();
    await expect(toasts(page).getByText("1 saisie(s) refusée(s)")).toBeVisible();
    await expect(pending).toHaveCount(2);
    await expect(page.getByRole("tab", { name: "À valider (2)" })).toBeVisible();
    await page.getByRole("button", { name: "Tout accepter" }).click();
    const acceptAll = page.getByRole("alertdialog", { name: "Tout accepter" });
    await expect(acceptAll).toContainText("Accepter les 2 saisie(s) en attente ?");
    await screenshot(page, "measurements-accept-all");
    await acceptAll.getByRole("button", { name: "Tout accepter" }).click();
    await expect(toasts(page).getByText("2 saisie(s) acceptée(s)")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Aucune saisie à valider" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "À valider (0)" })).toBeVisible();

    // The ratings sent by link, with their operator and their review state.
    await page.getByRole("tab", { name: "Notations par lien" }).click();
    await expect(page).toHaveURL(/onglet=notations$/);
    const ratingEntry = page.getByRole("article", { name: "1 notation de Marc Lefèvre" });
    await expect(ratingEntry).toContainText("Refusée");
    await expect(ratingEntry).toContainText(`marc.${run}@exemple.fr`);
    await expect(ratingEntry).toContainText("Lien de notation");
    await expect(ratingEntry).toContainText(rated.name);
    await expect(ratingEntry).toContainText("par Claire Martin");
    await screenshot(page, "measurements-link-ratings");
    await expectAccessible(page);

    // The measurements: the three accepted ones, then filtered.
    await page.getByRole("tab", { name: "Mesures" }).click();
    const table = page.getByRole("table", { name: "Mesures reçues" });
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole("status").filter({ hasText: "3 mesures reçues" })).toBeVisible();
    const jeanne = rows.filter({ hasText: "Jeanne Petit" });
    await expect(jeanne).toContainText("12,5");
    await expect(jeanne).toContainText("bar");
    await expect(jeanne).toContainText("Mesure à 20 °C");
    await expect(jeanne).toContainText("Lien de saisie");
    await expect(jeanne).toContainText(MAN.name);
    await expect(rows.filter({ hasText: "Paul Girard" })).toContainText("-0,0003");
    await expect(rows.filter({ hasText: "Lucie Bernard" })).toContainText("1\u202f234,5");
    await screenshot(page, "measurements-list");
    await expectAccessible(page);

    await page.getByLabel("Unité").selectOption("°C");
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText("Paul Girard");
    await page.getByLabel("Unité").selectOption("");
    await page.getByLabel("Équipement").selectOption({ label: `${PT.name} (${PT.serialNumber})` });
    await expect(rows).toHaveCount(2);
    await page.getByRole("button", { name: "Effacer les filtres" }).click();
    await page.getByLabel("Rechercher une mesure").fill("girard");
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText("Paul Girard");
    await page.getByRole("button", { name: "Effacer les filtres" }).click();
    await expect(rows).toHaveCount(3);
    await page.getByLabel("Du").fill("2099-01-01");
    await expect(page.getByRole("heading", { name: "Aucune mesure trouvée" })).toBeVisible();
    await page.getByRole("button", { name: "Effacer les filtres" }).first().click();
    await expect(rows).toHaveCount(3);

    // The CSV export follows the filters.
    await page.getByLabel("Unité").selectOption("bar");
    await expect(rows).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Exporter CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mesures-.*\.csv$/);
    const csv = (await readFile(await download.path())).toString("utf8").replace(/^\uFEFF/, "");
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toBe(
      "Date,Opérateur,E-mail,Équipement,Référence,Valeur,Unité,Notes,Source,État,Valeur saisie,Unité saisie,Motif",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Jeanne Petit");
    expect(lines[1]).toContain(MAN.serialNumber);
    expect(lines[1]).toContain("12.5,bar,Mesure à 20 °C,Lien de saisie");

    // Notify the technicians: the e2e server has no SMTP, so messages are stored: one technician.
    await page.goto("/campaigns");
    await page.getByRole("button", { name: `Notifier les techniciens de la campagne ${CAMPAIGN}` }).click();
    await expect(toasts(page).getByText("Notifications en attente")).toBeVisible();
    // No SMTP server here: the personal link waits in the outbox, and the toast says so.
    await expect(
      toasts(page).getByText(/^1 e-mails en attente : aucun serveur d'envoi configuré/),
    ).toBeVisible();
    await screenshot(page, "campaigns-with-share-actions");
    await expectAccessible(page);

    // On a phone: the share dialog and every tab fit 375 px.
    await page.setViewportSize({ width: 375, height: 740 });
    await expectFits(page, "Campagnes");
    // The notification's toast goes after its 5 seconds, so that it does not hide the dialog's top.
    await expect(toasts(page).getByText("Notifications envoyées")).toBeHidden({ timeout: 10_000 });
    await shareButton(page, CAMPAIGN).click();
    await expect(measurementCard.locator("svg[role=img] path")).toBeVisible();
    await expectFits(page, "Partage");
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: "test-results/screenshots/phone-share-dialog.png" });
    await ratingCard
      .getByRole("button", { name: "Copier le lien de notation technicien" })
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/screenshots/phone-share-dialog-rating.png" });
    await page.keyboard.press("Escape");
    await page.goto(`/campaigns/${campaign.id}/measurements`);
    await expect(page.getByRole("list", { name: "Mesures reçues" }).getByRole("listitem")).toHaveCount(3);
    await expectFits(page, "Mesures");
    await screenshot(page, "phone-measurements-list");
    await page.getByRole("tab", { name: "Notations par lien" }).click();
    await expect(page.getByRole("article", { name: "1 notation de Marc Lefèvre" })).toBeVisible();
    await expectFits(page, "Notations par lien");
    await screenshot(page, "phone-measurements-link-ratings");
    await page.getByRole("tab", { name: /^À valider/ }).click();
    await expect(page.getByRole("heading", { name: "Aucune saisie à valider" })).toBeVisible();
    await expectFits(page, "À valider");
    await screenshot(page, "phone-measurements-review");
    await anonymous.dispose();
  });

  test("un technicien voit les mesures reçues, sans partage, envoi ni validation", async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    const admin = await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      company: "Métrologie Industrielle Loire",
    });
    const campaign = await createCampaign(page.request, []);
    // Without any technician among the participants, nothing is sent, and the toast says what to do.
    await page.goto("/campaigns");
    await page.getByRole("button", { name: `Notifier les techniciens de la campagne ${CAMPAIGN}` }).click();
    await expect(toasts(page).getByText("Aucune notification envoyée")).toBeVisible();
    await expect(toasts(page).getByText(/^Aucun technicien parmi les participants/)).toBeVisible();

    const hugo = await memberPage(browser, baseURL!, admin.company!.id, ["equipment_user"]);
    try {
      await hugo.page.goto("/campaigns");
      await expect(hugo.page.getByRole("link", { name: `Mesures de la campagne ${CAMPAIGN}` })).toBeVisible();
      await expect(shareButton(hugo.page, CAMPAIGN)).toHaveCount(0);
      await expect(
        hugo.page.getByRole("button", { name: `Notifier les techniciens de la campagne ${CAMPAIGN}` }),
      ).toHaveCount(0);
      await hugo.page.getByRole("link", { name: `Mesures de la campagne ${CAMPAIGN}` }).click();
      await expect(hugo.page).toHaveURL(new RegExp(`/campaigns/${campaign.id}/measurements$`));
      await expect(hugo.page.getByRole("heading", { name: "Aucune mesure" })).toBeVisible();
      await expect(hugo.page.getByText("partagez le lien de saisie depuis l'écran Campagnes")).toBeVisible();
      await expect(hugo.page.getByRole("tab")).toHaveText(["Mesures", "Notations par lien"]);
      // The review tab is not offered, even when asked for by its address.
      await hugo.page.goto(`/campaigns/${campaign.id}/measurements?onglet=a-valider`);
      await expect(hugo.page.getByRole("tab", { name: "Mesures" })).toHaveAttribute("aria-selected", "true");
      await expectAccessible(hugo.page);
    } finally {
      await hugo.context.close();
    }
  });
});
