import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { DEFAULT_CRITERIA } from "../src/server/domain/companies/default-criteria";
import { SESSION_COOKIE } from "../src/server/http/plugins/session";
import { signedInUser } from "../tests/support/people";
import { openE2eDatabase, seedCriteria, signIn } from "./data";
import { expectAccessible, notifications, screenshot } from "./support";

/** French numbers group thousands with a narrow no-break space. */
const thousands = (text: string) => text.replace(/ /g, "\u202f");

const criterion = (name: string) => DEFAULT_CRITERIA.find((c) => c.name === name)!;
const FREQUENCY = criterion("Fréquence d'utilisation");
const CONDITIONS = criterion("Conditions d'utilisation et d'environnement");
const TECHNICIAN_CRITERIA = DEFAULT_CRITERIA.filter((c) => c.profile === "utilisateur_equipement");

const EQUIPMENT = [
  { name: "Manomètre numérique", serialNumber: "MAN-001", currentPeriod: 12 },
  { name: "Sonde PT100", serialNumber: "PT-003", currentPeriod: 6 },
  { name: "Balance de précision", serialNumber: "BAL-004", currentPeriod: 36 },
  { name: "Capteur de force", serialNumber: "CF-005", currentPeriod: 12 },
];

async function createCampaign(
  request: APIRequestContext,
  data: { name: string; equipment?: typeof EQUIPMENT; participantIds?: string[]; deadline?: string },
): Promise<number> {
  const response = await request.post("/api/campaigns", { data: { status: "active", ...data } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Another member of the company, signed in in a browser context of their own. */
async function memberPage(
  browser: Browser,
  baseURL: string,
  companyId: number,
  roles: string[],
  firstName: string,
) {
  const database = await openE2eDatabase();
  try {
    const member = await signedInUser(database.db, { companyId, roles, firstName, lastName: "Durand" });
    const context = await browser.newContext({ baseURL, locale: "fr-FR", timezoneId: "Europe/Paris" });
    await context.addCookies([{ name: SESSION_COOKIE, value: member.token, url: baseURL }]);
    return { page: await context.newPage(), id: member.user.id, context };
  } finally {
    await database.close();
  }
}

/** Records every call that changes data. */
function recordWrites(page: Page) {
  const writes: { call: string; body: unknown }[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api/") || request.method() === "GET") return;
    writes.push({ call: `${request.method()} ${url.pathname}`, body: request.postDataJSON() });
  });
  return writes;
}

function ratingTable(page: Page) {
  return page.getByRole("table", { name: "Notation des équipements" });
}

/** The data rows of the table (the header row excluded). */
function dataRows(page: Page) {
  return ratingTable(page).locator("tbody tr[data-equipment-id]");
}

function cell(page: Page, criterionName: string, item: { name: string; serialNumber: string }) {
  return page.getByRole("combobox", { name: `${criterionName} — ${item.name} (${item.serialNumber})` });
}

async function rate(
  page: Page,
  criterionName: string,
  item: (typeof EQUIPMENT)[number],
  description: string,
) {
  await cell(page, criterionName, item).click();
  await page.getByRole("option", { name: description, exact: true }).click();
}

test.describe("Page de notation (spec §2, §4, §6, §7, §8)", () => {
  test("un administrateur note cellule par cellule puis en groupe, atteint 100 % et lance le calcul", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // The whole page in view: opening a list locks the page's scroll, and on a page taller than the
    // window the scroll bar that goes away resizes it, which closes the list (Radix Select).
    await page.setViewportSize({ width: 1440, height: 1400 });
    await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      company: "Métrologie Industrielle Rhône",
    });
    await seedCriteria(page.request);
    const id = await createCampaign(page.request, {
      name: "Campagne annuelle 2026",
      deadline: "2030-06-15T12:30:00.000Z",
      equipment: EQUIPMENT,
    });

    // The entry point: the campaign's rating action on the Campagnes screen.
    await page.goto("/campaigns");
    await page.getByRole("link", { name: "Noter les équipements de Campagne annuelle 2026" }).click();
    await expect(page).toHaveURL(`/campaigns/${id}/rating`);
    await expect(page.getByRole("heading", { level: 1, name: "Campagne annuelle 2026" })).toBeVisible();
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByText("15/06/2030 14:30")).toBeVisible();
    await expect(page.getByText("0/4 équipements notés")).toBeVisible();
    const bar = page.getByRole("progressbar", { name: "Avancement de la notation" });
    await expect(bar).toHaveAttribute("aria-valuenow", "0");

    // One column per criterion (all eight for an admin), each with its profile badge and weight.
    const table = ratingTable(page);
    const headers = table.getByRole("columnheader");
    await expect(headers).toHaveCount(2 + DEFAULT_CRITERIA.length);
    for (const c of DEFAULT_CRITERIA)
      await expect(table.getByRole("columnheader", { name: c.name })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: FREQUENCY.name })).toContainText("Utilisateur");
    await expect(table.getByRole("columnheader", { name: /^Gravité des conséquences/ })).toContainText(
      "InitiateurPoids 2",
    );
    await expect(dataRows(page)).toHaveCount(4);
    await expect(table.getByRole("rowheader", { name: /Sonde PT100/ })).toContainText("PT-003");
    await expect(page.getByRole("button", { name: "Noter les sélectionnés" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Tout désélectionner" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Calculer nouvelle période d'étalonnage" })).toHaveCount(0);
    await expect(page.getByText(/encore 4 équipements à noter/)).toBeVisible();

    // The description of a criterion, in a tooltip of its header.
    const info = table.getByRole("button", { name: `Description du critère ${FREQUENCY.name}` });
    await expect(info).toHaveAccessibleDescription(FREQUENCY.description);
    await info.focus();
    await page.keyboard.press("Enter");
    const description = page.getByRole("dialog", { name: `Description du critère ${FREQUENCY.name}` });
    await expect(description).toHaveText(FREQUENCY.description);
    await screenshot(page, "rating-criterion-description");
    await page.keyboard.press("Escape");
    await expect(description).toBeHidden();
    await expect(info).toBeFocused();

    // The page scrolls its table sideways inside its card, never the whole page.
    const widths = await page.evaluate(() => {
      const box = document.querySelector<HTMLElement>('[data-testid="rating-scroll"]')!;
      return {
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        box: box.clientWidth,
        content: box.scrollWidth,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(widths.content).toBeGreaterThan(widths.box);
    await screenshot(page, "rating-admin-start");
    await expectAccessible(page);

    // One cell with the mouse: saved at once, one request.
    const writes = recordWrites(page);
    const [man, pt, bal, cf] = EQUIPMENT as [
      (typeof EQUIPMENT)[0],
      (typeof EQUIPMENT)[0],
      (typeof EQUIPMENT)[0],
      (typeof EQUIPMENT)[0],
    ];
    await rate(page, FREQUENCY.name, man, "Utilisation quotidienne");
    await expect(cell(page, FREQUENCY.name, man)).toContainText("Utilisation quotidienne");
    await expect(page.getByText("1/4 équipements notés")).toBeVisible();
    await expect(page.locator('[data-save-state="saved"]')).toHaveCount(1);
    await expect(bar).toHaveAttribute("aria-valuenow", "25");

    // One cell with the keyboard: Enter opens the list, the arrows move, Enter chooses.
    const keyboardCell = cell(page, FREQUENCY.name, pt);
    await keyboardCell.focus();
    await page.keyboard.press("Enter");
    // The list moves its focus one step per arrow key (after each key, as a person would type).
    await expect(page.getByRole("option", { name: FREQUENCY.scale[0], exact: true })).toBeFocused();
    for (const step of [1, 2, 3]) {
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("option", { name: FREQUENCY.scale[step], exact: true })).toBeFocused();
    }
    await screenshot(page, "rating-cell-options");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(keyboardCell).toContainText("Utilisation mensuelle");
    await expect(keyboardCell).toBeFocused();
    await expect(page.getByText("2/4 équipements notés")).toBeVisible();
    await expect(page.getByText("50 %", { exact: true })).toBeVisible();
    expect(writes.map((w) => w.call)).toEqual(["POST /api/equipment-ratings", "POST /api/equipment-ratings"]);
    expect(writes[1]!.body).toMatchObject({ campaignId: id, grade: 4 });

    // A failed save: the error of spec §8, and the cell goes back to what was saved.
    await page.route("**/api/equipment-ratings", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"message":"Erreur","code":"INTERNAL"}',
      }),
    );
    await rate(page, CONDITIONS.name, man, CONDITIONS.scale[0]);
    await expect(notifications(page).getByText("Impossible de sauvegarder l'évaluation")).toBeVisible();
    await expect(cell(page, CONDITIONS.name, man)).toContainText("Choisir une note");
    await page.unroute("**/api/equipment-ratings");

    // Saved for good: the page shows the user's own ratings after a reload.
    await page.reload();
    await expect(cell(page, FREQUENCY.name, man)).toContainText("Utilisation quotidienne");
    await expect(cell(page, FREQUENCY.name, pt)).toContainText("Utilisation mensuelle");
    await expect(page.getByText("2/4 équipements notés")).toBeVisible();

    // Search by name, reference or id; the filters count the user's own ratings.
    const search = page.getByLabel("Rechercher un équipement");
    await search.fill("pt-003");
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page)).toContainText("Sonde PT100");
    await search.fill("balance");
    await expect(dataRows(page)).toHaveText([/Balance de précision/]);
    await search.fill("thermomètre");
    await expect(page.getByRole("heading", { name: "Aucun équipement trouvé" })).toBeVisible();
    await screenshot(page, "rating-no-match");
    await page.getByRole("button", { name: "Effacer la recherche et le filtre" }).click();
    await expect(search).toHaveValue("");
    await expect(dataRows(page)).toHaveCount(4);
    await expect(page.getByRole("radio", { name: /^Tous/ })).toBeChecked();

    await page.getByRole("radio", { name: /^Complètement notés/ }).check();
    await expect(page.getByRole("heading", { name: "Aucun équipement trouvé" })).toBeVisible();
    await page.getByRole("radio", { name: /^Non notés/ }).check();
    await expect(dataRows(page)).toHaveCount(2);
    await expect(dataRows(page).nth(0)).toContainText("Balance de précision");
    await expect(dataRows(page).nth(1)).toContainText("Capteur de force");
    await expect(page.getByRole("radio", { name: /^Non notés/ })).toHaveAccessibleName("Non notés 2");

    // Select-all and deselect-all; bulk actions wait for a selection.
    await page.getByRole("button", { name: "Tout sélectionner" }).click();
    await expect(page.getByText("2 équipements sélectionnés")).toBeVisible();
    await expect(page.getByRole("button", { name: "Noter les sélectionnés" })).toBeEnabled();
    await page.getByRole("button", { name: "Tout désélectionner" }).click();
    await expect(page.getByRole("button", { name: "Noter les sélectionnés" })).toBeDisabled();
    await page.getByRole("checkbox", { name: `Sélectionner ${bal.name} (${bal.serialNumber})` }).check();
    await page.getByRole("checkbox", { name: `Sélectionner ${cf.name} (${cf.serialNumber})` }).check();
    await expect(
      page.getByRole("checkbox", { name: "Sélectionner tous les équipements affichés" }),
    ).toBeChecked();

    // Bulk rating of the two unrated ones on every criterion: one request.
    await page.getByRole("button", { name: "Noter les sélectionnés" }).click();
    const dialog = page.getByRole("dialog", { name: "Noter les sélectionnés" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Appliquer à 2 équipements" })).toBeDisabled();
    for (const c of DEFAULT_CRITERIA) {
      await dialog.getByRole("combobox", { name: c.name }).click();
      await page.getByRole("option", { name: c.scale[3], exact: true }).click();
    }
    await expect(dialog.getByText("16 notations à enregistrer")).toBeVisible();
    await expect(dialog.getByText("Poids 0,5", { exact: true })).toBeVisible(); // French decimals
    await screenshot(page, "rating-bulk-dialog");
    await expectAccessible(page);
    writes.length = 0;
    await dialog.getByRole("button", { name: "Appliquer à 2 équipements" }).click();
    await expect(
      notifications(page).getByText("Notation appliquée à 2 équipement(s) sélectionné(s)."),
    ).toBeVisible();
    await expect(notifications(page).getByText("Notations sauvegardées")).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(writes.map((w) => w.call)).toEqual(["POST /api/equipment-ratings/batch"]);
    expect((writes[0]!.body as { ratings: unknown[] }).ratings).toHaveLength(16);
    await expect(page.getByText("Aucun équipement sélectionné", { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Aucun équipement trouvé" })).toBeVisible(); // none left unrated

    // Every equipment has a rating: 100 %, and the calculation is offered.
    await expect(page.getByText("4/4 équipements notés")).toBeVisible();
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    const calculate = page.getByRole("button", { name: "Calculer nouvelle période d'étalonnage" });
    await expect(calculate).toBeVisible();

    // A second bulk rating leaves the criterion kept on 'Ne pas modifier' as it was.
    await page.getByRole("radio", { name: /^Tous/ }).check();
    await page.getByRole("checkbox", { name: `Sélectionner ${man.name} (${man.serialNumber})` }).check();
    await page.getByRole("checkbox", { name: `Sélectionner ${pt.name} (${pt.serialNumber})` }).check();
    await page.getByRole("button", { name: "Noter les sélectionnés" }).click();
    for (const c of DEFAULT_CRITERIA.filter((c) => c !== FREQUENCY)) {
      await dialog.getByRole("combobox", { name: c.name }).click();
      await page.getByRole("option", { name: c.scale[4], exact: true }).click();
    }
    await expect(dialog.getByRole("combobox", { name: FREQUENCY.name })).toContainText("Ne pas modifier");
    writes.length = 0;
    await dialog.getByRole("button", { name: "Appliquer à 2 équipements" }).click();
    await expect(dialog).toBeHidden();
    const sent = (writes[0]!.body as { ratings: { criteriaId: number }[] }).ratings;
    expect(sent).toHaveLength(14);
    await expect(cell(page, FREQUENCY.name, man)).toContainText("Utilisation quotidienne");
    await expect(cell(page, CONDITIONS.name, man)).toContainText(CONDITIONS.scale[4]);
    await expect(page.getByRole("radio", { name: /^Complètement notés/ })).toHaveAccessibleName(
      "Complètement notés 4",
    );
    await screenshot(page, "rating-complete");
    await expectAccessible(page);

    // On a narrow window the controls wrap and the table still scrolls inside its card.
    await page.setViewportSize({ width: 820, height: 900 });
    await expect(cell(page, CONDITIONS.name, man)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
    await screenshot(page, "rating-narrow");
    await page.setViewportSize({ width: 1440, height: 900 });

    // The calculation, then the results page.
    await calculate.click();
    await expect(page).toHaveURL(`/campaigns/${id}/calibration-results`);
    await expect(notifications(page).getByText("Calcul terminé")).toBeVisible();
    await expect(
      notifications(page).getByText("Les nouvelles périodes d'étalonnage ont été calculées avec succès."),
    ).toBeVisible();
  });

  test("campagne sans équipement, campagne inconnue, et même page sous /equipment-rating", async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, { roles: ["admin"], firstName: "Claire", lastName: "Martin" });
    await seedCriteria(page.request);
    const id = await createCampaign(page.request, { name: "Campagne sans équipement" });

    await page.goto(`/equipment-rating/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Campagne sans équipement" })).toBeVisible();
    await expect(page.getByText("0/0 équipements notés")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Aucun équipement trouvé" })).toBeVisible();
    await expect(
      page.getByText("Cette campagne ne contient encore aucun équipement.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Ouvrir les campagnes" })).toHaveAttribute(
      "href",
      "/campaigns",
    );
    await expect(page.getByLabel("Rechercher un équipement")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Noter les sélectionnés" })).toHaveCount(0);
    await screenshot(page, "rating-empty");
    await expectAccessible(page);

    await page.goto("/campaigns/987654321/rating");
    await expect(page.getByRole("heading", { name: "Campagne non trouvée" })).toBeVisible();
    await screenshot(page, "rating-not-found");
    await expectAccessible(page);
    await page.goto("/equipment-rating/abc");
    await expect(page.getByRole("heading", { name: "Campagne non trouvée" })).toBeVisible();
    await page.getByRole("link", { name: "Retour aux campagnes" }).click();
    await expect(page).toHaveURL("/campaigns");
  });

  test("un technicien participant ne note que les critères de son profil ; les autres cas sont en lecture seule", async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.setTimeout(90_000);
    const admin = await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
    });
    const companyId = admin.company!.id;
    await seedCriteria(page.request);
    const hugo = await memberPage(browser, baseURL!, companyId, ["equipment_user"], "Hugo");
    const ines = await memberPage(browser, baseURL!, companyId, ["technicien"], "Inès");
    const paul = await memberPage(browser, baseURL!, companyId, ["user"], "Paul");
    const id = await createCampaign(page.request, {
      name: "Campagne atelier",
      equipment: EQUIPMENT.slice(0, 3),
      participantIds: [hugo.id],
    });
    const [man, pt] = EQUIPMENT as [(typeof EQUIPMENT)[0], (typeof EQUIPMENT)[0]];

    // The participant technician: the three utilisateur_equipement criteria only.
    await hugo.page.goto(`/campaigns/${id}/rating`);
    const headers = ratingTable(hugo.page).getByRole("columnheader");
    await expect(headers).toHaveCount(2 + TECHNICIAN_CRITERIA.length);
    for (const c of TECHNICIAN_CRITERIA)
      await expect(ratingTable(hugo.page).getByRole("columnheader", { name: c.name })).toContainText(
        "Utilisateur",
      );
    await expect(ratingTable(hugo.page).getByRole("columnheader", { name: /^Gravité/ })).toHaveCount(0);
    await rate(hugo.page, FREQUENCY.name, man, "Utilisation hebdomadaire");
    await expect(hugo.page.getByText("1/3 équipements notés")).toBeVisible();
    // Fully rated, but a technician does not calculate: a campaign manager will.
    await hugo.page.getByRole("checkbox", { name: "Sélectionner tous les équipements affichés" }).check();
    await hugo.page.getByRole("button", { name: "Noter les sélectionnés" }).click();
    const dialog = hugo.page.getByRole("dialog", { name: "Noter les sélectionnés" });
    await dialog.getByRole("combobox", { name: CONDITIONS.name }).click();
    await hugo.page.getByRole("option", { name: CONDITIONS.scale[2], exact: true }).click();
    await dialog.getByRole("button", { name: "Appliquer à 3 équipements" }).click();
    await expect(
      notifications(hugo.page).getByText("Notation appliquée à 3 équipement(s) sélectionné(s)."),
    ).toBeVisible();
    await expect(hugo.page.getByText("3/3 équipements notés")).toBeVisible();
    await expect(
      hugo.page.getByText("Un administrateur ou un initiateur de campagne lancera le calcul", {
        exact: false,
      }),
    ).toBeVisible();
    await expect(
      hugo.page.getByRole("button", { name: "Calculer nouvelle période d'étalonnage" }),
    ).toHaveCount(0);
    await screenshot(hugo.page, "rating-technician");
    await expectAccessible(hugo.page);

    // Removed from the participants meanwhile: the refusal is explained and the page turns read-only.
    expect(
      (
        await page.request.put(`/api/campaigns/${id}/participants`, { data: { participantIds: [] } })
      ).status(),
    ).toBe(200);
    await rate(hugo.page, FREQUENCY.name, pt, "Utilisation quotidienne");
    await expect(
      notifications(hugo.page).getByText(
        "Impossible de sauvegarder l'évaluation. Vous ne participez pas à cette campagne.",
      ),
    ).toBeVisible();
    await expect(cell(hugo.page, FREQUENCY.name, pt)).toHaveText("Non noté");
    await expect(
      hugo.page.getByText("Vous ne participez pas à cette campagne.", { exact: false }).first(),
    ).toBeVisible();
    await expect(cell(hugo.page, FREQUENCY.name, pt)).toBeDisabled();

    // A technician who does not take part: told up front, nothing to choose.
    await ines.page.goto(`/campaigns/${id}/rating`);
    await expect(ines.page.getByText(/^Vous ne participez pas à cette campagne\./)).toBeVisible();
    await expect(cell(ines.page, FREQUENCY.name, man)).toBeDisabled();
    await expect(ines.page.getByRole("button", { name: "Noter les sélectionnés" })).toHaveCount(0);
    await expect(ines.page.getByRole("checkbox")).toHaveCount(0);
    await screenshot(ines.page, "rating-not-participant");
    await expectAccessible(ines.page);

    // A user without a staff role reads only.
    await paul.page.goto(`/campaigns/${id}/rating`);
    await expect(paul.page.getByText(/^Votre rôle ne permet pas de noter/)).toBeVisible();
    await expect(paul.page.getByRole("button", { name: "Noter les sélectionnés" })).toHaveCount(0);

    // A closed campaign is read-only for everyone.
    expect((await page.request.patch(`/api/campaigns/${id}/close`)).status()).toBe(200);
    await page.goto(`/campaigns/${id}/rating`);
    await expect(page.getByText("Clôturée", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Cette campagne est clôturée : elle ne peut plus être modifiée.", { exact: false }),
    ).toBeVisible();
    const combos = page.getByRole("combobox", { name: / — / });
    await expect(combos).toHaveCount(3 * DEFAULT_CRITERIA.length);
    for (const combo of await combos.all()) await expect(combo).toBeDisabled();
    await expect(page.getByRole("button", { name: "Noter les sélectionnés" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Calculer nouvelle période d'étalonnage" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Voir les résultats du calcul" })).toBeVisible();
    await screenshot(page, "rating-closed");
    await expectAccessible(page);
    await hugo.page.goto(`/campaigns/${id}/rating`);
    await expect(cell(hugo.page, FREQUENCY.name, man)).toContainText("Utilisation hebdomadaire");
    await expect(cell(hugo.page, FREQUENCY.name, man)).toBeDisabled();

    for (const member of [hugo, ines, paul]) await member.context.close();
  });

  test("un utilisateur dont le seul rôle est « technicien » est choisi comme participant, puis note ; les actions suivent les abilities", async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.setTimeout(90_000);
    const admin = await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
    });
    await seedCriteria(page.request);
    const ines = await memberPage(browser, baseURL!, admin.company!.id, ["technicien"], "Inès");
    await createCampaign(page.request, { name: "Campagne des sondes", equipment: EQUIPMENT.slice(0, 2) });
    const paused = await page.request.post("/api/campaigns", {
      data: { name: "Campagne en pause", status: "paused", equipment: EQUIPMENT.slice(2, 3) },
    });
    expect(paused.status()).toBe(201);

    // The administrator picks her in the participants dialog, under the technicians' filter.
    await page.goto("/campaigns");
    const table = page.getByRole("table", { name: "Campagnes d'étalonnage" });
    const row = table.getByRole("row", { name: /Campagne des sondes/ });
    await expect(
      table.getByRole("row", { name: /Campagne en pause/ }).getByRole("link", { name: /^Noter/ }),
    ).toHaveCount(0);
    await row.getByRole("button", { name: "Détails de la campagne Campagne des sondes" }).click();
    const dialog = page.getByRole("dialog", { name: "Modifier la campagne" });
    await dialog.getByRole("button", { name: /^Participants/ }).click();
    const picker = page.getByRole("dialog", { name: "Participants" });
    await picker
      .getByLabel("Filtrer par rôle")
      .selectOption({ label: "Technicien/Utilisateur d'Équipement" });
    const choice = picker.getByRole("checkbox", { name: /Inès Durand/ });
    await expect(choice).toBeVisible();
    await expect(
      picker.getByText("Technicien/Utilisateur d'Équipement", { exact: true }).last(),
    ).toBeVisible();
    await choice.check();
    await picker.getByRole("button", { name: "Enregistrer" }).click();
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(notifications(page).getByText("Campagne modifiée avec succès")).toBeVisible();

    // She sees her campaign's rating action, no manager action, and rates on the rating page.
    await ines.page.goto("/campaigns");
    const hers = ines.page.getByRole("table", { name: "Campagnes d'étalonnage" }).getByRole("row", {
      name: /Campagne des sondes/,
    });
    await expect(hers.getByRole("button", { name: /^Clôturer|^Supprimer/ })).toHaveCount(0);
    await hers.getByRole("link", { name: "Noter les équipements de Campagne des sondes" }).click();
    await expect(ines.page.getByRole("heading", { level: 1, name: "Campagne des sondes" })).toBeVisible();
    await expect(ines.page.getByText(/^Vous ne participez pas/)).toHaveCount(0);
    await rate(ines.page, FREQUENCY.name, EQUIPMENT[0]!, "Utilisation hebdomadaire");
    await expect(ines.page.getByText("1/2 équipements notés")).toBeVisible();
    await expect(cell(ines.page, FREQUENCY.name, EQUIPMENT[0]!)).toContainText("Utilisation hebdomadaire");
    await expect(
      ines.page.getByRole("button", { name: "Calculer nouvelle période d'étalonnage" }),
    ).toHaveCount(0);
    await screenshot(ines.page, "rating-technicien-participant");

    // A paused campaign is not rated: the page says why and offers no choice.
    await page.goto(`/campaigns/${(await paused.json()).id}/rating`);
    await expect(page.getByText(/^Cette campagne n'est pas active/)).toBeVisible();
    await expect(cell(page, FREQUENCY.name, EQUIPMENT[2]!)).toBeDisabled();
    await expect(page.getByRole("button", { name: "Noter les sélectionnés" })).toHaveCount(0);
    await ines.context.close();
  });

  test("une campagne de 5 000 équipements : lignes virtualisées, focus gardé, notation groupée de tout", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signIn(context, baseURL!, { roles: ["admin"], firstName: "Claire", lastName: "Martin" });
    await seedCriteria(page.request);
    const equipment = Array.from({ length: 5000 }, (_, index) => ({
      name: `Instrument de mesure n° ${index + 1}`,
      serialNumber: `EQ-${String(index + 1).padStart(5, "0")}`,
      currentPeriod: 12,
    }));
    const id = await createCampaign(page.request, { name: "Parc complet", equipment });

    await page.goto(`/campaigns/${id}/rating`);
    await expect(page.getByText(thousands("0/5 000 équipements notés"))).toBeVisible({ timeout: 15_000 });
    const drawn = await dataRows(page).count();
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(60);
    // Rows of one fixed height: the rows left out are stood for by gaps of the same height.
    expect(
      await dataRows(page)
        .first()
        .evaluate((row) => row.getBoundingClientRect().height),
    ).toBe(56);
    await expect(ratingTable(page)).toHaveAttribute("aria-rowcount", "5001");

    // The focused cell stays while the list scrolls far away, and scrolling to the end shows the last rows.
    const first = cell(page, FREQUENCY.name, equipment[0]!);
    await first.focus();
    const box = page.getByTestId("rating-scroll");
    await box.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect(ratingTable(page).getByRole("rowheader", { name: /EQ-05000/ })).toBeVisible();
    await expect(first).toBeFocused();
    await screenshot(page, "rating-large-end");

    // All 5,000 selected and rated on one criterion, in one request.
    await page.getByRole("button", { name: "Tout sélectionner" }).click();
    await expect(page.getByText(thousands("5 000 équipements sélectionnés"))).toBeVisible();
    await page.getByRole("button", { name: "Noter les sélectionnés" }).click();
    const dialog = page.getByRole("dialog", { name: "Noter les sélectionnés" });
    await dialog.getByRole("combobox", { name: FREQUENCY.name }).click();
    await page.getByRole("option", { name: FREQUENCY.scale[1], exact: true }).click();
    await expect(dialog.getByText(thousands("5 000 notations à enregistrer"))).toBeVisible();
    await dialog.getByRole("button", { name: thousands("Appliquer à 5 000 équipements") }).click();
    await expect(
      notifications(page).getByText(thousands("Notation appliquée à 5 000 équipement(s) sélectionné(s).")),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(thousands("5 000/5 000 équipements notés"))).toBeVisible();
    await expect(page.getByRole("button", { name: "Calculer nouvelle période d'étalonnage" })).toBeVisible();
    // The last equipment shows its new grade (brought into view: what is checked here is the grade).
    await box.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect(cell(page, FREQUENCY.name, equipment[4999]!)).toContainText(FREQUENCY.scale[1]);
  });
});
