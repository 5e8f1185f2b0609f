import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { DEFAULT_CRITERIA } from "../src/server/domain/companies/default-criteria";
import type { Measurement } from "../src/shared/api/measurement-list";
import type { ShareLinks } from "../src/shared/api/share-links";
import { seedCriteria, signIn } from "./data";
import { expectAccessible, expectFits, notifications, SCREENSHOT_DIR, screenshot } from "./support";

/**
 * The two pages a share link opens, without an account (spec §2): the measurement entry and the
 * technician rating. Data is prepared through the staff API, then the pages are used in a browser
 * context of their own, with no cookie, on a phone and on a desktop.
 */

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

type Item = { name: string; serialNumber: string };
const MANOMETER = {
  name: "Manomètre numérique",
  serialNumber: "MAN-001",
  currentPeriod: 12,
  type: "Pression",
};
const PROBE = { name: "Sonde PT100", serialNumber: "PT-003", currentPeriod: 6 };
const SCALE = { name: "Balance de précision", serialNumber: "BAL-004", currentPeriod: 36, type: "Masse" };
const EQUIPMENT = [MANOMETER, PROBE, SCALE];

const criterion = (name: string) => DEFAULT_CRITERIA.find((c) => c.name === name)!;
const FREQUENCY = criterion("Fréquence d'utilisation");
const CONDITIONS = criterion("Conditions d'utilisation et d'environnement");
/** p=technicien rates the utilisateur_equipement and general criteria (DESIGN.md §4). */
const TECHNICIAN_CRITERIA = DEFAULT_CRITERIA.filter((c) => c.profile === "utilisateur_equipement");

/** A company with its criteria, a campaign of three equipment, and the campaign's two links. */
async function prepareCampaign(page: Page, context: BrowserContext, baseURL: string, name: string) {
  await signIn(context, baseURL, {
    roles: ["admin"],
    firstName: "Claire",
    lastName: "Martin",
    company: "Métrologie Industrielle Rhône",
  });
  await seedCriteria(page.request);
  const created = await page.request.post("/api/campaigns", {
    data: {
      name,
      description: "Relevés trimestriels de l'atelier pression. <b>Merci</b> de saisir chaque mesure.",
      status: "active",
      deadline: "2030-06-15T12:30:00.000Z",
      equipment: EQUIPMENT,
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const response = await page.request.get(`/api/campaigns/${id}/share-links`);
  expect(response.status()).toBe(200);
  const links = (await response.json()) as ShareLinks;
  expect(links.measurement.path).toBe(`/measurement/${links.measurement.token}`);
  expect(links.rating.path).toBe(`/campaign/${links.rating.token}`);
  return { id, links };
}

/** A visitor without an account: a context of its own, no cookie. */
async function visitor(browser: Browser, baseURL: string, viewport = PHONE) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
  });
  return { context, page: await context.newPage() };
}

/**
 * The whole page in one picture, the window as tall as the page: the save bar that sticks to the
 * bottom of the screen is then drawn where it is, at the end.
 */
async function tallScreenshot(page: Page, name: string) {
  const size = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(height, size.height) });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
  await page.setViewportSize(size);
}

async function measurementsOf(page: Page, campaignId: number): Promise<Measurement[]> {
  const response = await page.request.get(`/api/campaigns/${campaignId}/measurements`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Measurement[] }).items;
}

function cell(page: Page, criterionName: string, item: Item): Locator {
  return page.getByRole("combobox", { name: `${criterionName} — ${item.name} (${item.serialNumber})` });
}

async function rate(page: Page, criterionName: string, item: Item, description: string) {
  await cell(page, criterionName, item).click();
  await page.getByRole("option", { name: description, exact: true }).click();
}

test.describe("Saisie de mesure publique (spec §2, §5, §8)", () => {
  test("un opérateur saisit deux mesures au clavier sur un téléphone, sans compte", async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.setTimeout(90_000);
    const { id, links } = await prepareCampaign(page, context, baseURL!, "Campagne pression 2026");
    const guest = await visitor(browser, baseURL!);
    const phone = guest.page;
    await phone.goto(links.measurement.path);

    await expect(phone.getByRole("heading", { level: 1, name: "Campagne pression 2026" })).toBeVisible();
    await expect(phone.getByText("En cours", { exact: true })).toBeVisible();
    await expect(phone.getByText("Métrologie Industrielle Rhône")).toBeVisible();
    // What staff typed is shown as text, never as markup.
    await expect(phone.getByText("<b>Merci</b> de saisir chaque mesure", { exact: false })).toBeVisible();
    const select = phone.getByLabel("Équipement *");
    await expect(select.locator("option")).toHaveText([
      "Sélectionnez un équipement",
      "Balance de précision (BAL-004)",
      "Manomètre numérique (MAN-001)",
      "Sonde PT100 (PT-003)",
    ]);
    await expectFits(phone, "saisie de mesure");
    await expectAccessible(phone);
    await screenshot(phone, "public-measurement-375");

    // Keyboard only: an empty form is refused field by field, by the shared schema.
    await phone.keyboard.press("Tab");
    const operator = phone.getByLabel("Nom de l'Opérateur *");
    await expect(operator).toBeFocused();
    await phone.keyboard.press("Enter");
    await expect(phone.getByText("Le nom de l'opérateur est requis")).toBeVisible();
    await expect(phone.getByText("L'équipement est requis")).toBeVisible();
    await expect(phone.getByText("La valeur est requise")).toBeVisible();
    await expect(phone.getByText("Choisissez une unité dans la liste")).toBeVisible();
    await expect(operator).toBeFocused();
    await expect(operator).toHaveAttribute("aria-invalid", "true");

    await phone.keyboard.type("Jean Dupont");
    await phone.keyboard.press("Tab");
    await expect(select).toBeFocused();
    await phone.keyboard.type("Sonde");
    await expect(select).toHaveValue(/\d+/);
    await expect(select.locator("option:checked")).toHaveText("Sonde PT100 (PT-003)");
    await phone.keyboard.press("Tab");
    const value = phone.getByLabel("Valeur *");
    await expect(value).toBeFocused();
    await phone.keyboard.type("1,23456");
    await phone.keyboard.press("Tab");
    await expect(phone.getByLabel("Unité *")).toBeFocused();
    await phone.keyboard.type("kPa");
    await expect(phone.getByLabel("Unité *")).toHaveValue("kPa");
    await phone.keyboard.press("Tab");
    await phone.keyboard.type("Après mise en pression, 20 °C");
    await phone.keyboard.press("Tab");
    await expect(phone.getByRole("button", { name: "Enregistrer la mesure" })).toBeFocused();
    await phone.keyboard.press("Enter");
    await expect(phone.getByText("La valeur accepte au plus 4 décimales")).toBeVisible();
    await expect(value).toBeFocused();
    expect(await measurementsOf(page, id)).toEqual([]);

    await phone.keyboard.press("ControlOrMeta+a");
    await phone.keyboard.type("12,5");
    await phone.keyboard.press("Enter");

    await expect(phone.getByRole("heading", { name: "Mesure enregistrée" })).toBeFocused();
    await expect(
      phone.getByText("Votre mesure a été enregistrée avec succès pour la campagne Campagne pression 2026."),
    ).toBeVisible();
    await expect(phone.getByText("12,5 kPa")).toBeVisible();
    await expect(notifications(phone).getByText("Mesure enregistrée avec succès")).toBeVisible();
    await expect(notifications(phone).getByText("Succès", { exact: true })).toBeVisible();
    await expectFits(phone, "mesure enregistrée");
    await expectAccessible(phone);
    await screenshot(phone, "public-measurement-done-375");

    const first = await measurementsOf(page, id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      equipmentName: PROBE.name,
      operatorName: "Jean Dupont",
      value: "12.5",
      unit: "kPa",
      notes: "Après mise en pression, 20 °C",
      linkKind: "campaign",
    });

    // Another one: the operator stays, the equipment comes next.
    await phone.keyboard.press("Tab");
    await expect(phone.getByRole("button", { name: "Saisir une autre mesure" })).toBeFocused();
    await phone.keyboard.press("Enter");
    await expect(select).toBeFocused();
    await expect(operator).toHaveValue("Jean Dupont");
    await expect(value).toHaveValue("");
    await phone.keyboard.type("Mano");
    await phone.keyboard.press("Tab");
    await phone.keyboard.type("-0.0003");
    // The unit chosen last is kept; Enter in the value sends the form.
    await expect(phone.getByLabel("Unité *")).toHaveValue("kPa");
    await phone.keyboard.press("Enter");
    await expect(phone.getByRole("heading", { name: "Mesure enregistrée" })).toBeVisible();
    const both = await measurementsOf(page, id);
    expect(both.map((m) => [m.equipmentName, m.value, m.unit]).sort()).toEqual([
      [MANOMETER.name, "-0.0003", "kPa"],
      [PROBE.name, "12.5", "kPa"],
    ]);

    // The next visit on this phone remembers the operator.
    await phone.reload();
    await expect(operator).toHaveValue("Jean Dupont");
    await guest.context.close();
  });

  test("sur un ordinateur, et les liens inconnus, absents ou régénérés", async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.setTimeout(60_000);
    const { id, links } = await prepareCampaign(page, context, baseURL!, "Campagne température");
    const desk = await visitor(browser, baseURL!, DESKTOP);
    await desk.page.goto(links.measurement.path);
    await expect(desk.page.getByRole("heading", { level: 1, name: "Campagne température" })).toBeVisible();
    await expectAccessible(desk.page);
    await screenshot(desk.page, "public-measurement-1280");

    // The answer lost on the way back: tried again, the same submission is stored once.
    const ids: string[] = [];
    let loseAnswer = true;
    await desk.page.route(`**/api/campaigns/${links.measurement.token}/measurements`, async (route) => {
      ids.push(route.request().postDataJSON().clientSubmissionId);
      const response = await route.fetch();
      if (loseAnswer) {
        loseAnswer = false;
        return route.abort("connectionreset");
      }
      return route.fulfill({ response });
    });
    await desk.page.getByLabel("Nom de l'Opérateur *").fill("Luc Petit");
    await desk.page.getByLabel("Équipement *").selectOption({ label: "Sonde PT100 (PT-003)" });
    await desk.page.getByLabel("Valeur *").fill("21.04");
    await desk.page.getByLabel("Unité *").selectOption("°C");
    await desk.page.getByRole("button", { name: "Enregistrer la mesure" }).click();
    await expect(notifications(desk.page).getByText("Impossible d'enregistrer la mesure")).toBeVisible();
    await expect(notifications(desk.page).getByText("Erreur", { exact: true })).toBeVisible();
    await desk.page.getByRole("button", { name: "Enregistrer la mesure" }).click();
    await expect(desk.page.getByRole("heading", { name: "Mesure enregistrée" })).toBeVisible();
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect((await measurementsOf(page, id)).map((m) => m.value)).toEqual(["21.04"]);
    // The next measurement is a new submission.
    await desk.page.getByRole("button", { name: "Saisir une autre mesure" }).click();
    await desk.page.getByLabel("Équipement *").selectOption({ label: "Sonde PT100 (PT-003)" });
    await desk.page.getByLabel("Valeur *").fill("21.05");
    await desk.page.getByRole("button", { name: "Enregistrer la mesure" }).click();
    await expect(desk.page.getByRole("heading", { name: "Mesure enregistrée" })).toBeVisible();
    expect(ids).toHaveLength(3);
    expect(ids[2]).not.toBe(ids[0]);
    expect((await measurementsOf(page, id)).map((m) => m.value).sort()).toEqual(["21.04", "21.05"]);
    await desk.page.unrouteAll();

    // When the company reviews public entries, the operator is told the measurement waits.
    const review = await page.request.put("/api/settings/public-entries", { data: { reviewRequired: true } });
    expect(review.status()).toBe(200);
    await desk.page.reload();
    await desk.page.getByLabel("Nom de l'Opérateur *").fill("Luc Petit");
    await desk.page.getByLabel("Équipement *").selectOption({ label: "Balance de précision (BAL-004)" });
    await desk.page.getByLabel("Valeur *").fill("199.9975");
    await desk.page.getByLabel("Unité *").selectOption("g");
    await desk.page.getByRole("button", { name: "Enregistrer la mesure" }).click();
    await expect(desk.page.getByRole("heading", { name: "Mesure enregistrée" })).toBeVisible();
    await expect(desk.page.getByText("199,9975 g")).toBeVisible();
    await expect(
      desk.page.getByText("Elle sera prise en compte après validation par le responsable de la campagne."),
    ).toBeVisible();
    await screenshot(desk.page, "public-measurement-pending-1280");
    expect(await measurementsOf(page, id)).toHaveLength(2);
    await desk.context.close();

    const guest = await visitor(browser, baseURL!);
    const phone = guest.page;
    for (const path of ["/measurement/inconnu-0123456789abcdef", "/measurement/x", "/measurement"]) {
      await phone.goto(path);
      await expect(phone.getByRole("heading", { level: 1, name: "Campagne introuvable" })).toBeVisible();
      await expect(
        phone.getByText("Le lien de saisie que vous avez utilisé n'est pas valide ou a expiré."),
      ).toBeVisible();
      await expect(phone.getByLabel("Nom de l'Opérateur *")).toHaveCount(0);
    }
    await expectFits(phone, "lien invalide");
    await expectAccessible(phone);
    await screenshot(phone, "public-link-invalid-375");

    // A regenerated link dies at once: the page opened before it says so when it sends.
    await phone.goto(links.measurement.path);
    await expect(phone.getByLabel("Nom de l'Opérateur *")).toBeVisible();
    const regenerated = await page.request.post(`/api/campaigns/${id}/share-links/measurement/regenerate`);
    expect(regenerated.status()).toBe(200);
    const fresh = (await regenerated.json()) as ShareLinks;
    expect(fresh.measurement.token).not.toBe(links.measurement.token);
    await phone.getByLabel("Nom de l'Opérateur *").fill("Jean Dupont");
    await phone.getByLabel("Équipement *").selectOption({ label: "Sonde PT100 (PT-003)" });
    await phone.getByLabel("Valeur *").fill("3");
    await phone.getByLabel("Unité *").selectOption("bar");
    await phone.getByRole("button", { name: "Enregistrer la mesure" }).click();
    await expect(notifications(phone).getByText("Ce lien n'est pas valide ou a expiré.")).toBeVisible();
    await expect(phone.getByRole("heading", { level: 1, name: "Campagne introuvable" })).toBeVisible();
    await phone.reload();
    await expect(phone.getByRole("heading", { level: 1, name: "Campagne introuvable" })).toBeVisible();
    await phone.goto(fresh.measurement.path);
    await expect(phone.getByRole("heading", { level: 1, name: "Campagne température" })).toBeVisible();
    await guest.context.close();
  });
});

test.describe("Notation publique d'une campagne (spec §2, §5, §6, §8)", () => {
  test("un technicien note sur un téléphone, en groupe, enregistre et retrouve ses notations", async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.setTimeout(90_000);
    const { id, links } = await prepareCampaign(page, context, baseURL!, "Campagne annuelle 2026");
    const guest = await visitor(browser, baseURL!);
    const phone = guest.page;
    const address = `${links.rating.path}?p=technicien&email=jean.dupont%40labo.fr&name=Jean%20Dupont`;
    await phone.goto(address);

    await expect(phone.getByRole("heading", { level: 1, name: "Campagne annuelle 2026" })).toBeVisible();
    await expect(phone.getByText("Bonjour Jean Dupont")).toBeVisible();
    await expect(phone.getByLabel("Votre nom")).toHaveValue("Jean Dupont");
    // The technician's criteria only, on each equipment's card.
    const manometer = phone.getByRole("group", { name: `${MANOMETER.name} ${MANOMETER.serialNumber}` });
    for (const c of TECHNICIAN_CRITERIA) await expect(cell(phone, c.name, MANOMETER)).toBeVisible();
    await expect(phone.getByRole("combobox")).toHaveCount(EQUIPMENT.length * TECHNICIAN_CRITERIA.length);
    await expect(manometer.getByText("Gravité des conséquences", { exact: false })).toHaveCount(0);
    await expect(phone.getByRole("button", { name: "Noter la sélection" })).toBeDisabled();

    // Nothing changed yet: nothing to save.
    await phone.getByRole("button", { name: "Enregistrer les notations" }).click();
    await expect(
      notifications(phone).getByText("Aucune notation à enregistrer pour le moment."),
    ).toBeVisible();
    await notifications(phone).getByRole("button", { name: "Fermer" }).click();

    await rate(phone, FREQUENCY.name, MANOMETER, FREQUENCY.scale[4]!);
    await expect(phone.getByText("1 notation modifiée à enregistrer")).toBeVisible();

    // Group rating of two equipment, on one criterion.
    await phone.getByRole("checkbox", { name: `Sélectionner ${PROBE.name} (${PROBE.serialNumber})` }).check();
    await phone.getByRole("checkbox", { name: `Sélectionner ${SCALE.name} (${SCALE.serialNumber})` }).check();
    await expect(phone.getByText("2 équipements sélectionnés")).toBeVisible();
    await phone.getByRole("button", { name: "Noter la sélection" }).click();
    const dialog = phone.getByRole("dialog", { name: "Noter la sélection" });
    const apply = dialog.getByRole("button", { name: "Appliquer à 2 équipements" });
    await expect(apply).toBeDisabled();
    await dialog.getByRole("combobox", { name: CONDITIONS.name }).click();
    await phone.getByRole("option", { name: CONDITIONS.scale[1]!, exact: true }).click();
    await expect(apply).toBeEnabled();
    await expectAccessible(phone);
    await phone.screenshot({ path: `${SCREENSHOT_DIR}/public-rating-group-dialog-375.png` });
    await apply.click();
    await expect(dialog).toBeHidden();
    await expect(
      notifications(phone).getByText("Notation appliquée à 2 équipement(s) sélectionné(s)."),
    ).toBeVisible();
    await expect(cell(phone, CONDITIONS.name, PROBE)).toContainText(CONDITIONS.scale[1]!);
    await expect(cell(phone, CONDITIONS.name, SCALE)).toContainText(CONDITIONS.scale[1]!);
    await expect(cell(phone, CONDITIONS.name, MANOMETER)).toContainText("Choisir une note");
    await expect(phone.getByText("3 notations modifiées à enregistrer")).toBeVisible();

    // Deselect all, then select all: the whole campaign.
    await phone.getByRole("button", { name: "Tout désélectionner" }).click();
    await expect(phone.getByRole("button", { name: "Noter la sélection" })).toBeDisabled();
    await phone.getByRole("button", { name: "Tout sélectionner" }).click();
    await expect(phone.getByText("3 équipements sélectionnés")).toBeVisible();
    await phone.getByRole("button", { name: "Tout désélectionner" }).click();

    // A blank name cannot be saved.
    await phone.getByLabel("Votre nom").fill("  ");
    await phone.getByRole("button", { name: "Enregistrer les notations" }).click();
    await expect(phone.getByText("Impossible d'identifier l'opérateur.").first()).toBeVisible();
    await expect(phone.getByLabel("Votre nom")).toBeFocused();
    await phone.getByLabel("Votre nom").fill("Jean Dupont");

    const sent = phone.waitForRequest(
      (request) =>
        request.method() === "POST" &&
        request.url().endsWith(`/api/public/campaigns/${links.rating.token}/ratings`),
    );
    await phone.getByRole("button", { name: "Enregistrer les notations" }).click();
    const request = await sent;
    const body = request.postDataJSON();
    expect(body).toMatchObject({ operatorName: "Jean Dupont", operatorEmail: "jean.dupont@labo.fr" });
    // A first visit sends no rater key: the answer gives one, which this browser keeps.
    expect(body.raterKey).toBeUndefined();
    const raterKey: string = (await (await request.response())!.json()).raterKey;
    expect(raterKey).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    expect(body.clientSubmissionId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(body.ratings).toHaveLength(3);
    expect(body.ratings.every((r: { profile: string }) => r.profile === "technicien")).toBe(true);
    await expect(phone.getByText("Notations enregistrées", { exact: true })).toBeVisible();
    await expect(phone.getByText("Aucune modification en attente.")).toBeVisible();
    await expectFits(phone, "notation publique");
    await expectAccessible(phone);
    await tallScreenshot(phone, "public-rating-375");

    // Stored for the campaign, under the operator's name.
    const stored = await page.request.get(`/api/campaigns/${id}/ratings`);
    expect(stored.status()).toBe(200);
    const ratings = (await stored.json()) as { raterName: string | null; verbatim: string }[];
    expect(ratings).toHaveLength(3);
    expect(ratings.map((r) => r.verbatim).sort()).toEqual(
      [FREQUENCY.scale[4]!, CONDITIONS.scale[1]!, CONDITIONS.scale[1]!].sort(),
    );

    await expect(
      phone.getByText("Vos notations restent liées à ce navigateur", { exact: false }),
    ).toBeVisible();
    await expect(phone.getByText("adressé à jean.dupont@labo.fr", { exact: false })).toBeVisible();

    // A reload finds them again: the browser kept the key.
    await phone.reload();
    await expect(cell(phone, FREQUENCY.name, MANOMETER)).toContainText(FREQUENCY.scale[4]!);
    await expect(cell(phone, CONDITIONS.name, SCALE)).toContainText(CONDITIONS.scale[1]!);
    await expect(cell(phone, CONDITIONS.name, MANOMETER)).toContainText("Choisir une note");
    await guest.context.close();

    // Someone else typing Jean's name and e-mail reads none of his ratings…
    const other = await visitor(browser, baseURL!);
    await other.page.goto(address);
    await expect(other.page.getByText("Bonjour Jean Dupont")).toBeVisible();
    await expect(cell(other.page, FREQUENCY.name, MANOMETER)).toContainText("Choisir une note");
    // …while Jean's own link from the e-mail, his key in its fragment, brings them back anywhere.
    const emailed = await other.context.newPage();
    await emailed.goto(`${address}#cle=${raterKey}`);
    await expect(cell(emailed, FREQUENCY.name, MANOMETER)).toContainText(FREQUENCY.scale[4]!);
    // The key leaves the address once kept.
    await expect(emailed).not.toHaveURL(/cle=/);
    await other.context.close();
  });

  test("sur un ordinateur, un tableau ; liens inconnus, sans jeton ou d'une campagne clôturée", async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.setTimeout(60_000);
    const { id, links } = await prepareCampaign(page, context, baseURL!, "Campagne atelier");
    const desk = await visitor(browser, baseURL!, DESKTOP);
    // Without name nor e-mail: the default first name; an unknown profile is the technician's.
    await desk.page.goto(`${links.rating.path}?p=inconnu`);
    await expect(desk.page.getByText("Bonjour Technicien")).toBeVisible();
    const table = desk.page.getByRole("table", { name: "Notation des équipements" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "",
      "Équipement",
      ...TECHNICIAN_CRITERIA.map((c) => c.name),
    ]);
    await desk.page.getByRole("button", { name: `Description du critère ${FREQUENCY.name}` }).click();
    await expect(
      desk.page.getByRole("dialog", { name: `Description du critère ${FREQUENCY.name}` }),
    ).toHaveText(FREQUENCY.description);
    await desk.page.keyboard.press("Escape");
    await desk.page.getByLabel("Votre nom").fill("Sophie Laurent");
    await expect(desk.page.getByText("Bonjour Sophie Laurent")).toBeVisible();
    await rate(desk.page, FREQUENCY.name, PROBE, FREQUENCY.scale[0]!);
    await desk.page.getByRole("checkbox", { name: "Sélectionner tous les équipements" }).check();
    await expect(desk.page.getByText("3 équipements sélectionnés")).toBeVisible();
    const review = await page.request.put("/api/settings/public-entries", { data: { reviewRequired: true } });
    expect(review.status()).toBe(200);
    await desk.page.getByRole("button", { name: "Enregistrer les notations" }).click();
    await expect(desk.page.getByText("Notations enregistrées", { exact: true })).toBeVisible();
    await expect(
      desk.page.getByText(
        "Vos notations seront prises en compte après validation par le responsable de la campagne.",
      ),
    ).toBeVisible();
    await expect(desk.page.getByText("En attente de validation")).toHaveCount(1);
    // The address now names the operator: a reload finds the ratings again.
    await expect(desk.page).toHaveURL(/name=Sophie\+Laurent/);
    await expectAccessible(desk.page);
    await tallScreenshot(desk.page, "public-rating-1280");
    await desk.page.reload();
    await expect(desk.page.getByText("Bonjour Sophie Laurent")).toBeVisible();
    await expect(cell(desk.page, FREQUENCY.name, PROBE)).toContainText(FREQUENCY.scale[0]!);
    await expect(desk.page.getByText("En attente de validation")).toHaveCount(1);
    await desk.context.close();

    const guest = await visitor(browser, baseURL!);
    const phone = guest.page;
    // Signed in, the public page is reachable too (spec §2).
    await page.goto(`${links.rating.path}?name=Claire%20Martin`);
    await expect(page.getByText("Bonjour Claire Martin")).toBeVisible();

    await phone.goto("/campaign/inconnu-0123456789abcdef?name=Jean");
    await expect(phone.getByRole("heading", { level: 1, name: "Campagne non trouvée" })).toBeVisible();
    await expect(phone.getByText("Le lien de campagne est invalide ou a expiré.")).toBeVisible();
    await phone.goto("/campaign");
    await expect(phone.getByRole("heading", { level: 1, name: "Token manquant" })).toBeVisible();
    await expectFits(phone, "jeton manquant");

    // A closed campaign's link no longer opens.
    const closed = await page.request.patch(`/api/campaigns/${id}/close`);
    expect(closed.status()).toBe(200);
    await phone.goto(links.rating.path);
    await expect(phone.getByRole("heading", { level: 1, name: "Campagne non trouvée" })).toBeVisible();
    await phone.goto(links.measurement.path);
    await expect(phone.getByRole("heading", { level: 1, name: "Campagne introuvable" })).toBeVisible();
    await guest.context.close();
  });
});
