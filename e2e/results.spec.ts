import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from "@playwright/test";
import { SESSION_COOKIE } from "../src/server/http/plugins/session";
import { FORCED_PERIOD_MESSAGE } from "../src/shared/api/results";
import { computeNewPeriod } from "../src/shared/opperet";
import { signedInUser } from "../tests/support/people";
import { openE2eDatabase, signIn } from "./data";
import { expectAccessible, expectTimely, report, screenshot } from "./support";

/** A suffix that keeps this run's e-mail addresses apart from any other (they are unique server-wide). */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const PARAMETERS = { k1: 1, k2: 0, pmax: 60 };

/** Two criteria, scored −2 … +2 from grade 1 to grade 5 (a new company has none). */
const CRITERIA = [
  {
    name: "Gravité des conséquences d'une mesure erronée",
    weight: 2,
    profile: "initiateur_campagne",
    scale: ["Critique", "Majeure", "Modérée", "Faible", "Négligeable"],
  },
  {
    name: "Fréquence d'utilisation",
    weight: 1,
    profile: "utilisateur_equipement",
    scale: ["Plusieurs fois par jour", "Quotidienne", "Hebdomadaire", "Mensuelle", "Rare"],
  },
] as const;
const SCORE_OF_GRADE = [-2, -1, 0, 1, 2];

const LONG_NAME =
  "Comparateur à cadran de très haute précision pour le contrôle dimensionnel des pièces usinées en atelier";

/** Each equipment with its grades on the two criteria (null: not rated). */
const EQUIPMENT = [
  { name: "Manomètre numérique", serialNumber: "MAN-001", currentPeriod: 12, grades: [5, 5] },
  { name: "Pied à coulisse", serialNumber: "PAC-002", currentPeriod: 12, grades: [1, 1] },
  { name: "Balance de précision", serialNumber: "BAL-003", currentPeriod: 12, grades: [4, 2] },
  { name: LONG_NAME, serialNumber: "CMP-2024-000457-ATELIER-B", currentPeriod: 24, grades: [3, 3] },
  { name: "Thermomètre à sonde", serialNumber: "THE-005", currentPeriod: 0, grades: [4, 4] },
  { name: "Sonde non notée", serialNumber: "SON-006", currentPeriod: 24, grades: null },
] as const;

/** The figures the page must show, from the calculation itself. */
function expected(name: string) {
  const item = EQUIPMENT.find((e) => e.name === name)!;
  const outcome = computeNewPeriod({
    currentPeriod: item.currentPeriod,
    criteria: CRITERIA.map((c, index) => ({
      criterionId: index + 1,
      weight: c.weight,
      scores: item.grades ? [SCORE_OF_GRADE[item.grades[index]! - 1]!] : [],
    })),
    parameters: PARAMETERS,
  });
  if (outcome.kind !== "computed") throw new Error(`${name}: ${outcome.kind}`);
  return outcome;
}

const fr = (value: number, decimals: number) =>
  new Intl.NumberFormat("fr-FR", { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
const signed = (value: number, decimals: number) =>
  `${Number(value.toFixed(decimals)) === 0 ? "" : value > 0 ? "+" : "−"}${fr(Math.abs(value), decimals)}`;

interface Prepared {
  campaignId: number;
  equipmentIds: Record<string, number>;
}

/** Criteria, a campaign, its ratings and the calculation, through the API as the app would. */
async function prepareCampaign(
  api: APIRequestContext,
  options: { name?: string; calculate?: boolean; criteria?: boolean } = {},
): Promise<Prepared> {
  if (options.criteria !== false) {
    for (const criterion of CRITERIA) {
      const created = await api.post("/api/rating-criteria", {
        data: {
          criteria: {
            name: criterion.name,
            description: null,
            weight: criterion.weight,
            profile: criterion.profile,
          },
          scales: criterion.scale.map((description, index) => ({
            grade: index + 1,
            score: SCORE_OF_GRADE[index],
            description,
          })),
        },
      });
      expect(created.status()).toBe(201);
    }
  }
  const criteria = (await (await api.get("/api/rating-criteria")).json()) as { id: number; name: string }[];
  const criterionIds = CRITERIA.map((c) => criteria.find((x) => x.name === c.name)!.id);

  const campaign = await api.post("/api/campaigns", {
    data: {
      name: options.name ?? "Campagne d'étalonnage 2026",
      status: "active",
      equipment: EQUIPMENT.map(({ name, serialNumber, currentPeriod }) => ({
        name,
        serialNumber,
        currentPeriod,
      })),
    },
  });
  expect(campaign.status()).toBe(201);
  const campaignId = ((await campaign.json()) as { id: number }).id;
  const items = (await (await api.get(`/api/equipment/${campaignId}`)).json()) as {
    id: number;
    name: string;
  }[];
  const equipmentIds = Object.fromEntries(items.map((item) => [item.name, item.id]));

  const ratings = EQUIPMENT.flatMap((item) =>
    (item.grades ?? []).map((grade, index) => ({
      equipmentId: equipmentIds[item.name]!,
      criteriaId: criterionIds[index]!,
      grade,
    })),
  );
  expect((await api.post("/api/equipment-ratings/batch", { data: { campaignId, ratings } })).status()).toBe(
    200,
  );
  if (options.calculate !== false) {
    const calculated = await api.post(`/api/campaigns/${campaignId}/calculate-periods`, {
      data: { adjustmentFactor: 1 },
    });
    expect(await calculated.json()).toEqual({ calculated: 4, unrated: 1, unknownPeriod: 1 });
  }
  return { campaignId, equipmentIds };
}

/** The browser signed in as another member of the same company. */
async function signInMember(context: BrowserContext, baseURL: string, companyId: number, roles: string[]) {
  const database = await openE2eDatabase();
  try {
    const member = await signedInUser(database.db, {
      companyId,
      roles,
      firstName: "Claire",
      lastName: "Martin",
    });
    await context.clearCookies();
    await context.addCookies([{ name: SESSION_COOKIE, value: member.token, url: baseURL }]);
  } finally {
    await database.close();
  }
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

/** The toasts, also while a dialog hides the rest of the page from assistive technologies. */
function toasts(page: Page) {
  return page.getByRole("region", { name: /^Notifications/, includeHidden: true });
}

function resultsTable(page: Page) {
  return page.getByRole("table", { name: "Résultats par équipement" });
}

function resultRow(page: Page, name: string) {
  return resultsTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: `Explication du calcul : ${name}`, exact: true }) });
}

/** The cells of a result row, by column. */
function cells(page: Page, name: string) {
  const cell = (index: number) => resultRow(page, name).getByRole("cell").nth(index);
  return {
    current: cell(4),
    next: cell(5),
    forced: cell(6),
    score: cell(7),
    opperet: cell(8),
    evolution: cell(9),
    status: cell(10),
  };
}

function forcedInput(page: Page, name: string) {
  return page.getByRole("textbox", { name: `Période forcée (mois) : ${name}`, exact: true });
}

function count(page: Page, label: string) {
  return page
    .getByRole("list", { name: "Synthèse des résultats" })
    .getByRole("listitem")
    .filter({ hasText: label });
}

async function expectCounts(
  page: Page,
  total: number,
  extended: number,
  reduced: number,
  maintained: number,
) {
  await expect(count(page, "Équipements calculés")).toContainText(String(total));
  await expect(count(page, "Période Étendue")).toContainText(String(extended));
  await expect(count(page, "Période Réduite")).toContainText(String(reduced));
  await expect(count(page, "Période Maintenue")).toContainText(String(maintained));
}

/** Every call that changes data. */
function recordWrites(page: Page) {
  const writes: { call: string; body: unknown }[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api/") || request.method() === "GET") return;
    writes.push({ call: `${request.method()} ${url.pathname}`, body: request.postDataJSON() });
  });
  return writes;
}

test.describe("Résultats du calcul OPPERET (spec §2, §4, §5, §9 ; DESIGN.md §6)", () => {
  test("un administrateur lit les résultats, force des périodes, les applique et se voit proposer le rapport", async ({
    page,
    context,
    baseURL,
  }) => {
    // A whole flow (read, force, apply, with axe checks): more than the default 30 s on a busy CI machine.
    test.setTimeout(90_000);
    await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      email: `claire.martin.${run}@exemple.fr`,
      company: "Métrologie Industrielle Rhône",
    });
    const { campaignId, equipmentIds } = await prepareCampaign(page.request);
    const writes = recordWrites(page);
    await page.goto(`/campaigns/${campaignId}/calibration-results`);
    await expect(page.getByRole("heading", { level: 1, name: "Résultats du calcul OPPERET" })).toBeVisible();
    await expect(page.getByText(/Campagne « Campagne d'étalonnage 2026 » · calcul du/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Retour à la notation" })).toHaveAttribute(
      "href",
      `/campaigns/${campaignId}/rating`,
    );

    // The four counts and each row's figures, as the calculation gives them.
    await expectCounts(page, 4, 1, 1, 2);
    const doubled = expected("Manomètre numérique");
    expect(doubled).toMatchObject({ globalScore: 2, newPeriod: 24, opperetScore: 100 });
    const man = cells(page, "Manomètre numérique");
    await expect(man.current).toHaveText("12");
    await expect(man.next).toHaveText("24");
    await expect(man.score).toHaveText("+2,00");
    await expect(man.opperet).toHaveText("100,0");
    await expect(man.evolution).toHaveText("+100,0 %");
    await expect(man.status).toHaveText("Période Étendue");
    await expect(resultRow(page, "Manomètre numérique")).toContainText("MAN-001");

    const halved = expected("Pied à coulisse");
    expect(halved).toMatchObject({ globalScore: -2, newPeriod: 6 });
    const pac = cells(page, "Pied à coulisse");
    await expect(pac.next).toHaveText("6");
    await expect(pac.score).toHaveText("−2,00");
    await expect(pac.opperet).toHaveText("0,0");
    await expect(pac.evolution).toHaveText("−50,0 %");
    await expect(pac.status).toHaveText("Période Réduite");

    const mixed = expected("Balance de précision");
    const bal = cells(page, "Balance de précision");
    await expect(bal.next).toHaveText(String(mixed.newPeriod));
    await expect(bal.score).toHaveText(signed(mixed.globalScore, 2));
    await expect(bal.opperet).toHaveText(fr(mixed.opperetScore, 1));
    await expect(bal.evolution).toHaveText(`${signed(((mixed.newPeriod - 12) / 12) * 100, 1)} %`);
    await expect(bal.status).toHaveText("Période Maintenue");
    await expect(cells(page, LONG_NAME).evolution).toHaveText("0,0 %");

    // Equipment without a result, with its reason.
    const without = page.getByRole("table", { name: "Équipements sans résultat" });
    await expect(without.getByRole("row", { name: /Thermomètre à sonde/ })).toContainText(
      "Période actuelle inconnue (0 mois)",
    );
    await expect(without.getByRole("row", { name: /Sonde non notée/ })).toContainText("Non noté");
    await page.mouse.move(0, 0);
    await screenshot(page, "results-page");
    await expectAccessible(page);

    // A typed forced period changes the evolution, the status and the counts at once.
    const balance = forcedInput(page, "Balance de précision");
    await balance.fill("6");
    await expect(bal.evolution).toHaveText("−50,0 %");
    await expect(bal.status).toHaveText("Période Réduite");
    await expectCounts(page, 4, 1, 2, 1);
    await expect(
      page.locator("[aria-live=polite]").filter({ hasText: "1 période forcée non sauvegardée" }),
    ).toHaveCount(1);

    // A refused value shows the French message on its input, and nothing is sent.
    for (const bad of ["121", "2,5", "-1"]) {
      await balance.fill(bad);
      await expect(balance).toHaveAttribute("aria-invalid", "true");
      await expect(balance).toHaveAccessibleDescription(FORCED_PERIOD_MESSAGE);
      await expect(resultRow(page, "Balance de précision")).toContainText(FORCED_PERIOD_MESSAGE);
      await page.getByRole("button", { name: "Sauvegarder Périodes Forcées" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Rien n'a été envoyé" })).toBeVisible();
      await expect(balance).toBeFocused();
      await page.getByRole("button", { name: "Appliquer les Nouvelles Périodes" }).click();
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
    }
    await screenshot(page, "results-forced-period-refused");
    expect(writes).toEqual([]);

    // Save: the changed rows only.
    await balance.fill("18");
    await forcedInput(page, "Pied à coulisse").fill("0");
    await expect(bal.evolution).toHaveText("+50,0 %");
    await page.getByRole("button", { name: "Sauvegarder Périodes Forcées" }).click();
    const why = page.getByRole("alertdialog", { name: "Motif de la période forcée" });
    await expect(why).toContainText("Une période forcée à sauvegarder.");
    await why.getByRole("textbox", { name: "Motif" }).fill("Balance peu utilisée, dérive nulle");
    await why.getByRole("button", { name: "Sauvegarder" }).click();
    await expect(toasts(page)).toContainText("Périodes forcées sauvegardées");
    expect(writes).toEqual([
      {
        call: `PATCH /api/campaigns/${campaignId}/update-forced-periods`,
        body: {
          updates: [{ equipmentId: equipmentIds["Balance de précision"], forcedPeriod: 18 }],
          reason: "Balance peu utilisée, dérive nulle",
        },
      },
    ]);
    await expect(balance).toHaveValue("18");
    await expect(forcedInput(page, "Pied à coulisse")).toHaveValue("");
    await expect(page.getByText("Aucune modification à sauvegarder")).toBeVisible();
    await expectCounts(page, 4, 2, 1, 1);

    // The explanation of a result, with the keyboard.
    const disclosure = page.getByRole("button", { name: "Explication du calcul : Manomètre numérique" });
    await disclosure.focus();
    await page.keyboard.press("Enter");
    await expect(disclosure).toHaveAttribute("aria-expanded", "true");
    const explanation = page.getByRole("region", { name: "Explication du calcul : Manomètre numérique" });
    const criteria = explanation.getByRole("table", { name: /Contribution de chaque critère/ });
    const gravity = criteria.getByRole("row", { name: /Gravité des conséquences/ });
    await expect(gravity).toContainText("Initiateur");
    await expect(gravity.getByRole("cell").nth(1)).toHaveText("2"); // weight
    await expect(gravity.getByRole("cell").nth(2)).toHaveText("1"); // raters
    await expect(gravity.getByRole("cell").nth(3)).toHaveText("+2,00"); // mean
    await expect(gravity.getByRole("cell").nth(4)).toHaveText("0,00"); // dispersion
    await expect(gravity.getByRole("cell").nth(5)).toHaveText("+2,00"); // corrected grade
    await expect(gravity.getByRole("cell").nth(6)).toHaveText(
      signed(doubled.contributions[0]!.contribution, 3),
    );
    await expect(criteria.getByRole("row", { name: /Score global G/ })).toContainText("+2,000");
    await expect(explanation).toContainText("k1 = 1");
    await expect(explanation).toContainText("pmax = 60 mois");
    await expect(explanation).toContainText("= 2,000");
    await expect(explanation).toContainText(
      "12 mois × 2,000 = 24,00 mois → arrondie au mois le plus proche : 24",
    );
    await expect(explanation).toContainText("Période Étendue");
    const choices = explanation.getByRole("table", { name: /Choix des notateurs/ });
    await expect(choices.getByRole("row", { name: /Négligeable/ })).toContainText("Claire Martin");
    await expect(choices.getByRole("row", { name: /Rare/ })).toContainText("+2,0");
    await screenshot(page, "results-explanation");
    await expectAccessible(page);
    await page.keyboard.press("Space");
    await expect(disclosure).toHaveAttribute("aria-expanded", "false");
    await expect(explanation).toHaveCount(0);

    // Apply, after a confirmation that says what will change; unsaved values are saved first.
    await forcedInput(page, "Pied à coulisse").fill("9");
    await page.getByRole("button", { name: "Appliquer les Nouvelles Périodes" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Approuver et appliquer les nouvelles périodes" });
    await expect(confirm).toContainText("sera remplacée par sa période effective");
    await expect(confirm).toContainText("historique");
    await expect(confirm).toContainText("La période forcée modifiée sera d'abord sauvegardée.");
    await confirm
      .getByRole("textbox", { name: "Motif de la période forcée" })
      .fill("Usage quotidien en atelier");
    await screenshot(page, "results-apply-confirmation");
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Sauvegarder, approuver et appliquer" }).click();
    await expect(toasts(page)).toContainText("Nouvelles périodes appliquées");
    await expect(toasts(page)).toContainText("4 instruments mis à jour.");
    const offer = page.getByRole("dialog", { name: "Générer le rapport de synthèse" });
    const contents = offer.getByRole("list", { name: "Contenu du rapport" });
    for (const line of [
      "les informations de la campagne et sa date de création",
      "les participants, par profil",
      "les équipements avec leurs notes et les verbatims",
      "les nouvelles périodes et les périodes forcées",
      "l'évolution et le statut de chaque période",
    ])
      await expect(contents).toContainText(line);
    await expect(offer.getByRole("button", { name: "Générer le rapport" })).toBeVisible();
    await page.mouse.move(0, 0);
    await screenshot(page, "results-report-offer");
    await expectAccessible(page);
    await offer.getByText("Fermer", { exact: true }).click();
    await expect(offer).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Appliquer les Nouvelles Périodes" })).toBeFocused();

    expect(writes.slice(1).map((w) => w.call)).toEqual([
      `PATCH /api/campaigns/${campaignId}/update-forced-periods`,
      `POST /api/campaigns/${campaignId}/apply-periods`,
    ]);
    expect(writes[1]!.body).toMatchObject({ reason: "Usage quotidien en atelier" });
    await expect(page.getByText(/^Périodes appliquées le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
    await expect(cells(page, "Manomètre numérique").status).toContainText("Appliquée : 24 mois");
    await expect(cells(page, "Pied à coulisse").status).toContainText("Appliquée : 9 mois");
    await expect(cells(page, "Balance de précision").status).toContainText("Appliquée : 18 mois");
    const applied = (await (await page.request.get(`/api/equipment/${campaignId}`)).json()) as {
      name: string;
      newPeriod: number | null;
    }[];
    expect(Object.fromEntries(applied.map((e) => [e.name, e.newPeriod]))).toMatchObject({
      "Manomètre numérique": 24,
      "Pied à coulisse": 9,
      "Balance de précision": 18,
      [LONG_NAME]: expected(LONG_NAME).newPeriod,
      "Sonde non notée": null,
    });
    await page.mouse.move(0, 0);
    await screenshot(page, "results-applied");

    // Applying again says so; the report offer leads to the reports screen.
    await page.getByRole("button", { name: "Appliquer les Nouvelles Périodes" }).click();
    await expect(confirm).toContainText("Les périodes ont déjà été appliquées le");
    await confirm.getByRole("button", { name: "Approuver et appliquer" }).click();
    await offer.getByRole("button", { name: "Générer le rapport" }).click();
    await expect(page).toHaveURL("/reports");
  });

  test("le détail d'un résultat signale les notations changées depuis le calcul, et Recalculer les prend en compte", async ({
    page,
    context,
    baseURL,
  }) => {
    const initiator = await signIn(context, baseURL!, {
      roles: ["campaign_initiator"],
      firstName: "Lucie",
      lastName: "Bernard",
    });
    const admin = await memberApi(baseURL!, initiator.company!.id, ["admin"]);
    const { campaignId, equipmentIds } = await prepareCampaign(admin);
    const criteria = (await (await admin.get("/api/rating-criteria")).json()) as {
      id: number;
      name: string;
    }[];
    await page.goto(`/campaigns/${campaignId}/calibration-results`);
    await expect(cells(page, "Pied à coulisse").next).toHaveText("6");

    // The equipment is now rated the other way round, after the calculation.
    const rerated = await page.request.post("/api/equipment-ratings/batch", {
      data: {
        campaignId,
        ratings: criteria
          .filter((c) => CRITERIA.some((x) => x.name === c.name))
          .map((c) => ({ equipmentId: equipmentIds["Pied à coulisse"], criteriaId: c.id, grade: 5 })),
      },
    });
    expect(rerated.status()).toBe(200);
    await page.reload();
    await expect(page.getByText("Ces résultats ne sont plus à jour")).toBeVisible();
    await expect(cells(page, "Pied à coulisse").status).toContainText("À recalculer");
    await screenshot(page, "results-outdated");
    await page.getByRole("button", { name: "Explication du calcul : Pied à coulisse" }).click();
    const explanation = page.getByRole("region", { name: "Explication du calcul : Pied à coulisse" });
    await expect(explanation).toContainText("Des notations de cet équipement ont changé depuis le calcul");
    await expect(explanation).toContainText("→ 6 mois");

    await page.getByRole("button", { name: "Recalculer" }).click();
    // One equipment has no rating: the ratings are incomplete, and calculating asks first.
    const asked = page.getByRole("alertdialog", { name: "Calculer sur des notations incomplètes ?" });
    await asked.getByRole("button", { name: "Calculer quand même" }).click();
    await expect(toasts(page)).toContainText("Calcul terminé");
    await expect(toasts(page)).toContainText(
      "Les nouvelles périodes d'étalonnage ont été calculées avec succès.",
    );
    // Ratings of two raters now: the initiator's +2 on two criteria, and the admin's −2 on the others.
    await expect(explanation).not.toContainText("Des notations de cet équipement ont changé");
    await expect(page.getByText("Ces résultats ne sont plus à jour")).toHaveCount(0);
    await expect(explanation.getByRole("table", { name: /Choix des notateurs/ })).toContainText(
      "Lucie Bernard",
    );
    await expect(explanation.getByRole("table", { name: /Choix des notateurs/ })).toContainText("Marc Roux");
    await expect(
      explanation
        .getByRole("row", { name: /Gravité des conséquences/ })
        .getByRole("cell")
        .nth(2),
    ).toHaveText("2");
    await expect(cells(page, "Pied à coulisse").next).toHaveText("12");
    await expect(cells(page, "Pied à coulisse").evolution).toHaveText("0,0 %");
    await admin.dispose();
  });

  test("sans calcul, la page le dit et renvoie vers la notation", async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, { roles: ["admin"], firstName: "Claire", lastName: "Martin" });
    const { campaignId } = await prepareCampaign(page.request, { calculate: false });
    await page.goto(`/campaigns/${campaignId}/calibration-results`);
    await expect(
      page.getByRole("heading", { name: "Aucun résultat de calcul disponible pour cette campagne." }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Aller à la notation" })).toHaveAttribute(
      "href",
      `/campaigns/${campaignId}/rating`,
    );
    await expect(page.getByRole("button", { name: "Appliquer les Nouvelles Périodes" })).toHaveCount(0);
    await screenshot(page, "results-empty");
    await expectAccessible(page);

    // Spec §2: an unknown campaign is 'Campagne non trouvée', with no way to a rating page.
    await page.goto("/campaigns/999999/calibration-results");
    await expect(page.getByRole("heading", { name: "Campagne non trouvée" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Aller à la notation" })).toHaveCount(0);
    await expect(page.locator('a[href$="/rating"]')).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Retour aux campagnes" })).toBeVisible();
  });

  test("un technicien consulte les résultats en lecture seule, comme tous sur une campagne clôturée", async ({
    page,
    context,
    baseURL,
  }) => {
    const technician = await signIn(context, baseURL!, {
      roles: ["equipment_user"],
      firstName: "Paul",
      lastName: "Durand",
    });
    const admin = await memberApi(baseURL!, technician.company!.id, ["admin"]);
    const { campaignId } = await prepareCampaign(admin);
    await page.goto(`/campaigns/${campaignId}/calibration-results`);
    await expect(page.getByText(/Vous consultez ces résultats en lecture seule/)).toBeVisible();
    await expectCounts(page, 4, 1, 1, 2);
    await expect(resultsTable(page).getByRole("textbox")).toHaveCount(0);
    await expect(cells(page, "Manomètre numérique").forced).toHaveText("—Aucune");
    for (const name of ["Sauvegarder Périodes Forcées", "Appliquer les Nouvelles Périodes", "Recalculer"])
      await expect(page.getByRole("button", { name })).toHaveCount(0);
    await page.getByRole("button", { name: "Explication du calcul : Balance de précision" }).click();
    await expect(
      page.getByRole("region", { name: "Explication du calcul : Balance de précision" }),
    ).toContainText("Contribution de chaque critère");
    await page.mouse.move(0, 0);
    await screenshot(page, "results-read-only");
    await expectAccessible(page);

    // On a narrower screen the wide table scrolls inside its card, never the page.
    await page.setViewportSize({ width: 1024, height: 800 });
    const box = page.getByRole("region", { name: "Tableau défilant des résultats" });
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await box.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    // An open explanation stays within the visible part of the table.
    const visible = (await box.boundingBox())!;
    const opened = (await page
      .getByRole("region", { name: "Explication du calcul : Balance de précision" })
      .boundingBox())!;
    expect(opened.x).toBeGreaterThanOrEqual(visible.x);
    expect(opened.x + opened.width).toBeLessThanOrEqual(visible.x + visible.width);
    await screenshot(page, "results-narrow");
    await expectAccessible(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    // An administrator's page, when someone closes the campaign meanwhile: applying is refused,
    // and the page turns read-only, as for every closed campaign.
    await signInMember(context, baseURL!, technician.company!.id, ["admin"]);
    await page.reload();
    await expect(page.getByText(/Vous consultez ces résultats en lecture seule/)).toHaveCount(0);
    await expect(resultsTable(page).getByRole("textbox")).toHaveCount(4);
    expect((await admin.patch(`/api/campaigns/${campaignId}/close`)).status()).toBe(200);
    await admin.dispose();
    await page.getByRole("button", { name: "Appliquer les Nouvelles Périodes" }).click();
    await page
      .getByRole("alertdialog", { name: "Approuver et appliquer les nouvelles périodes" })
      .getByRole("button", { name: "Approuver et appliquer" })
      .click();
    await expect(toasts(page)).toContainText(
      "Impossible d'appliquer les nouvelles périodes. Cette campagne est clôturée : elle ne peut plus être modifiée.",
    );
    await expect(
      page.getByText(/^Cette campagne est clôturée : ses résultats restent consultables/),
    ).toBeVisible();
    await expect(resultsTable(page).getByRole("textbox")).toHaveCount(0);
    for (const name of ["Sauvegarder Périodes Forcées", "Appliquer les Nouvelles Périodes", "Recalculer"])
      await expect(page.getByRole("button", { name })).toHaveCount(0);
    await expect(page.getByText(/^Périodes appliquées le/)).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe("Résultats du calcul OPPERET : une campagne de 5 000 équipements (DESIGN.md §9)", () => {
  test("5 000 équipements : la page s'affiche, la saisie et le défilement restent fluides", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await signIn(context, baseURL!, { roles: ["admin"], firstName: "Claire", lastName: "Martin" });
    const [criterion] = CRITERIA;
    const created = await page.request.post("/api/rating-criteria", {
      data: {
        criteria: {
          name: criterion.name,
          description: null,
          weight: criterion.weight,
          profile: criterion.profile,
        },
        scales: criterion.scale.map((description, index) => ({
          grade: index + 1,
          score: SCORE_OF_GRADE[index],
          description,
        })),
      },
    });
    const criteriaId = ((await created.json()) as { id: number }).id;
    const campaign = await page.request.post("/api/campaigns", {
      data: {
        name: "Parc complet 2026",
        status: "active",
        equipment: Array.from({ length: 5000 }, (_, i) => ({
          name: `Instrument de mesure n° ${i + 1}`,
          serialNumber: `REF-${String(i + 1).padStart(5, "0")}`,
          currentPeriod: 6 + (i % 5) * 6,
        })),
      },
    });
    const campaignId = ((await campaign.json()) as { id: number }).id;
    const items = (await (await page.request.get(`/api/equipment/${campaignId}`)).json()) as { id: number }[];
    const rated = await page.request.post("/api/equipment-ratings/batch", {
      data: {
        campaignId,
        ratings: items.map((item, i) => ({ equipmentId: item.id, criteriaId, grade: 1 + (i % 5) })),
      },
    });
    expect(rated.status()).toBe(200);
    const calculated = await page.request.post(`/api/campaigns/${campaignId}/calculate-periods`, {
      data: { adjustmentFactor: 1 },
    });
    expect(((await calculated.json()) as { calculated: number }).calculated).toBe(5000);

    // From the navigation's start, timed by the page itself: the first rows, then all 5 000.
    await page.goto(`/campaigns/${campaignId}/calibration-results`);
    const rows = "table[aria-labelledby='results-title'] tbody tr.grid";
    const timeWhen = async (count: number) =>
      Number(
        await (
          await page.waitForFunction(
            ([selector, n]) => (document.querySelectorAll(selector).length >= n ? performance.now() : null),
            [rows, count] as const,
            { timeout: 30_000 },
          )
        ).jsonValue(),
      );
    const firstRows = await timeWhen(1);
    const allRows = await timeWhen(5000);
    const responseEnd = await page.evaluate(
      () =>
        (
          performance
            .getEntriesByType("resource")
            .find((e) => e.name.endsWith("/calibration-results")) as PerformanceResourceTiming
        ).responseEnd,
    );
    report(`réponse de GET calibration-results (5 000 résultats) : ${Math.round(responseEnd)} ms`);
    expectTimely(firstRows - responseEnd, 500, "premières lignes affichées après la réponse");
    expectTimely(allRows - responseEnd, 2500, "5 000 lignes dans la page après la réponse");

    // A forced period typed in the last row: its status and the counts follow at once.
    const typed = await page.evaluate(async (id) => {
      const input = document.getElementById(`forced-period-${id}`) as HTMLInputElement;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      const started = performance.now();
      setValue.call(input, "120");
      input.dispatchEvent(new Event("input", { bubbles: true }));
      while (input.dataset.changed !== "true") await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - started;
    }, items[4999]!.id);
    expectTimely(typed, 250, "saisie d'une période forcée parmi 5 000 lignes");
    await expect(
      page.locator("[aria-live=polite]").filter({ hasText: "1 période forcée non sauvegardée" }),
    ).toHaveCount(1);

    // Scrolled as a mouse wheel would (120 px a frame), then straight to the end (1 000 px a frame).
    const scroll = (step: number, steps: number) =>
      page.evaluate(
        async ([step, steps]) => {
          const box = document.querySelector<HTMLElement>(
            "section[aria-label='Tableau défilant des résultats']",
          )!;
          const gaps: number[] = [];
          let last = performance.now();
          while (gaps.length < steps && box.scrollTop + box.clientHeight < box.scrollHeight - 1) {
            box.scrollTop += step;
            await new Promise((resolve) => requestAnimationFrame(resolve));
            const now = performance.now();
            gaps.push(now - last);
            last = now;
          }
          const total = gaps.reduce((sum, gap) => sum + gap, 0);
          return { count: gaps.length, average: total / gaps.length, longest: Math.max(...gaps) };
        },
        [step, steps] as const,
      );
    const wheel = await scroll(120, 120);
    report(
      `défilement à la molette : ${wheel.count} pas de 120 px, ${Math.round(wheel.average)} ms par image en moyenne, ${Math.round(wheel.longest)} ms au plus`,
    );
    const frames = await scroll(1000, Number.POSITIVE_INFINITY);
    report(
      `défilement jusqu'à la fin : ${frames.count} pas de 1 000 px, ${Math.round(frames.average)} ms par image en moyenne, ${Math.round(frames.longest)} ms au plus`,
    );
    expectTimely(wheel.average, 40, "défilement à la molette, image moyenne");
    expectTimely(frames.longest, 300, "défilement jusqu'à la fin, image la plus longue");
    // CSS locators: role queries over 5 000 rows would time Playwright itself.
    const last = page.locator(`tr:has(#forced-period-${items[4999]!.id})`);
    await expect(last).toBeVisible();
    await expect(last.locator("td").nth(10)).toHaveText("Période Étendue");
    await screenshot(page, "results-5000-scrolled");
  });
});
