import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { DEFAULT_CRITERIA, DEFAULT_SCORES } from "../src/server/domain/companies/default-criteria";
import { computeNewPeriod } from "../src/shared/opperet";
import { readPdf } from "../tests/support/pdf-text";
import { clearToasts, expectAccessible, expectDialogAccessible, expectFits } from "./support";

/**
 * Issue 28, part 1: a new user's whole journey, through the screens only, on a company that starts
 * empty. Sign-up and company setup; users by CSV; a criterion of their own; the Parc entered and
 * imported; a campaign of 10 instruments chosen in the Parc; a visitor on a phone measures and rates
 * through the share links; staff rate, calculate, force a period with its reason, read the interval
 * methods' proposals, approve and apply with their signature; the PDF and Excel reports read back;
 * a DCC whose as-found point fails opens its impact review and puts the instrument in quarantine;
 * the company's export downloaded and checked. Every screen passes axe and is photographed, in
 * journey order, under test-results/journey/.
 */

const SHOTS = "test-results/journey";
/** The repository's copies of the shared fixtures: the Parc, the users, the DCC certificates. */
const FIXTURES = join(import.meta.dirname, "../tests/fixtures");
const DCC = join(FIXTURES, "dcc/thermometre-3.3.xml");
/** A suffix that keeps this run's e-mail addresses apart from any other (they are unique server-wide). */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const EMAIL = `claire.martin.${run}@exemple.fr`;
const PASSWORD = "un-mot-de-passe-solide";
const COMPANY = "Métrologie Savoie Mécanique";
const CAMPAIGN = "Revue des périodes 2027";
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** The thermometer the laboratory's certificate names (TH-0007), entered by hand in the Parc. */
const THERMOMETER = {
  name: "Thermomètre numérique Pt100",
  reference: "TH-0007",
  type: "Thermomètre",
  period: 12,
};
/** The company's own criterion, beside the eight a new company starts with. */
const OWN_CRITERION = {
  name: "Exigence de traçabilité du client",
  weight: 1,
  scale: [
    "Client exigeant un certificat à chaque livraison",
    "Traçabilité demandée lors des audits clients",
    "Traçabilité interne seulement",
    "Mesure de contrôle sans exigence client",
    "Mesure indicative",
  ],
};
const CRITERIA = [...DEFAULT_CRITERIA, { ...OWN_CRITERION, weight: String(OWN_CRITERION.weight) }];
/** The Parc fixture's nine digital manometers MAN-0001 to MAN-0009, with their periods. */
const MANOMETERS = readFileSync(join(FIXTURES, "parc-instruments.csv"), "utf8")
  .split("\n")
  .map((line) => line.split(","))
  .filter((cells) => /^MAN-000\d$/.test(cells[1] ?? ""))
  .map((cells) => ({ name: cells[0]!, reference: cells[1]!, period: Number(cells[4]) }));
const REFERENCES = [...MANOMETERS.map((m) => m.reference), THERMOMETER.reference];
/**
 * Staff grades (index 0–4): every instrument at +1 on every criterion, then the last four
 * manometers and the thermometer at −2 on the three heaviest criteria (weights 2, 2 and 1,5).
 */
const GRADE_ALL = 3;
const GRADE_HEAVY = 0;
const HEAVY = DEFAULT_CRITERIA.slice(0, 3).map((c) => c.name);
const LOWERED = [...MANOMETERS.slice(5), THERMOMETER];
/**
 * The technician's grades, through the share link, on the thermometer's three user criteria: with
 * them the thermometer's period is 9 months, without them it would be 10.
 */
const TECHNICIAN_GRADES = new Map([
  ["Fréquence d'utilisation", 0],
  ["Conditions d'utilisation et d'environnement", 0],
  ["Facilité de détection d'une anomalie en utilisation", 1],
]);
const FORCED = { period: 6, reason: "Thermomètre de référence du laboratoire : période resserrée" };

/**
 * Numbered screenshots in journey order, of the whole page (a dialog: of the window). Every page is
 * checked by axe (e2e/support.ts) when it is photographed; a dialog is checked within itself, the
 * page under it being checked on its own.
 */
function journeyShots() {
  rmSync(SHOTS, { recursive: true, force: true });
  mkdirSync(SHOTS, { recursive: true });
  let count = 0;
  return async (
    page: Page,
    name: string,
    {
      axe = "page",
      fullPage = axe !== "dialog",
    }: { axe?: "page" | "dialog" | "none"; fullPage?: boolean } = {},
  ) => {
    if (axe === "page") await expectAccessible(page);
    if (axe === "dialog") await expectDialogAccessible(page);
    count += 1;
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${SHOTS}/${String(count).padStart(2, "0")}-${name}.png`, fullPage });
  };
}

/** The period OPPERET gives from each criterion's scores (k1 = 1, k2 = 0, pmax = 60 of a new company). */
function expectedPeriod({ reference, period }: { reference: string; period: number }) {
  const outcome = computeNewPeriod({
    currentPeriod: period,
    criteria: CRITERIA.map((c, index) => ({
      criterionId: index + 1,
      weight: Number(c.weight),
      scores: scoresOf(reference, c.name),
    })),
    parameters: { k1: 1, k2: 0, pmax: 60 },
  });
  if (outcome.kind !== "computed") throw new Error("every instrument is rated");
  return outcome.newPeriod;
}
/** The scores a criterion of that instrument was given: the staff's, then the technician's if any. */
function scoresOf(reference: string, criterion: string): number[] {
  const lowered = LOWERED.some((item) => item.reference === reference) && HEAVY.includes(criterion);
  const staff = Number(DEFAULT_SCORES[lowered ? GRADE_HEAVY : GRADE_ALL]);
  const technician = reference === THERMOMETER.reference ? TECHNICIAN_GRADES.get(criterion) : undefined;
  return technician === undefined ? [staff] : [staff, Number(DEFAULT_SCORES[technician])];
}

/** The toasts, also while a dialog hides the rest of the page from assistive technologies. */
function toasts(page: Page) {
  return page.getByRole("region", { name: /^Notifications/, includeHidden: true });
}

function resultRow(page: Page, reference: string): Locator {
  return page
    .getByRole("table", { name: "Résultats par équipement" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: reference, exact: true }) });
}

/** Clicks what starts a download and keeps the file. */
async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test("un nouvel utilisateur, du compte à l'export : parc, campagne, liens sur téléphone, calcul, signature, rapports, DCC et quarantaine", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(300_000);
  const started = Date.now();
  const shot = journeyShots();
  await page.setViewportSize(DESKTOP);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  // 1. The account and the company, from the landing page.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Étalonnez au bon moment");
  await shot(page, "accueil");
  await page.getByRole("link", { name: "Commencer maintenant" }).click();
  await page.getByRole("tab", { name: "Créer un compte" }).click();
  await page.getByLabel("Prénom").fill("Claire");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Martin");
  await page.getByLabel("Adresse e-mail").fill(EMAIL);
  await page.getByLabel("Mot de passe").fill(PASSWORD);
  await shot(page, "creer-un-compte");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByRole("heading", { name: "Bienvenue sur Calibra, Claire !" })).toBeVisible();
  await page.getByLabel("Nom de l'entreprise").fill(COMPANY);
  await page.getByLabel("Email").fill("contact@metrologie-savoie.fr");
  await page.getByLabel("Téléphone").fill("04 79 00 00 00");
  await shot(page, "configurer-entreprise");
  await page.getByRole("button", { name: "Configurer l'entreprise" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Campagnes" })).toBeVisible();
  await expect(toasts(page).getByText("Configuration terminée")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Aucune campagne" })).toBeVisible();
  await clearToasts(page);
  await shot(page, "campagnes-vides");

  // 2. The team, by CSV: the fixture's users, loaded from a file (this run's addresses).
  const sidebar = page.locator("aside");
  await sidebar.getByRole("link", { name: "Profils" }).click();
  await page.getByRole("button", { name: "Importer CSV" }).click();
  const importUsers = page.getByRole("dialog", { name: "Importer des utilisateurs" });
  const users = readFileSync(join(FIXTURES, "utilisateurs.csv"), "utf8").replaceAll(
    "@exemple.fr",
    `.${run}@exemple.fr`,
  );
  const chooser = page.waitForEvent("filechooser");
  await importUsers.getByRole("button", { name: "Charger un fichier" }).click();
  await (await chooser).setFiles({
    name: "utilisateurs.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(users),
  });
  // Claire is in the file too: her line is left out, the fifteen others are imported.
  await expect(importUsers.getByText("15 utilisateurs valides")).toBeVisible();
  await expect(importUsers.getByRole("list", { name: "Lignes ignorées" })).toHaveText(
    "Ligne 2: Email déjà existant en base",
  );
  await shot(page, "profils-import-csv", { axe: "dialog" });
  await importUsers.getByRole("button", { name: "Importer (15)" }).click();
  await expect(toasts(page).getByText("15 utilisateurs importés")).toBeVisible();
  await expect(page.getByText("16 utilisateurs", { exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: /Yann Le Gall/ })).toContainText("Aucun rôle");
  await clearToasts(page);
  await shot(page, "profils");

  // 3. The criteria: the eight of a new company, and one of its own.
  await sidebar.getByRole("link", { name: "Critères de Cotation" }).click();
  for (const c of DEFAULT_CRITERIA) await expect(page.getByRole("article", { name: c.name })).toBeVisible();
  await page.getByRole("button", { name: "Nouveau critère" }).click();
  const criterion = page.getByRole("dialog", { name: "Nouveau critère de cotation" });
  await criterion.getByLabel("Nom").fill(OWN_CRITERION.name);
  await criterion.getByLabel("Profil").selectOption({ label: "Général" });
  for (const [index, text] of OWN_CRITERION.scale.entries())
    await criterion.getByLabel(`Description du niveau ${index + 1}`).fill(text);
  await shot(page, "nouveau-critere", { axe: "dialog" });
  await criterion.getByRole("button", { name: "Créer le critère" }).click();
  await expect(toasts(page).getByText("Critère créé avec succès")).toBeVisible();
  await expect(page.getByRole("article", { name: OWN_CRITERION.name })).toBeVisible();
  await clearToasts(page);
  await shot(page, "criteres");

  // 4. The Parc: the thermometer entered by hand, then the fixture's 240 instruments from their file.
  await sidebar.getByRole("link", { name: "Parc" }).click();
  await expect(page.getByRole("heading", { name: "Aucun instrument dans le parc" })).toBeVisible();
  await page.getByRole("button", { name: "Nouvel instrument" }).click();
  const added = page.getByRole("dialog", { name: "Nouvel instrument" });
  await added.getByLabel(/^Nom/).fill(THERMOMETER.name);
  await added.getByLabel(/^Référence/).fill(THERMOMETER.reference);
  await added.getByLabel(/^Type/).fill(THERMOMETER.type);
  await added.getByLabel(/^Emplacement/).fill("Laboratoire de métrologie");
  await added.getByLabel(/^Période/).fill(String(THERMOMETER.period));
  await added.getByLabel(/^Dernier étalonnage/).fill("2025-03-01");
  await shot(page, "parc-nouvel-instrument", { axe: "dialog" });
  await added.getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: THERMOMETER.name })).toBeVisible();
  const thermometerUrl = page.url();
  await sidebar.getByRole("link", { name: "Parc" }).click();
  await page.getByRole("button", { name: "Importer CSV" }).first().click();
  const importParc = page.getByRole("dialog", { name: "Importer des instruments" });
  const parcFile = page.waitForEvent("filechooser");
  await importParc.getByRole("button", { name: "Choisir un fichier" }).click();
  await (await parcFile).setFiles(join(FIXTURES, "parc-instruments.csv"));
  await expect(importParc.getByText("240 ligne(s) à importer")).toBeVisible();
  await shot(page, "parc-import-csv", { axe: "dialog" });
  await importParc.getByRole("button", { name: /^Importer/ }).click();
  await expect(toasts(page).getByText("240 instruments créés, 0 mis à jour").first()).toBeVisible();
  await expect(importParc).toBeHidden();
  await expect(page.getByText("1 à 50 sur 241")).toBeVisible();
  // The manometers the campaign will take, found by their references.
  await page.getByLabel("Rechercher un instrument").fill("MAN-000");
  await expect(page.getByRole("table", { name: "Instruments" }).locator("tbody tr")).toHaveCount(9);
  await clearToasts(page);
  await shot(page, "parc");

  // 5. The campaign: ten instruments chosen in the Parc, by reference.
  await sidebar.getByRole("link", { name: "Campagnes" }).click();
  await page.getByRole("button", { name: "Nouvelle campagne" }).click();
  const create = page.getByRole("dialog", { name: "Créer une nouvelle campagne" });
  await create.getByLabel("Nom de la campagne").fill(CAMPAIGN);
  await create.getByLabel("Description").fill("Manomètres numériques et thermomètre de référence");
  await create.getByLabel("Date limite").fill("2030-06-15T14:30");
  await create.getByRole("button", { name: /^Équipements/ }).click();
  const equipment = page.getByRole("dialog", { name: "Équipements" });
  const search = equipment.getByRole("searchbox", { name: "Rechercher dans le parc" });
  const found = equipment.getByRole("list", { name: "Instruments du parc trouvés" });
  await search.fill("MAN-000");
  await expect(found.getByRole("listitem")).toHaveCount(9);
  for (const m of MANOMETERS)
    await found.getByRole("checkbox", { name: `Choisir ${m.name} (${m.reference})` }).check();
  await shot(page, "campagne-choix-dans-le-parc", { axe: "dialog" });
  await search.fill(THERMOMETER.reference);
  await expect(found.getByRole("listitem")).toHaveCount(1);
  await found
    .getByRole("checkbox", { name: `Choisir ${THERMOMETER.name} (${THERMOMETER.reference})` })
    .check();
  await expect(equipment.getByText("10 instrument(s) choisi(s)")).toBeVisible();
  await equipment.getByRole("button", { name: "Ajouter les instruments choisis" }).click();
  await expect(equipment.getByText("10 instrument(s) du parc ajouté(s) à la liste")).toBeVisible();
  const list = equipment.getByRole("table", { name: "Équipements de la campagne" });
  for (const m of MANOMETERS)
    await expect(list.getByRole("row", { name: new RegExp(m.reference) })).toContainText(String(m.period));
  await equipment.getByRole("button", { name: "Enregistrer (10 équipements)" }).click();
  await expect(create.getByRole("button", { name: /^Équipements/ })).toContainText("10 équipements");
  await shot(page, "campagne-creation", { axe: "dialog" });
  await create.getByRole("button", { name: "Créer la campagne" }).click();
  await expect(toasts(page).getByText("Campagne créée avec succès")).toBeVisible();
  const campaignRow = page.getByRole("table", { name: "Campagnes d'étalonnage" }).getByRole("row", {
    name: new RegExp(CAMPAIGN),
  });
  await expect(campaignRow).toContainText("10 équipements");
  await clearToasts(page);
  await shot(page, "campagnes");

  // 6. The share links, copied from the share dialog.
  await page.getByRole("button", { name: `Partager la campagne ${CAMPAIGN}` }).click();
  const share = page.getByRole("dialog", { name: "Partager la campagne" });
  const copy = async (button: string) => {
    await share.getByRole("button", { name: button }).click();
    await expect(toasts(page).getByText("Lien copié").first()).toBeVisible();
    return page.evaluate(() => navigator.clipboard.readText());
  };
  const measurementLink = await copy("Copier le lien de saisie des mesures");
  const ratingLink = await copy("Copier le lien de notation technicien");
  await clearToasts(page);
  await shot(page, "partage", { axe: "dialog" });
  await share.getByRole("button", { name: "Fermer" }).last().click();

  // 7. A visitor without an account, on a 375 px phone: a measurement, then the technician's ratings.
  const phone = await browser.newContext({
    viewport: PHONE,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    hasTouch: true,
    isMobile: true,
  });
  try {
    const guest = await phone.newPage();
    await guest.goto(measurementLink);
    await expect(guest.getByRole("heading", { level: 1, name: CAMPAIGN })).toBeVisible();
    await guest.getByLabel("Nom de l'Opérateur *").fill("Hugo Moreau");
    await guest
      .getByLabel("Équipement *")
      .selectOption({ label: `${THERMOMETER.name} (${THERMOMETER.reference})` });
    await guest.getByLabel("Valeur *").fill("37,02");
    await guest.getByLabel("Unité *").selectOption("°C");
    await guest.getByLabel("Notes").fill("Contrôle au point fixe de 37 °C de l'étuve n° 2");
    await expectFits(guest, "saisie de mesure");
    await shot(guest, "telephone-saisie-mesure");
    await guest.getByRole("button", { name: "Enregistrer la mesure" }).tap();
    await expect(guest.getByRole("heading", { name: "Mesure enregistrée" })).toBeVisible();
    await expect(guest.getByText("37,02 °C")).toBeVisible();
    await shot(guest, "telephone-mesure-enregistree");

    await guest.goto(`${ratingLink}?p=technicien&name=${encodeURIComponent("Marc Lefèvre")}`);
    await expect(guest.getByLabel("Votre nom")).toHaveValue("Marc Lefèvre");
    for (const [name, grade] of TECHNICIAN_GRADES) {
      const c = DEFAULT_CRITERIA.find((d) => d.name === name)!;
      await guest
        .getByRole("combobox", { name: `${name} — ${THERMOMETER.name} (${THERMOMETER.reference})` })
        .tap();
      await guest.getByRole("option", { name: c.scale[grade]!, exact: true }).tap();
    }
    await expect(guest.getByText("3 notations modifiées à enregistrer")).toBeVisible();
    await expectFits(guest, "notation technicien");
    await shot(guest, "telephone-notation-technicien");
    await guest.getByRole("button", { name: "Enregistrer les notations" }).tap();
    await expect(guest.getByText("Notations enregistrées", { exact: true })).toBeVisible();
    // The same page as above, saved: photographed, not checked again.
    await shot(guest, "telephone-notations-enregistrees", { axe: "none" });
  } finally {
    await phone.close();
  }

  // 8. Staff find the measurement, then rate the ten instruments in two groups.
  await page.getByRole("link", { name: `Mesures de la campagne ${CAMPAIGN}` }).click();
  const received = page.getByRole("table", { name: "Mesures reçues" }).locator("tbody tr");
  await expect(received).toHaveCount(1);
  await expect(received.first()).toContainText("Hugo Moreau");
  await expect(received.first()).toContainText("37,02");
  await shot(page, "mesures-recues");

  await page.goto("/campaigns");
  await page.getByRole("link", { name: `Noter les équipements de ${CAMPAIGN}` }).click();
  // The thermometer already holds the technician's ratings.
  await expect(page.getByText("1/10 équipements notés")).toBeVisible();
  // In bulk: the ten at +1 on every criterion, then five at −2 on the three heaviest only (the
  // others left as they are).
  const bulk = async (grades: Map<string, number>) => {
    await page.getByRole("button", { name: "Noter les sélectionnés" }).click();
    const dialog = page.getByRole("dialog", { name: "Noter les sélectionnés" });
    for (const [name, grade] of grades) {
      await dialog.getByRole("combobox", { name }).click();
      const scale = CRITERIA.find((c) => c.name === name)!.scale;
      await page.getByRole("option", { name: scale[grade], exact: true }).click();
    }
    return dialog;
  };
  await page.getByRole("checkbox", { name: "Sélectionner tous les équipements affichés" }).check();
  const all = await bulk(new Map(CRITERIA.map((c) => [c.name, GRADE_ALL])));
  await shot(page, "notation-groupee", { axe: "dialog" });
  await all.getByRole("button", { name: "Appliquer à 10 équipements" }).click();
  await expect(all).toBeHidden();
  for (const item of LOWERED)
    await page.getByRole("checkbox", { name: `Sélectionner ${item.name} (${item.reference})` }).check();
  const heavy = await bulk(new Map(HEAVY.map((name) => [name, GRADE_HEAVY])));
  await heavy.getByRole("button", { name: "Appliquer à 5 équipements" }).click();
  await expect(heavy).toBeHidden();
  await expect(page.getByText("10/10 équipements notés")).toBeVisible();
  await clearToasts(page);
  await shot(page, "notation");

  // 9. The calculation: each period as the formula gives it, the technician's grades counted.
  await page.getByRole("button", { name: "Calculer nouvelle période d'étalonnage" }).click();
  await expect(page).toHaveURL(/\/campaigns\/\d+\/calibration-results$/);
  const resultsUrl = page.url();
  const expected = new Map([...MANOMETERS, THERMOMETER].map((m) => [m.reference, expectedPeriod(m)]));
  // By hand: G = +1 gives 12 × 2^(1/2) = 16,97 → 17 months; −2 on weights 5,5 of 11 gives
  // G = −0,5, 24 × 2^(−0,25) = 20,18 → 20; the thermometer's G is −9,5/11 with the technician's
  // grades, 12 × 2^(−0,432) = 8,89 → 9 months (10 with the staff's grades alone).
  expect(["MAN-0001", "MAN-0006", THERMOMETER.reference].map((r) => expected.get(r))).toEqual([17, 20, 9]);
  for (const [reference, period] of expected)
    await expect(resultRow(page, reference).getByRole("cell").nth(5)).toHaveText(String(period));
  await clearToasts(page);
  await shot(page, "resultats");

  // 10. A forced period, with its reason.
  await page
    .getByRole("textbox", { name: `Période forcée (mois) : ${THERMOMETER.name}` })
    .fill(String(FORCED.period));
  await page.getByRole("button", { name: "Sauvegarder Périodes Forcées" }).click();
  const why = page.getByRole("alertdialog", { name: "Motif de la période forcée" });
  await why.getByRole("textbox", { name: "Motif" }).fill(FORCED.reason);
  await shot(page, "periode-forcee-motif", { axe: "dialog" });
  await why.getByRole("button", { name: "Sauvegarder" }).click();
  await expect(toasts(page).getByText("Périodes forcées sauvegardées")).toBeVisible();

  // 11. The interval methods side by side, on the thermometer's page: OPPERET's figure among them.
  await page.goto(thermometerUrl);
  const card = page.locator("[data-interval-proposals]");
  const methods = card.getByRole("list", { name: "Méthodes d'intervalle côte à côte" });
  await expect(methods.locator("[data-method]")).toHaveCount(4);
  await expect(methods.locator('[data-method="opperet"] [data-period]')).toHaveAttribute(
    "data-period",
    String(expected.get(THERMOMETER.reference)),
  );
  await expect(methods.locator('[data-method="opperet"]')).toContainText(`« ${CAMPAIGN} »`);
  await card.scrollIntoViewIfNeeded();
  await shot(page, "methodes-intervalle", { fullPage: false });

  // 12. Approve and apply, signed with the password; the PDF report offered at once.
  await page.goto(resultsUrl);
  await page.getByRole("button", { name: "Appliquer les Nouvelles Périodes" }).click();
  const approve = page.getByRole("alertdialog", { name: "Approuver et appliquer les nouvelles périodes" });
  await expect(approve.getByText("Claire Martin")).toBeVisible();
  await approve.getByLabel("Mot de passe").fill(PASSWORD);
  await shot(page, "approbation-signature", { axe: "dialog" });
  await approve.getByRole("button", { name: "Approuver et appliquer" }).click();
  const offer = page.getByRole("dialog", { name: "Générer le rapport de synthèse" });
  await expect(page.getByTestId("approval")).toContainText("Approuvées par Claire Martin le");
  await expect(offer.getByRole("radio", { name: /PDF/ })).toBeChecked();
  await clearToasts(page);
  await shot(page, "rapport-propose", { axe: "dialog" });
  await offer.getByRole("button", { name: "Générer le rapport" }).click();
  await expect(page).toHaveURL("/reports");
  await expect(toasts(page)).toContainText(/Rapport PDF généré avec succès/);

  // 13. The Excel report from the campaigns screen; both downloaded from Rapports and read back.
  await page.goto("/campaigns");
  await page.getByRole("button", { name: `Générer le rapport de la campagne ${CAMPAIGN}` }).click();
  const generate = page.getByRole("dialog", { name: "Générer le rapport" });
  await generate.getByRole("radio", { name: /Excel/ }).check();
  await generate.getByRole("button", { name: "Générer" }).click();
  await expect(generate.getByRole("status").filter({ hasText: /prêt/ })).toBeVisible();
  await generate.getByRole("link", { name: "Voir tous les rapports" }).click();
  await expect(page).toHaveURL("/reports");
  const row = (extension: string) => page.locator("[data-report-id]").filter({ hasText: `.${extension}` });
  await expect(row("pdf")).toContainText("Terminé");
  await expect(row("xlsx")).toContainText("Terminé");
  await clearToasts(page);
  await shot(page, "rapports");
  const pdf = await download(page, () =>
    row("pdf")
      .getByRole("link", { name: /^Télécharger/ })
      .click(),
  );
  const xlsx = await download(page, () =>
    row("xlsx")
      .getByRole("link", { name: /^Télécharger/ })
      .click(),
  );
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const applied = new Map(expected);
  applied.set(THERMOMETER.reference, FORCED.period);

  // The PDF: each instrument's detail says its periods (current, calculated, forced, new, applied).
  const text = (await readPdf(pdf.bytes)).pages.join(" ");
  for (const fact of [CAMPAIGN, COMPANY, "Marc Lefèvre", FORCED.reason]) expect(text, fact).toContain(fact);
  for (const m of [...MANOMETERS, THERMOMETER]) {
    const forced = m === THERMOMETER ? `${FORCED.period} mois` : "—";
    expect(text).toContain(
      `${m.reference} · ${m === THERMOMETER ? THERMOMETER.type : "Manomètre numérique"} Période actuelle ${m.period} mois Période calculée ${expected.get(m.reference)} mois Période forcée ${forced} Nouvelle période ${applied.get(m.reference)} mois Appliquée ${applied.get(m.reference)} mois`,
    );
  }
  // The workbook: the same figures, as numbers, one row per instrument.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Équipements")!;
  const header = Array.from(sheet.getRow(1).values as unknown[], (v) => String(v ?? ""));
  const figures = new Map<string, Record<string, unknown>>();
  sheet.eachRow((line, n) => {
    if (n === 1) return;
    const values = Array.from(line.values as unknown[]);
    const named = Object.fromEntries(header.map((name, index) => [name, values[index] ?? null]));
    figures.set(String(named.Référence), named);
  });
  expect([...figures.keys()].sort()).toEqual([...REFERENCES].sort());
  for (const m of [...MANOMETERS, THERMOMETER])
    expect(figures.get(m.reference), m.reference).toMatchObject({
      "Période actuelle (mois)": m.period,
      "Période calculée": expected.get(m.reference),
      "Période forcée": m === THERMOMETER ? FORCED.period : null,
      "Nouvelle période": applied.get(m.reference),
      "Période appliquée": applied.get(m.reference),
    });
  expect(figures.get(THERMOMETER.reference)).toMatchObject({ "Motif de la période forcée": FORCED.reason });

  // 14. The thermometer's tolerance, then the laboratory's DCC: its as-found point at 100 °C fails.
  await sidebar.getByRole("link", { name: "Paramètres" }).click();
  const type = page.locator(`li[data-type-rule="${THERMOMETER.type}"]`);
  await type.getByLabel("Tolérance inférieure").fill("-0,3");
  await type.getByLabel("Tolérance supérieure").fill("0,3");
  await type.getByRole("button", { name: "Enregistrer" }).click();
  await expect(toasts(page)).toContainText(`Règle et tolérance du type « ${THERMOMETER.type} » enregistrées`);
  await clearToasts(page);
  await type.scrollIntoViewIfNeeded();
  await shot(page, "parametres-tolerance", { fullPage: false });

  await page.goto(thermometerUrl);
  await expect(page.getByText(`Période en vigueur : ${FORCED.period} mois`)).toBeVisible();
  await page.locator("[data-certificate-input]").setInputFiles(DCC);
  await expect(toasts(page)).toContainText(
    "Certificat LML-2026-0042 importé : étalonnage du 10/03/2026 enregistré",
  );
  const points = page.locator("tr[data-event-points] [data-points]");
  await expect(points.locator('table [data-tolerance-bar][data-decision="non_conforme"]')).toHaveAttribute(
    "aria-label",
    "Erreur 0,423 °C, U = 0,06 (k = 2), tolérance -0,3 à 0,3, acceptation -0,3 à 0,3 : non conforme",
  );

  // 15. Its impact review (the campaign concerned, decided) and the quarantine.
  await expect(page.getByTestId("quarantine-banner")).toBeVisible();
  const review = page.getByRole("region", { name: /^Revue d'impact n° \d+/ });
  await expect(review).toContainText(CAMPAIGN);
  await review
    .getByRole("combobox", { name: /^Décision pour/ })
    .first()
    .selectOption({ label: "Client informé" });
  await expect(review.getByText(/^1 sur \d+ décidé\(s\)/)).toBeVisible();
  await clearToasts(page);
  await shot(page, "dcc-revue-impact-quarantaine");
  await sidebar.getByRole("link", { name: "Parc" }).click();
  const counts = page.getByRole("list", { name: "Instruments par statut" });
  await expect(counts.getByRole("button", { name: /En quarantaine/ })).toContainText("1");
  await page.getByLabel("Rechercher un instrument").fill(THERMOMETER.reference);
  const quarantined = page.getByRole("table", { name: "Instruments" }).locator("tbody tr");
  await expect(quarantined).toHaveCount(1);
  await expect(quarantined.locator('[data-status="quarantined"]')).toHaveText("En quarantaine");
  await shot(page, "parc-quarantaine");

  // 16. Everything taken away: the company's archive, its manifest and fingerprints checked.
  await sidebar.getByRole("link", { name: "Paramètres" }).click();
  const archive = page.getByRole("link", { name: "Télécharger l'archive (ZIP)" });
  await archive.scrollIntoViewIfNeeded();
  await shot(page, "parametres-export", { fullPage: false });
  const exported = await download(page, () => archive.click());
  expect(exported.name).toMatch(/^calibra-export-metrologie-savoie-mecanique-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(exported.bytes);
  const manifest = JSON.parse(await zip.file("manifest.json")!.async("string")) as {
    company: { name: string };
    tables: { table: string; rows: number }[];
    files: { path: string; sha256: string }[];
  };
  expect(manifest.company.name).toBe(COMPANY);
  const rows = Object.fromEntries(manifest.tables.map((t) => [t.table, t.rows]));
  expect(rows).toMatchObject({
    users: 16,
    rating_criteria: 9,
    instruments: 241,
    calibration_certificates: 1,
    impact_reviews: 1,
    period_changes: 10,
    equipment: 10,
    equipment_ratings: 93,
    measurements: 1,
    reports: 2,
  });
  const fingerprint = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
  const files = await Promise.all(
    manifest.files.map(async (f) => [f.path, fingerprint(await zip.file(f.path)!.async("nodebuffer"))]),
  );
  expect(Object.fromEntries(files)).toEqual(
    Object.fromEntries(manifest.files.map((f) => [f.path, f.sha256])),
  );
  // The laboratory's certificate, kept as received: its fingerprint in the archive's table.
  const dcc = fingerprint(readFileSync(DCC));
  expect(await zip.file("csv/calibration_certificates.csv")!.async("string")).toContain(dcc);
  process.stdout.write(`      ⏱ parcours complet : ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
});
