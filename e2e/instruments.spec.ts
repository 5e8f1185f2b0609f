import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from "@playwright/test";
import { seedCalculatedCampaign, signIn } from "./data";
import { expectAccessible, expectFits, screenshot } from "./support";

/**
 * The Parc, an instrument's life record, its calibration events and the impact review of an
 * out-of-tolerance finding, and the planning: the path of a fleet manager through issue 14.
 */

const COMPANY = "Métrologie Industrielle Savoie";
const CAMPAIGN = "Campagne manomètres 2026";
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const TARGET = { name: "Manomètre numérique 0–16 bar", reference: "MAN-0001" };

/**
 * Today, and a day `offset` calendar days away, as the company reckons them (Europe/Paris): days are
 * counted on the calendar, so a change of summer time never skips or repeats one.
 */
function parisDay(offset = 0): string {
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** `months` months after a day, kept in its month's last day (31 January + 1 month = 28 February). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number);
  const first = new Date(Date.UTC(year!, month! - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date!, lastDay));
  return first.toISOString().slice(0, 10);
}

function frenchDay(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}

/**
 * A part of the fixture file: its header, every fourth instrument and the manometer the test follows
 * (61 instruments, more than one page of 50).
 */
function fixtureSubset(): { csv: string; count: number } {
  const [header, ...lines] = readFileSync("tests/fixtures/parc-instruments.csv", "utf8")
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "");
  const chosen = lines.filter((line, index) => index % 4 === 0 || line.includes(`,${TARGET.reference},`));
  return { csv: [header, ...chosen].join("\n"), count: chosen.length };
}

/** The toasts, also while a dialog hides the rest of the page from assistive technologies. */
function toasts(page: Page) {
  return page.getByRole("region", { name: /^Notifications/, includeHidden: true });
}

/** Closes the toasts, so that a screenshot shows what is under them. */
async function clearToasts(page: Page) {
  const open = toasts(page).locator('[data-state="open"]');
  for (const toast of await open.all())
    await toast.getByRole("button", { name: "Fermer", includeHidden: true }).dispatchEvent("click");
  await expect(open).toHaveCount(0);
}

/**
 * The campaign the manometer takes part in: rated, calculated and applied (its period changes from
 * 12 to a computed one, the chart's step), then two measurements entered through its share link.
 */
async function seedCampaignWithMeasurements(request: APIRequestContext, baseURL: string) {
  const { id } = await seedCalculatedCampaign(request, {
    name: CAMPAIGN,
    equipment: [
      { name: TARGET.name, serialNumber: TARGET.reference, currentPeriod: 12 },
      { name: "Manomètre témoin", serialNumber: "MAN-TEMOIN", currentPeriod: 12 },
    ],
  });
  const applied = await request.post(`/api/campaigns/${id}/apply-periods`);
  expect(applied.status(), await applied.text()).toBe(200);
  const equipment = (await (await request.get(`/api/equipment/${id}`)).json()) as {
    id: number;
    serialNumber: string;
  }[];
  const gauge = equipment.find((item) => item.serialNumber === TARGET.reference)!;
  const links = (await (await request.get(`/api/campaigns/${id}/share-links`)).json()) as {
    measurement: { token: string };
  };
  const visitor = await playwrightRequest.newContext({ baseURL });
  try {
    for (const [operatorName, value] of [
      ["Lucie Bernard", "4,02"],
      ["Paul Girard", "8,15"],
    ] as const) {
      const response = await visitor.post(`/api/campaigns/${links.measurement.token}/measurements`, {
        data: { operatorName, equipmentId: gauge.id, value, unit: "bar", clientSubmissionId: randomUUID() },
      });
      expect(response.status(), await response.text()).toBeLessThan(300);
    }
  } finally {
    await visitor.dispose();
  }
  return id;
}

test.describe("Parc, fiche de vie, revue d'impact et planning (issue 14)", () => {
  test("un gestionnaire importe le parc, étalonne un manomètre, traite la revue d'impact et consulte le planning", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(DESKTOP);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      company: COMPANY,
    });

    // The sidebar: Parc and Planning right after Campagnes.
    await page.goto("/instruments");
    const nav = page.locator("aside").getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link")).toHaveText([
      "Campagnes",
      "Parc",
      "Planning",
      "Critères de Cotation",
      "Profils",
      "Entreprise",
      "Rapports",
      "Test Emails",
      "Journal d'audit",
    ]);
    await expect(nav.getByRole("link", { name: "Parc" })).toHaveAttribute("aria-current", "page");

    // An empty Parc says what to do.
    await expect(page.getByRole("heading", { level: 1, name: "Parc" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Aucun instrument dans le parc" })).toBeVisible();
    await expectAccessible(page);

    // The import: a refused line is named under the field; then the fixture's lines.
    await page.getByRole("button", { name: "Importer CSV" }).first().click();
    const importDialog = page.getByRole("dialog", { name: "Importer des instruments" });
    const field = importDialog.getByLabel("Données CSV");
    await field.fill(
      "nom,reference,type,emplacement,periode_mois,dernier_etalonnage\nSonde A,SON-A,Sonde,Labo,12,2026-01-10\nSonde B,SON-B,Sonde,Labo,douze,2026-01-10",
    );
    await expect(importDialog.getByText("2 ligne(s) à importer")).toBeVisible();
    await importDialog.getByRole("button", { name: /^Importer/ }).click();
    await expect(importDialog.getByRole("alert")).toContainText("Ligne 3");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();
    await expect(importDialog.locator("tr[data-refused]")).toContainText("douze");
    await clearToasts(page);
    await screenshot(page, "instruments-import-refused", { fullPage: false });

    const subset = fixtureSubset();
    await field.fill(subset.csv);
    await expect(importDialog.getByText(`${subset.count} ligne(s) à importer`)).toBeVisible();
    await expect(importDialog.getByRole("table")).toContainText("BAG-0001");
    await expect(importDialog.getByRole("alert")).toHaveCount(0);
    await screenshot(page, "instruments-import-dialog", { fullPage: false });
    await expectAccessible(page);
    await importDialog.getByRole("button", { name: /^Importer/ }).click();
    await expect(
      toasts(page).getByText(`${subset.count} instruments créés, 0 mis à jour`).first(),
    ).toBeVisible();
    await expect(importDialog).toBeHidden();

    // The list: 50 a page, sortable headers, statuses in words.
    const table = page.getByRole("table", { name: "Instruments" });
    await expect(table.locator("tbody tr")).toHaveCount(50);
    await expect(page.getByText(`1 à 50 sur ${subset.count}`)).toBeVisible();
    await expect(page.getByText("Alerte 30 jours avant l'échéance")).toBeVisible();
    const counts = page.getByRole("list", { name: "Instruments par statut" });
    await expect(counts.getByRole("button", { name: /En retard/ })).toContainText(/\d/);
    await expect(table.getByRole("columnheader", { name: /Prochaine échéance/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    await table.getByRole("button", { name: /^Nom/ }).click();
    await expect(table.getByRole("columnheader", { name: /^Nom/ })).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/tri=name/);
    await table.getByRole("button", { name: /^Nom/ }).click();
    await expect(table.getByRole("columnheader", { name: /^Nom/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect(table.getByRole("columnheader", { name: /Prochaine échéance/ })).toHaveAttribute(
      "aria-sort",
      "none",
    );
    await page
      .getByRole("navigation", { name: "Pages du parc" })
      .getByRole("button", { name: "Page suivante" })
      .click();
    await expect(page.getByText(`51 à ${subset.count} sur ${subset.count}`)).toBeVisible();
    await table.getByRole("button", { name: /Prochaine échéance/ }).click();
    await expect(page.getByText(`1 à 50 sur ${subset.count}`)).toBeVisible();
    // The overdue ones first: red and named so.
    await expect(table.locator("tbody tr").first().locator("[data-status]")).toHaveText("En retard");
    await counts.getByRole("button", { name: /En retard/ }).click();
    await expect(page).toHaveURL(/statut=overdue/);
    await expect(table.locator("[data-status]:not([data-status=overdue])")).toHaveCount(0);
    await page.getByRole("button", { name: "Effacer les filtres" }).first().click();
    await expect(page.getByText(`1 à 50 sur ${subset.count}`)).toBeVisible();
    // Two rows chosen: the labels are theirs.
    await table
      .getByRole("checkbox", { name: /^Sélectionner .+ \(.+\)$/ })
      .nth(0)
      .check();
    await table
      .getByRole("checkbox", { name: /^Sélectionner .+ \(.+\)$/ })
      .nth(1)
      .check();
    await expect(page.getByRole("link", { name: "Étiquettes QR (2)" })).toHaveAttribute(
      "href",
      /^\/api\/instruments\/labels\.pdf\?ids=\d+%2C\d+$/,
    );
    await expect(page.getByRole("link", { name: "Exporter CSV" })).toHaveAttribute(
      "href",
      "/api/instruments/export",
    );
    await page.mouse.move(0, 0);
    await clearToasts(page);
    await screenshot(page, "instruments-parc-1280");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Désélectionner" }).click();

    // A campaign with this manometer, its period applied, and two measurements taken with it.
    const campaignId = await seedCampaignWithMeasurements(page.request, baseURL!);

    // The campaign's equipment dialog warns of the overdue instrument.
    await page.goto("/campaigns");
    await page.getByRole("button", { name: `Détails de la campagne ${CAMPAIGN}` }).click();
    const edit = page.getByRole("dialog", { name: "Modifier la campagne" });
    await edit.getByRole("button", { name: /^Équipements/ }).click();
    const equipmentDialog = page.getByRole("dialog", { name: "Équipements" });
    const gaugeRow = equipmentDialog.getByRole("row", { name: new RegExp(TARGET.reference) });
    await expect(gaugeRow).toContainText("Étalonnage en retard");
    await expect(gaugeRow).toContainText(/échéance \d{2}\/\d{2}\/\d{4}/);
    await screenshot(page, "instruments-campaign-equipment-overdue", { fullPage: false });
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");

    // The search finds the manometer; its name opens its life record.
    await page.goto("/instruments");
    await page.getByLabel("Rechercher un instrument").fill(TARGET.reference);
    await expect(page).toHaveURL(/recherche=MAN-0001/);
    await expect(table.locator("tbody tr")).toHaveCount(1);
    await table.getByRole("link", { name: TARGET.name }).click();
    await expect(page).toHaveURL(/\/instruments\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: TARGET.name })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Parc" })).toHaveAttribute("aria-current", "page");
    const overview = page.getByRole("region", { name: "État de l'instrument" });
    await expect(overview.locator("[data-status]")).toHaveText("En retard");
    await expect(page.getByRole("img", { name: /Évolution de la période d'étalonnage/ })).toBeVisible();
    await expect(page.getByRole("table", { name: "Changements de période" })).toContainText(CAMPAIGN);

    // Its details, changed by a fleet manager.
    await page.getByRole("button", { name: "Modifier les informations de l'instrument" }).click();
    await page.getByLabel("Emplacement").fill("Laboratoire de métrologie");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(toasts(page).getByText("Instrument modifié avec succès").first()).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Modifier les informations de l'instrument" }),
    ).toBeFocused();
    await expect(page.getByText("Laboratoire de métrologie", { exact: true })).toBeVisible();

    // A conforming calibration, ten days ago: the form checks what the API checks.
    const conformingDay = parisDay(-10);
    await page.getByRole("button", { name: "Enregistrer un étalonnage" }).first().click();
    const eventDialog = page.getByRole("dialog", { name: "Enregistrer un étalonnage" });
    await eventDialog.getByLabel("Date de l'étalonnage").fill(parisDay(3));
    await eventDialog.getByLabel("EMT (erreur maximale tolérée)").fill("deux");
    await eventDialog.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(eventDialog.getByText("La date d'étalonnage ne peut pas être dans le futur")).toBeVisible();
    await expect(
      eventDialog.getByText("L'erreur doit être un nombre à 6 décimales au plus, par exemple 0,012"),
    ).toBeVisible();
    await eventDialog.getByLabel("Date de l'étalonnage").fill(conformingDay);
    await eventDialog.getByRole("radio", { name: /^Conforme/ }).check();
    await eventDialog.getByLabel("Prestataire").fill("Laboratoire Alpes Métrologie");
    await eventDialog.getByLabel("Référence du certificat").fill("CE-2026-0412");
    await eventDialog.getByLabel("Erreur avant ajustage").fill("0,012");
    await eventDialog.getByLabel("Erreur après ajustage").fill("0,004");
    await eventDialog.getByLabel("EMT (erreur maximale tolérée)").fill("0,02");
    await eventDialog.getByLabel("Notes").fill("Étalonnage sur 5 points, de 0 à 16 bar");
    await screenshot(page, "instruments-event-dialog-1280", { fullPage: false });
    await expectAccessible(page);
    await eventDialog.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(toasts(page).getByText("Étalonnage enregistré", { exact: true }).first()).toBeVisible();
    await expect(eventDialog).toBeHidden();
    const events = page.getByRole("table", { name: "Étalonnages" });
    const conformingRow = events.locator("tbody tr").filter({ hasText: frenchDay(conformingDay) });
    await expect(conformingRow).toContainText("Conforme");
    await expect(conformingRow).toContainText("Laboratoire Alpes Métrologie");
    await expect(conformingRow).toContainText("CE-2026-0412");
    await expect(conformingRow).toContainText("0,012");
    await expect(conformingRow).toContainText("60 % de l'EMT");
    await expect(conformingRow).toContainText("Claire Martin");
    await expect(page.getByTestId("quarantine-banner")).toHaveCount(0);

    // A correction says why.
    await conformingRow.getByRole("button", { name: /^Corriger/ }).click();
    const correction = page.getByRole("dialog", { name: "Corriger l'étalonnage" });
    await expect(correction.getByLabel("Erreur avant ajustage")).toHaveValue("0,012");
    await correction.getByLabel("Référence du certificat").fill("CE-2026-0412-A");
    await correction.getByRole("button", { name: "Corriger", exact: true }).click();
    await expect(correction.getByText("La raison de la correction est requise")).toBeVisible();
    await correction.getByLabel("Raison de la correction").fill("Certificat réédité par le laboratoire");
    await correction.getByRole("button", { name: "Corriger", exact: true }).click();
    await expect(toasts(page).getByText("Étalonnage corrigé").first()).toBeVisible();
    await expect(conformingRow).toContainText("CE-2026-0412-A");
    await expect(conformingRow).toContainText("Raison : Certificat réédité par le laboratoire");

    // A non-conforming one today: the impact review opens, the instrument goes into quarantine.
    await page.getByRole("button", { name: "Enregistrer un étalonnage" }).first().click();
    await eventDialog.getByRole("radio", { name: /^Non conforme/ }).check();
    await expect(eventDialog.getByText(/ouvre une revue d'impact sur les mesures/)).toBeVisible();
    await eventDialog.getByLabel("Prestataire").fill("Laboratoire Alpes Métrologie");
    await eventDialog.getByLabel("Référence du certificat").fill("CE-2026-0488");
    await eventDialog.getByLabel("Erreur avant ajustage").fill("0,035");
    await eventDialog.getByLabel("Erreur après ajustage").fill("0.005");
    await eventDialog.getByLabel("EMT (erreur maximale tolérée)").fill("0,02");
    await page.setViewportSize(PHONE);
    await expectFits(page, "dialogue d'étalonnage");
    await clearToasts(page);
    await eventDialog.getByText(/ouvre une revue d'impact sur les mesures/).scrollIntoViewIfNeeded();
    await screenshot(page, "instruments-event-dialog-375", { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await eventDialog.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(eventDialog).toBeHidden();
    const banner = page.getByTestId("quarantine-banner");
    await expect(banner).toContainText("En quarantaine : une revue d'impact est ouverte");
    const review = page.getByRole("region", { name: /^Revue d'impact n° \d+/ });
    await expect(review).toContainText("Ouverte");
    await banner.getByRole("link", { name: "Aller à la revue d'impact" }).click();
    await expect(review.getByRole("heading")).toBeFocused();
    const decisions = review.getByRole("combobox", { name: /^Décision pour/ });
    await expect(decisions).toHaveCount(3);
    await expect(review).toContainText(CAMPAIGN);
    await expect(review).toContainText("4,02 bar — Lucie Bernard");
    await expect(review).toContainText("8,15 bar — Paul Girard");
    await expect(review.getByText("0 sur 3 décidé(s)")).toBeVisible();
    const close = review.getByRole("button", { name: "Clore la revue" });
    await expect(close).toBeDisabled();
    await clearToasts(page);
    await screenshot(page, "instruments-page-quarantine-1280");
    await expectAccessible(page);

    // Each item decided (saved at once), a note on one; then the review is closed.
    await decisions.nth(0).selectOption({ label: "Client informé" });
    await expect(review.getByText("1 sur 3 décidé(s)")).toBeVisible();
    await decisions.nth(1).selectOption({ label: "À reprendre" });
    await expect(review.getByText("2 sur 3 décidé(s)")).toBeVisible();
    const note = review.getByRole("textbox", { name: /^Note pour 4,02 bar/ });
    await note.fill("Mesure refaite avec le manomètre témoin");
    await note.press("Tab");
    await expect(close).toBeDisabled();
    await decisions.nth(2).selectOption({ label: "Sans impact" });
    await expect(review.getByText("3 sur 3 décidé(s)")).toBeVisible();
    await expect(review.getByRole("textbox", { name: /^Note pour 4,02 bar/ })).toHaveValue(
      "Mesure refaite avec le manomètre témoin",
    );
    await expect(close).toBeEnabled();
    await review
      .getByLabel("Conclusion de la revue")
      .fill(
        "Écart de 0,035 bar pour une EMT de 0,02 bar : une mesure reprise, le client de la campagne informé.",
      );
    await clearToasts(page);
    await screenshot(page, "instruments-impact-review-1280");
    await page.setViewportSize(PHONE);
    await expectFits(page, "revue d'impact");
    await review.scrollIntoViewIfNeeded();
    await screenshot(page, "instruments-impact-review-375");
    await expectAccessible(page);
    await page.setViewportSize(DESKTOP);
    await close.click();
    await expect(
      toasts(page).getByText("Revue d'impact close : la quarantaine est levée.").first(),
    ).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(review).toContainText("Close");
    await expect(review).toContainText(/Close le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} par Claire Martin/);
    await expect(review.getByRole("combobox")).toHaveCount(0);
    await expect(review).toContainText("Client informé");
    await expect(review).toContainText("Mesure refaite avec le manomètre témoin");

    // The life record with its chart, on a computer and on a phone.
    await page.getByRole("heading", { level: 1 }).scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await clearToasts(page);
    await screenshot(page, "instruments-page-1280");
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await expectFits(page, "fiche de vie");
    await screenshot(page, "instruments-page-375");
    await page.goto("/instruments");
    await expect(
      page.getByRole("list", { name: "Instruments", exact: true }).getByRole("listitem"),
    ).toHaveCount(50);
    await expectFits(page, "parc");
    await screenshot(page, "instruments-parc-375");
    await expectAccessible(page);
    await page.setViewportSize(DESKTOP);

    // The planning: overdue, this month, the next months; then the calendar.
    await nav.getByRole("link", { name: "Planning" }).click();
    await expect(page).toHaveURL(/\/planning$/);
    await expect(page.getByRole("heading", { level: 1, name: "Planning" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "En retard" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Ce mois-ci/ })).toBeVisible();
    await expect(page.getByRole("list", { name: "Synthèse du planning" })).toContainText("Jamais étalonnés");

    // The warning window, changed here, shows in the Parc.
    const windowField = page.getByLabel("Jours avant l'échéance");
    await windowField.fill("45");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(
      toasts(page).getByText("Fenêtre d'alerte enregistrée : 45 jours avant l'échéance.").first(),
    ).toBeVisible();

    // The private calendar feed: made, copied, then regenerated after a confirmation.
    await page.getByRole("button", { name: "Créer l'adresse" }).click();
    const feedUrl = page.getByRole("textbox", { name: "Adresse du calendrier" });
    await expect(feedUrl).toHaveValue(/^https?:\/\/.+\.ics$/);
    const first = await feedUrl.inputValue();
    await page.getByRole("button", { name: "Copier l'adresse du calendrier" }).click();
    await expect(toasts(page).getByText("Adresse copiée").first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    expect((await page.request.get(new URL(first).pathname)).status()).toBe(200);
    await page.getByRole("button", { name: "Régénérer l'adresse du calendrier" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Régénérer l'adresse du calendrier ?" });
    await expect(confirm).toContainText("L'ancienne adresse cessera de fonctionner");
    await confirm.getByRole("button", { name: "Régénérer" }).click();
    await expect(feedUrl).not.toHaveValue(first);
    expect((await page.request.get(new URL(first).pathname)).status()).toBe(404);

    await page.mouse.move(0, 0);
    await clearToasts(page);
    await screenshot(page, "planning-1280");
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await expectFits(page, "planning");
    await screenshot(page, "planning-375");
    await page.setViewportSize(DESKTOP);

    // Two instruments due today and next month, whatever the date the test runs on (the fixture's
    // due dates are fixed): calibrated today, for 0 months and for 1.
    const dueOn: string[] = [];
    for (const [reference, currentPeriod] of [
      ["CAL-JOUR", 0],
      ["CAL-SUIVANT", 1],
    ] as const) {
      const created = await page.request.post("/api/instruments", {
        data: { name: `Sonde ${reference}`, reference, currentPeriod, lastCalibrationDate: parisDay() },
      });
      expect(created.status(), await created.text()).toBe(201);
      dueOn.push(((await created.json()) as { nextDueDate: string }).nextDueDate);
    }
    const [dueToday, dueNextMonth] = dueOn as [string, string];
    expect(dueToday).toBe(parisDay());
    expect(dueNextMonth).toBe(addMonths(parisDay(), 1));

    // The calendar: Monday first, today marked, moved through with the keyboard.
    await page.getByRole("tab", { name: "Calendrier" }).click();
    await expect(page).toHaveURL(/vue=calendrier/);
    const grid = page.getByRole("grid");
    await expect(grid.getByRole("columnheader").first()).toHaveAccessibleName("lundi");
    const today = grid.locator('button[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await today.focus();
    await page.keyboard.press("ArrowRight");
    await expect(grid.locator(`button[data-date="${parisDay(1)}"]`)).toBeFocused();
    await page.keyboard.press("PageDown");
    await expect(page.getByRole("heading", { level: 2 }).first()).not.toHaveText(/^$/);
    await expect(page).toHaveURL(/mois=\d{4}-\d{2}/);
    await page.getByRole("button", { name: "Aujourd'hui" }).click();
    await expect(today).toBeVisible();
    const busyDay = grid.locator(`button[data-date="${dueToday}"]`);
    await expect(busyDay).toHaveAccessibleName(/: \d+ échéance/);
    await busyDay.click();
    const popover = page.getByRole("dialog", { name: /^Échéances du/ });
    await expect(popover.getByRole("link").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(popover).toBeHidden();
    // Next month, with the instrument due then.
    await page.getByRole("button", { name: "Mois suivant" }).click();
    const nextMonthDay = grid.locator(`button[data-date="${dueNextMonth}"]`);
    await expect(nextMonthDay).toHaveAccessibleName(/: \d+ échéance/);
    await page.mouse.move(0, 0);
    await clearToasts(page);
    await screenshot(page, "planning-calendar-1280");
    await expectAccessible(page);
    await nextMonthDay.click();
    await expect(popover).toBeVisible();
    await expect(popover.getByRole("link", { name: /Sonde CAL-SUIVANT/ })).toBeVisible();
    await screenshot(page, "planning-calendar-day-1280", { fullPage: false });
    await page.keyboard.press("Escape");
    await page.setViewportSize(PHONE);
    await expectFits(page, "calendrier");
    await screenshot(page, "planning-calendar-375");
    await page.setViewportSize(DESKTOP);

    await page.goto("/instruments");
    await expect(page.getByText("Alerte 45 jours avant l'échéance")).toBeVisible();
    expect(campaignId).toBeGreaterThan(0);

    // One instrument added by hand: the form names what is missing, the server a reference taken.
    await page.getByRole("button", { name: "Nouvel instrument" }).click();
    const added = page.getByRole("dialog", { name: "Nouvel instrument" });
    await expect(added.getByLabel(/^Nom/)).toBeFocused();
    await added.getByRole("button", { name: "Ajouter" }).click();
    await expect(added.getByText("Le nom est requis")).toBeVisible();
    await expect(added.getByText("La référence est requise")).toBeVisible();
    await added.getByLabel(/^Nom/).fill("Sonde de référence Pt100");
    await added.getByLabel(/^Référence/).fill(TARGET.reference);
    await added.getByLabel(/^Type/).fill("Sonde de température");
    await added.getByLabel(/^Emplacement/).fill("Laboratoire de métrologie");
    await added.getByLabel(/^Période/).fill("24");
    await added.getByLabel(/^Dernier étalonnage/).fill(parisDay(-10));
    await added.getByRole("button", { name: "Ajouter" }).click();
    const reference = added.getByLabel(/^Référence/);
    await expect(
      added.getByText(`Un instrument du parc porte déjà la référence ${TARGET.reference}`),
    ).toBeVisible();
    await expect(reference).toBeFocused();
    await expect(reference).toHaveAttribute("aria-invalid", "true");
    await clearToasts(page);
    await screenshot(page, "instruments-new-refused", { fullPage: false });
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await expectFits(page, "nouvel instrument");
    await screenshot(page, "instruments-new-375", { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await reference.fill("PT100-REF-01");
    await added.getByRole("button", { name: "Ajouter" }).click();
    await expect(toasts(page).getByText("Instrument ajouté au parc").first()).toBeVisible();
    await expect(page).toHaveURL(/\/instruments\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sonde de référence Pt100" })).toBeVisible();
    await expect(page.getByText("Fiche de vie · PT100-REF-01")).toBeVisible();
    await expect(page.getByText(frenchDay(addMonths(parisDay(-10), 24))).first()).toBeVisible();
  });

  test("un technicien lit le parc et le planning sans pouvoir les modifier", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(context, baseURL!, { roles: ["equipment_user"], company: COMPANY });
    await page.goto("/instruments");
    await expect(page.getByRole("heading", { name: "Aucun instrument dans le parc" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Importer CSV" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Nouvel instrument" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Exporter CSV" })).toBeVisible();
    await page.goto("/planning");
    await expect(page.getByRole("heading", { level: 1, name: "Planning" })).toBeVisible();
    await expect(page.getByText("Seuls les gestionnaires du parc peuvent la modifier.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Abonnement au calendrier" })).toHaveCount(0);
    await page.goto("/instruments/999999");
    await expect(page.getByRole("heading", { name: "Instrument non trouvé" })).toBeVisible();
    await expectAccessible(page);
  });
});
