import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { equipment as equipmentTable } from "../src/server/db/schema";
import { DEFAULT_CRITERIA } from "../src/server/domain/companies/default-criteria";
import { openE2eDatabase, seedCriteria, signIn } from "./data";
import {
  expectAccessible,
  expectFits,
  expectTimely,
  notifications,
  SCREENSHOT_DIR,
  screenshot,
} from "./support";

const WIDTH = 375;

/** A suffix that keeps this run's e-mail addresses apart from any other (they are unique server-wide). */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * What the screen shows, without scrolling: a full-page capture resizes the window, which closes an
 * open list, and a dialog stays where the screen is.
 */
async function screen(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
}

/** An open dialog lies inside the screen, both ways, and does not scroll sideways itself. */
async function expectDialogFits(page: Page, what: string, dialog: Locator = page.getByRole("dialog").last()) {
  await expect(dialog).toBeVisible();
  // Once its opening animation, if any, is over.
  await expect
    .poll(() => dialog.evaluate((element) => element.getAnimations({ subtree: true }).length))
    .toBe(0);
  const box = await dialog.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return {
      left: rect.left,
      right: rect.right,
      top: rect.top,
      bottom: rect.bottom,
      scroll: element.scrollWidth,
      client: element.clientWidth,
      height: window.innerHeight,
    };
  });
  expect.soft(box.left, `${what} : bord gauche`).toBeGreaterThanOrEqual(0);
  expect.soft(box.right, `${what} : bord droit`).toBeLessThanOrEqual(WIDTH);
  expect.soft(box.top, `${what} : bord haut`).toBeGreaterThanOrEqual(0);
  expect.soft(box.bottom, `${what} : bord bas`).toBeLessThanOrEqual(box.height);
  expect.soft(box.scroll, `${what} : défilement horizontal dans la fenêtre`).toBeLessThanOrEqual(box.client);
  await expectFits(page, what);
}

type Item = { name: string; serialNumber: string };

/** French numbers group thousands with a narrow no-break space. */
const thousands = (text: string) => text.replace(/ /g, "\u202f");

const criterion = (name: string) => DEFAULT_CRITERIA.find((c) => c.name === name)!;
const FREQUENCY = criterion("Fréquence d'utilisation");
const CONDITIONS = criterion("Conditions d'utilisation et d'environnement");

/** An equipment's card on the phone layout: a group named after it and its reference. */
function card(page: Page, item: Item): Locator {
  return page.getByRole("group", { name: `${item.name} ${item.serialNumber}`, exact: true });
}

/** The grade choice of a criterion on an equipment: "<criterion> — <equipment>". */
function choice(page: Page, criterionName: string, item: Item): Locator {
  return page.getByRole("combobox", { name: `${criterionName} — ${item.name} (${item.serialNumber})` });
}

/** The type of a campaign's equipment, which the inventory brings (no screen sets it). */
async function setType(campaignId: number, serialNumber: string, type: string) {
  const database = await openE2eDatabase();
  try {
    const rows = await database.db
      .update(equipmentTable)
      .set({ type })
      .where(and(eq(equipmentTable.campaignId, campaignId), eq(equipmentTable.serialNumber, serialNumber)))
      .returning({ id: equipmentTable.id });
    expect(rows).toHaveLength(1);
  } finally {
    await database.close();
  }
}

const MAN = { name: "Manomètre numérique", serialNumber: "MAN-001", currentPeriod: 12 };
const PT = { name: "Sonde PT100", serialNumber: "PT-003", currentPeriod: 6 };
const LONG = {
  name: "Comparateur à cadran de très haute précision pour le contrôle dimensionnel des pièces usinées",
  serialNumber: "CMP-2024-000457-ATELIER-B",
  currentPeriod: 24,
};
const EQUIPMENT = [MAN, PT, LONG];

async function createCampaign(api: APIRequestContext, name: string, equipment = EQUIPMENT) {
  const response = await api.post("/api/campaigns", {
    data: { name, status: "active", deadline: "2030-06-15T12:30:00.000Z", equipment },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test.describe("Sur un téléphone (375 px de large)", () => {
  test.use({ viewport: { width: WIDTH, height: 740 }, hasTouch: true });

  test("aucune page ne défile sur le côté : accueil, connexion, configuration, puis chaque écran", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // Signed out: the landing page and the sign-in page.
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectFits(page, "Accueil");
    await page.goto("/api/login");
    await expect(page.getByRole("heading", { level: 1, name: "Connexion à Calibra" })).toBeVisible();
    await expectFits(page, "Connexion");
    await page.getByRole("tab", { name: "Créer un compte" }).click();
    await expectFits(page, "Création de compte");

    // Signed in without a company: the company setup.
    await signIn(context, baseURL!, { roles: ["admin"], firstName: "Zoé", lastName: "Roux", company: null });
    await page.goto("/company-setup");
    await expect(page.getByRole("heading", { name: /^Bienvenue sur Calibra/ })).toBeVisible();
    await expectFits(page, "Configuration de l'entreprise");
    await context.clearCookies();

    // An administrator of a company with criteria, users, campaigns and results.
    await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      email: `claire.martin.${run}@exemple.fr`,
      company: "Métrologie Industrielle Rhône-Alpes et Auvergne",
    });
    const criteria = await seedCriteria(page.request);
    for (const [firstName, lastName, roles] of [
      ["Hugo", "Moreau", ["equipment_user"]],
      ["Inès", "Laurent-Delacroix", ["equipment_manager", "campaign_initiator"]],
    ] as const) {
      const email = `${firstName.toLowerCase()}.${run}@exemple.fr`
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "");
      const created = await page.request.post("/api/users", { data: { firstName, lastName, roles, email } });
      expect(created.status()).toBe(201);
    }
    const id = await createCampaign(page.request, "Campagne annuelle d'étalonnage du parc 2026");
    const items = (await (await page.request.get(`/api/equipment/${id}`)).json()) as { id: number }[];
    const ratings = items.flatMap((item, index) =>
      criteria.map((c) => ({ equipmentId: item.id, criteriaId: c.id, grade: 1 + ((index * 2) % 5) })),
    );
    expect(
      (
        await page.request.post("/api/equipment-ratings/batch", { data: { campaignId: id, ratings } })
      ).status(),
    ).toBe(200);
    expect(
      (
        await page.request.post(`/api/campaigns/${id}/calculate-periods`, { data: { adjustmentFactor: 1 } })
      ).status(),
    ).toBe(200);

    // The menu opens as a drawer.
    await page.goto("/campaigns");
    await expect(page.getByRole("heading", { level: 1, name: "Campagnes" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Campagnes d'étalonnage" })).toBeVisible();
    await expectFits(page, "Campagnes");
    await screenshot(page, "phone-campaigns");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expectDialogFits(page, "Menu");
    await page.getByRole("button", { name: "Fermer le menu" }).click();

    // The campaign's dialogs.
    await page
      .getByRole("button", { name: /^Détails de la campagne/ })
      .first()
      .click();
    const details = page.getByRole("dialog", { name: "Modifier la campagne" });
    await expectDialogFits(page, "Détails de la campagne");
    await details.getByRole("button", { name: /^Participants/ }).click();
    await expectDialogFits(page, "Participants");
    await page.keyboard.press("Escape");
    await details.getByRole("button", { name: /^Équipements/ }).click();
    await expectDialogFits(page, "Équipements");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.goto(`/campaigns/${id}/calibration-results`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Manomètre numérique").first()).toBeVisible();
    await expectFits(page, "Résultats du calcul");
    await screenshot(page, "phone-results");
    await page.getByRole("button", { name: "Explication du calcul : Manomètre numérique" }).click();
    await expect(
      page.getByRole("button", { name: "Explication du calcul : Manomètre numérique" }),
    ).toHaveAttribute("aria-expanded", "true");
    await expectFits(page, "Résultats : explication d'un calcul");
    await page.getByRole("button", { name: "Appliquer les Nouvelles Périodes" }).click();
    await expectDialogFits(
      page,
      "Approuver et appliquer les nouvelles périodes",
      page.getByRole("alertdialog"),
    );
    await screen(page, "phone-results-apply");
    await page.getByRole("button", { name: "Annuler" }).click();

    await page.goto(`/campaigns/${id}/rating`);
    await expect(page.getByText("3/3 équipements notés")).toBeVisible();
    await expectFits(page, "Notation");
    // The calculation's long label wraps inside its card instead of running past it.
    const calculate = await page
      .getByRole("button", { name: "Calculer nouvelle période d'étalonnage" })
      .boundingBox();
    expect(calculate!.x + calculate!.width).toBeLessThanOrEqual(WIDTH - 24);
    await page.getByRole("button", { name: "Tout sélectionner" }).click();
    await page.getByRole("button", { name: "Noter les sélectionnés" }).click();
    await expectDialogFits(page, "Noter les sélectionnés");
    await screen(page, "phone-rating-bulk-dialog");
    await page.keyboard.press("Escape");

    await page.goto("/rating-criteria");
    await expect(page.getByRole("heading", { level: 1, name: "Critères de Cotation" })).toBeVisible();
    await expect(page.getByText(DEFAULT_CRITERIA[0]!.name).first()).toBeVisible();
    await expectFits(page, "Critères de cotation");
    await screenshot(page, "phone-rating-criteria");
    await page.getByRole("button", { name: `Modifier le critère ${DEFAULT_CRITERIA[0]!.name}` }).click();
    await expectDialogFits(page, "Modifier le critère");
    await screen(page, "phone-criterion-dialog");
    await page.keyboard.press("Escape");

    await page.goto("/profiles");
    await expect(page.getByRole("heading", { level: 1, name: "Profils" })).toBeVisible();
    await expect(page.getByText("Laurent-Delacroix").first()).toBeVisible();
    await expectFits(page, "Profils");
    await screenshot(page, "phone-profiles");
    await page.getByRole("button", { name: "Nouvel utilisateur" }).first().click();
    await expectDialogFits(page, "Nouvel utilisateur");
    await screen(page, "phone-user-dialog");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Importer CSV" }).click();
    await expectDialogFits(page, "Importer des utilisateurs");
    await screen(page, "phone-import-dialog");
    await page.keyboard.press("Escape");

    await page.goto("/company");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectFits(page, "Entreprise");
    await screenshot(page, "phone-company");

    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profil Utilisateur" })).toBeVisible();
    await expectFits(page, "Profil");
    await screenshot(page, "phone-profile");
  });

  test("la notation : une carte par équipement, des choix pleine largeur, enregistrés comme dans le tableau", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signIn(context, baseURL!, { roles: ["admin"], firstName: "Claire", lastName: "Martin" });
    await seedCriteria(page.request);
    const id = await createCampaign(page.request, "Campagne de l'atelier");
    const [man, pt, long] = [MAN, PT, LONG];
    await setType(id, man.serialNumber, "Manomètre");

    await page.goto(`/campaigns/${id}/rating`);
    await expect(page.getByText("0/3 équipements notés")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    const cards = page.getByTestId("rating-cards").getByRole("group");
    await expect(cards).toHaveCount(3);

    // The card: the equipment's name, reference and type, then each criterion's choice.
    const first = card(page, man);
    await expect(first.getByRole("heading", { name: man.name })).toBeVisible();
    await expect(first).toContainText(man.serialNumber);
    await expect(first).toContainText("Manomètre");
    await expect(first.getByRole("combobox")).toHaveCount(DEFAULT_CRITERIA.length);
    const frequency = choice(page, FREQUENCY.name, man);
    await expect(frequency).toHaveText("Choisir une note");
    const cardBox = (await first.boundingBox())!;
    for (const combo of await card(page, long).getByRole("combobox").all()) {
      const box = (await combo.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(cardBox.width - 2 * 16 - 2);
    }
    await expectFits(page, "Notation en cartes");
    await screenshot(page, "phone-rating-start");

    // A tap opens the five descriptions, as high as a finger; a tap on one saves it, once.
    const writes: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET" && request.url().includes("/api/")) writes.push(request.url());
    });
    await frequency.tap();
    const options = page.getByRole("option");
    await expect(options).toHaveCount(5);
    for (const option of await options.all())
      expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectFits(page, "Liste des notes ouverte");
    await screen(page, "phone-rating-options");
    await page.getByRole("option", { name: FREQUENCY.scale[0], exact: true }).tap();
    await expect(frequency).toHaveAttribute("data-save-state", "saved");
    await expect(frequency).toContainText(FREQUENCY.scale[0]!);
    await expect(page.getByText("1/3 équipements notés")).toBeVisible();
    await expect(first.getByText("1 critère noté sur 8")).toBeAttached();
    expect(writes).toHaveLength(1);

    // A refused save says so and shows the saved grade again.
    await page.route("**/api/equipment-ratings", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"message":"Erreur","code":"INTERNAL"}',
      }),
    );
    await choice(page, CONDITIONS.name, pt).tap();
    await page.getByRole("option", { name: CONDITIONS.scale[1], exact: true }).tap();
    await expect(notifications(page).getByText("Impossible de sauvegarder l'évaluation")).toBeVisible();
    await expect(choice(page, CONDITIONS.name, pt)).toHaveText("Choisir une note");
    await page.unroute("**/api/equipment-ratings");

    // Saved for good: a reload shows it.
    await page.reload();
    await expect(choice(page, FREQUENCY.name, man)).toContainText(FREQUENCY.scale[0]!);
    await expect(page.getByText("1/3 équipements notés")).toBeVisible();
    await screenshot(page, "phone-rating-cards");
    await expectAccessible(page);

    // With the keyboard: Enter opens the list, the arrows move, Enter chooses; the focus stays.
    const keyboardChoice = choice(page, FREQUENCY.name, pt);
    await keyboardChoice.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("option", { name: FREQUENCY.scale[0], exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("option", { name: FREQUENCY.scale[1], exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(keyboardChoice).toHaveAttribute("data-save-state", "saved");
    await expect(keyboardChoice).toContainText(FREQUENCY.scale[1]!);
    await expect(keyboardChoice).toBeFocused();
    await expect(page.getByText("2/3 équipements notés")).toBeVisible();

    // A criterion's description unfolds under its name.
    const about = first.getByRole("button", { name: `Description du critère ${FREQUENCY.name}` });
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await about.tap();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(first.getByText(FREQUENCY.description, { exact: true })).toBeVisible();
    await screen(page, "phone-rating-description");
    await expectAccessible(page);
    await about.tap();
    await expect(first.getByText(FREQUENCY.description, { exact: true })).toHaveCount(0);

    // The search and the filters choose the cards.
    await page.getByRole("radio", { name: /^Non notés/ }).check();
    await expect(cards).toHaveCount(1);
    await expect(card(page, long)).toBeVisible();
    await page.getByRole("radio", { name: /^Tous/ }).check();
    await page.getByLabel("Rechercher un équipement").fill("pt-003");
    await expect(cards).toHaveCount(1);
    await expect(card(page, pt)).toBeVisible();
    await page.getByLabel("Rechercher un équipement").fill("");

    // Bulk rating of two cards, in a dialog that fits the screen.
    await card(page, pt)
      .getByRole("checkbox", { name: `Sélectionner ${pt.name} (${pt.serialNumber})` })
      .check();
    await card(page, long)
      .getByRole("checkbox", { name: `Sélectionner ${long.name} (${long.serialNumber})` })
      .check();
    await expect(page.getByText("2 équipements sélectionnés")).toBeVisible();
    await page.getByRole("button", { name: "Noter les sélectionnés" }).click();
    const dialog = page.getByRole("dialog", { name: "Noter les sélectionnés" });
    await expectDialogFits(page, "Noter les sélectionnés");
    const bulkChoice = dialog.getByRole("combobox", { name: CONDITIONS.name });
    expect((await bulkChoice.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await bulkChoice.tap();
    await page.getByRole("option", { name: CONDITIONS.scale[3], exact: true }).tap();
    await screen(page, "phone-rating-bulk");
    await dialog.getByRole("button", { name: "Appliquer à 2 équipements" }).tap();
    await expect(
      notifications(page).getByText("Notation appliquée à 2 équipement(s) sélectionné(s)."),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(choice(page, CONDITIONS.name, long)).toContainText(CONDITIONS.scale[3]!);
    await expect(page.getByText("3/3 équipements notés")).toBeVisible();

    // A wide window shows the table again, with the same grades.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("table", { name: "Notation des équipements" })).toBeVisible();
    await expect(page.getByTestId("rating-cards")).toHaveCount(0);
    await expect(choice(page, FREQUENCY.name, man)).toContainText(FREQUENCY.scale[0]!);
    await expect(choice(page, CONDITIONS.name, long)).toContainText(CONDITIONS.scale[3]!);
    // And back to the cards when the window narrows again.
    await page.setViewportSize({ width: WIDTH, height: 740 });
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole("table")).toHaveCount(0);

    // A closed campaign: every choice read-only.
    expect((await page.request.patch(`/api/campaigns/${id}/close`)).status()).toBe(200);
    await page.reload();
    await expect(page.getByText("Cette campagne est clôturée", { exact: false }).first()).toBeVisible();
    await expect(choice(page, FREQUENCY.name, man)).toBeDisabled();
    await expect(choice(page, FREQUENCY.name, long)).toHaveText("Non noté");
    await expect(page.getByRole("checkbox")).toHaveCount(0);
    await screenshot(page, "phone-rating-closed");
    await expectAccessible(page);
  });

  test("5 000 équipements : dix cartes à la fois, page par page", async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await signIn(context, baseURL!, { roles: ["admin"], firstName: "Claire", lastName: "Martin" });
    await seedCriteria(page.request);
    const many = Array.from({ length: 5000 }, (_, index) => ({
      name: `Instrument de mesure n° ${index + 1}`,
      serialNumber: `EQ-${String(index + 1).padStart(5, "0")}`,
      currentPeriod: 12,
    }));
    const id = await createCampaign(page.request, "Parc complet", many);

    const started = Date.now();
    await page.goto(`/campaigns/${id}/rating`);
    await expect(card(page, many[0]!)).toBeVisible({ timeout: 15_000 });
    const opened = Date.now() - started;
    const cards = page.getByTestId("rating-cards").getByRole("group");
    await expect(cards).toHaveCount(10);
    await expect(page.getByTestId("rating-cards").getByRole("combobox")).toHaveCount(
      10 * DEFAULT_CRITERIA.length,
    );
    await expect(page.getByText(thousands("Équipements 1 à 10 sur 5 000"))).toBeVisible();

    const pages = page.getByRole("navigation", { name: "Pages des équipements" });
    await expect(pages.getByRole("button", { name: "Page précédente" })).toBeDisabled();
    await pages.getByRole("button", { name: "Page suivante" }).tap();
    await expect(page.getByText(thousands("Équipements 11 à 20 sur 5 000"))).toBeFocused();
    await expect(card(page, many[10]!)).toBeVisible();
    await expect(card(page, many[0]!)).toHaveCount(0);
    // Measured in the page: from a click on a page button to its cards drawn, the median of five.
    const turned = await page.evaluate(async () => {
      const times: number[] = [];
      for (const [label, last] of [
        ["Page suivante", "EQ-00030"],
        ["Page suivante", "EQ-00040"],
        ["Page précédente", "EQ-00030"],
        ["Page suivante", "EQ-00040"],
        ["Dernière page", "EQ-05000"],
      ] as const) {
        const button = document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
        const started = performance.now();
        button.click();
        while (!document.body.textContent?.includes(last))
          await new Promise((resolve) => requestAnimationFrame(resolve));
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return times.sort((a, b) => a - b)[2]!;
    });
    await expect(card(page, many[4999]!)).toBeVisible();
    await expect(cards).toHaveCount(10);
    await expect(pages).toContainText(thousands("Page 500 sur 500"));
    await expect(pages.getByRole("button", { name: "Page suivante" })).toBeDisabled();

    // Rated on the last page.
    await choice(page, FREQUENCY.name, many[4999]!).tap();
    await page.getByRole("option", { name: FREQUENCY.scale[2], exact: true }).tap();
    await expect(choice(page, FREQUENCY.name, many[4999]!)).toHaveAttribute("data-save-state", "saved");
    await expect(page.getByText(thousands("1/5 000 équipements notés"))).toBeVisible();

    // A search starts again from its first page.
    await page.getByLabel("Rechercher un équipement").fill("EQ-043");
    await expect(cards).toHaveCount(10);
    await expect(page.getByText("Équipements 1 à 10 sur 100")).toBeVisible();
    await expect(card(page, many[4299]!)).toBeVisible();
    await expectFits(page, "5 000 équipements");
    await screenshot(page, "phone-rating-large");
    const timing = `5 000 équipements sur un téléphone : page ouverte en ${opened} ms, changement de page en ${Math.round(turned)} ms (médiane de 5)`;
    test.info().annotations.push({ type: "timing", description: timing });
    process.stdout.write(`      ⏱ ${timing}\n`);
    expectTimely(turned, 1000, "changement de page parmi 5 000 équipements sur un téléphone");
  });
});

test.describe("Sur un écran large (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("la notation reste un tableau aux cellules d'une ligne ; la notation groupée et les résultats", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await signIn(context, baseURL!, { roles: ["admin"], firstName: "Claire", lastName: "Martin" });
    const criteria = await seedCriteria(page.request);
    const id = await createCampaign(page.request, "Campagne annuelle 2026");
    const [man, pt] = [MAN, PT];

    await page.goto(`/campaigns/${id}/rating`);
    await expect(page.getByRole("table", { name: "Notation des équipements" })).toBeVisible();
    await expect(page.getByTestId("rating-cards")).toHaveCount(0);
    const frequency = choice(page, FREQUENCY.name, man);
    // The table's cells keep their one-line height.
    expect((await frequency.boundingBox())!.height).toBe(36);
    await frequency.click();
    await page.getByRole("option", { name: FREQUENCY.scale[1], exact: true }).click();
    await expect(frequency).toHaveAttribute("data-save-state", "saved");
    await page.getByRole("checkbox", { name: `Sélectionner ${pt.name} (${pt.serialNumber})` }).check();
    await page.getByRole("button", { name: "Noter les sélectionnés" }).click();
    const dialog = page.getByRole("dialog", { name: "Noter les sélectionnés" });
    expect((await dialog.getByRole("combobox", { name: FREQUENCY.name }).boundingBox())!.height).toBe(36);
    await screen(page, "wide-rating-bulk-dialog");
    await page.keyboard.press("Escape");
    await screenshot(page, "wide-rating");

    const items = (await (await page.request.get(`/api/equipment/${id}`)).json()) as { id: number }[];
    const ratings = items.flatMap((item, index) =>
      criteria.map((c) => ({ equipmentId: item.id, criteriaId: c.id, grade: 1 + ((index * 2) % 5) })),
    );
    expect(
      (
        await page.request.post("/api/equipment-ratings/batch", { data: { campaignId: id, ratings } })
      ).status(),
    ).toBe(200);
    expect(
      (
        await page.request.post(`/api/campaigns/${id}/calculate-periods`, { data: { adjustmentFactor: 1 } })
      ).status(),
    ).toBe(200);
    await page.goto(`/campaigns/${id}/calibration-results`);
    await expect(page.getByRole("button", { name: "Appliquer les Nouvelles Périodes" })).toBeVisible();
    await screenshot(page, "wide-results");
    await page.getByRole("button", { name: "Appliquer les Nouvelles Périodes" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await screen(page, "wide-results-apply");
  });
});
