import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from "@playwright/test";
import { SESSION_COOKIE } from "../src/server/http/plugins/session";
import type { CriterionInput } from "../src/shared/api/criteria";
import { signedInUser } from "../tests/support/people";
import { openE2eDatabase, signIn } from "./data";
import { expectAccessible, screenshot } from "./support";

/** A suffix that keeps this run's e-mail addresses apart from any other (they are unique server-wide). */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The toasts, also while a dialog hides the rest of the page from assistive technologies. */
function toasts(page: Page) {
  return page.getByRole("region", { name: /^Notifications/, includeHidden: true });
}

function criterionCard(page: Page, name: string) {
  return page.getByRole("article", { name });
}

/** Empties a field with the keyboard only. */
async function clear(page: Page) {
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Criteria of a real company, with long French texts (DESIGN.md §6). */
const DRIFT: CriterionInput = {
  criteria: {
    name: "Dérive constatée entre deux étalonnages rapportée à l'EMT",
    description:
      "Écart observé entre deux étalonnages successifs, comparé à l'erreur maximale tolérée (EMT) de l'instrument.",
    weight: "2",
    profile: "gestionnaire_parc",
  },
  scales: [
    "Hors tolérance : dérive supérieure à l'EMT",
    "Dérive comprise entre 75 % et 100 % de l'EMT",
    "Dérive comprise entre 50 % et 75 % de l'EMT",
    "Dérive comprise entre 25 % et 50 % de l'EMT",
    "Dérive inférieure à 25 % de l'EMT, instrument très stable",
  ].map((description, index) => ({ grade: index + 1, score: String(index - 2), description })),
};
const CONSEQUENCES: CriterionInput = {
  criteria: {
    name: "Gravité des conséquences d'une mesure erronée",
    description: null,
    weight: "0,5",
    profile: "general",
  },
  scales: [
    "Critique : sécurité des personnes, non-conformité réglementaire ou rappel de produit",
    "Majeure : produit non conforme livré au client ou arrêt de production",
    "Modérée : rebut ou retouche détectés en interne",
    "Faible : impact limité, détecté au contrôle suivant",
    "Négligeable : mesure indicative sans incidence sur le produit",
  ].map((description, index) => ({ grade: index + 1, score: String(index - 2), description })),
};

/** An API client signed in as an administrator of that company. */
async function adminApi(baseURL: string, companyId: number): Promise<APIRequestContext> {
  const database = await openE2eDatabase();
  try {
    const admin = await signedInUser(database.db, { companyId, roles: ["admin"] });
    return playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${admin.token}` },
    });
  } finally {
    await database.close();
  }
}

test.describe("Critères de Cotation (spec §2, §3, §5, §8)", () => {
  test("un administrateur règle les paramètres globaux au clavier", async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      email: `claire.parametres.${run}@exemple.fr`,
      company: "Métrologie Industrielle Rhône",
    });
    await page.goto("/rating-criteria");
    await expect(page.getByRole("heading", { level: 1, name: "Critères de Cotation" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Critères de Cotation" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // Defaults of spec §3, and what they do.
    const k1 = page.getByLabel("K1 — Coefficient de pondération");
    const k2 = page.getByLabel("K2 — Correction de dispersion");
    const pmax = page.getByLabel("Pmax — Périodicité maximale");
    await expect(k1).toHaveValue("1");
    await expect(k2).toHaveValue("0");
    await expect(pmax).toHaveValue("60");
    const explanation = page.getByRole("region", { name: "Comment ces paramètres agissent" });
    await expect(explanation.getByText("K1 · Coefficient de pondération")).toBeVisible();
    await expect(explanation.getByText(/Un désaccord raccourcit donc la période/)).toBeVisible();
    const example = explanation.getByRole("list", { name: /Exemple avec ces valeurs/ });
    await expect(example.getByRole("listitem")).toHaveText([
      "G = −2 : 6 mois",
      "G = −1 : 8 mois",
      "G = 0 : 12 mois",
      "G = +1 : 17 mois",
      "G = +2 : 24 mois",
    ]);
    await expect(page.getByRole("button", { name: "Enregistrer les paramètres" })).toBeDisabled();

    // Every field is required (spec §5).
    await k1.focus();
    await clear(page);
    await page.keyboard.press("Tab");
    await clear(page);
    await page.keyboard.press("Tab");
    await expect(pmax).toBeFocused();
    await clear(page);
    await expect(explanation.getByText("Saisissez des valeurs valides")).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByText("K1 est requis")).toBeVisible();
    await expect(page.getByText("K2 est requis")).toBeVisible();
    await expect(page.getByText("Pmax est requis")).toBeVisible();
    await expect(k1).toBeFocused();
    await expect(k1).toHaveAttribute("aria-invalid", "true");

    // A decimal comma or a point; pmax is a whole number of months; arrows step by 0.1.
    await page.keyboard.type("1,5");
    await page.keyboard.press("Tab");
    await page.keyboard.type("0.2");
    await page.keyboard.press("ArrowUp");
    await expect(k2).toHaveValue("0,3");
    await page.keyboard.press("Tab");
    await page.keyboard.type("12,5");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Pmax est un nombre entier de mois")).toBeVisible();
    await expect(page.getByText("K1 est requis")).toBeHidden();
    await clear(page);
    await page.keyboard.type("48");
    await expect(example.getByRole("listitem").last()).toHaveText("G = +2 : 34 mois");
    await screenshot(page, "rating-criteria-parameters");
    await expectAccessible(page);
    await page.keyboard.press("Enter");
    await expect(toasts(page).getByText("Paramètres globaux sauvegardés")).toBeVisible();
    await expect(k1).toHaveValue("1,5");
    await expect(k2).toHaveValue("0,3");
    await expect(pmax).toHaveValue("48");
    await expect(page.getByRole("button", { name: "Enregistrer les paramètres" })).toBeDisabled();

    const saved = await page.request.get("/api/settings/global-params");
    expect(await saved.json()).toEqual({ k1: 1.5, k2: 0.3, pmax: 48 });
    await page.reload();
    await expect(k1).toHaveValue("1,5");
    await expect(k2).toHaveValue("0,3");
    await expect(pmax).toHaveValue("48");

    // Rétablir puts back the saved values.
    await k1.fill("3");
    await page.getByRole("button", { name: "Rétablir" }).click();
    await expect(k1).toHaveValue("1,5");
    await expect(page.getByRole("button", { name: "Rétablir" })).toBeHidden();
  });

  test("un administrateur crée, modifie puis supprime un critère", async ({ page, context, baseURL }) => {
    // A whole flow (create, edit, delete with axe checks): more than the default 30 s on a busy CI machine.
    test.setTimeout(90_000);
    await signIn(context, baseURL!, {
      roles: ["campaign_initiator"],
      firstName: "Paul",
      lastName: "Girard",
      email: `paul.criteres.${run}@exemple.fr`,
      company: "Étalonnage Sud-Ouest",
    });
    await page.goto("/rating-criteria");

    // A company with no criterion says what to do next.
    await expect(page.getByRole("heading", { name: "Aucun critère de cotation" })).toBeVisible();
    await expect(page.getByText(/Créez les critères sur lesquels les participants noteront/)).toBeVisible();
    await screenshot(page, "rating-criteria-empty");

    const create = page.getByRole("button", { name: "Nouveau critère" });
    await create.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Nouveau critère de cotation" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Nom")).toBeFocused();

    // Defaults of spec §3 and §9: weight 1, profile Utilisateur, scores −2 to +2.
    await expect(dialog.getByLabel("Poids")).toHaveValue("1");
    await expect(dialog.getByLabel("Profil")).toHaveValue("utilisateur_equipement");
    await expect(dialog.getByLabel("Profil").locator("option")).toHaveText([
      "Utilisateur",
      "Gestionnaire",
      "Initiateur",
      "Général",
    ]);
    await expect(dialog.getByText(/Noté par les techniciens et utilisateurs d'équipement/)).toBeVisible();
    for (const [grade, score] of [
      [1, "-2"],
      [2, "-1"],
      [3, "0"],
      [4, "1"],
      [5, "2"],
    ] as const) {
      await expect(dialog.getByLabel(`Score du niveau ${grade}`)).toHaveValue(score);
    }

    // Required fields (spec §5).
    await dialog.getByRole("button", { name: "Créer le critère" }).click();
    await expect(dialog.getByText("Le nom est requis")).toBeVisible();
    await expect(dialog.getByText("La description du niveau est requise")).toHaveCount(5);
    await expect(dialog.getByLabel("Nom")).toBeFocused();

    await page.keyboard.type("Fréquence d'utilisation");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Nombre d'utilisations de l'instrument entre deux étalonnages.");
    await page.keyboard.press("Tab");
    await clear(page);
    await page.keyboard.press("Tab");
    await dialog.getByLabel("Profil").selectOption({ label: "Gestionnaire" });
    await expect(dialog.getByText("Noté par les gestionnaires de parc.")).toBeVisible();
    const levels = [
      "Utilisation quotidienne, en production, par plusieurs opérateurs",
      "Utilisation plusieurs fois par semaine",
      "Utilisation hebdomadaire",
      "Utilisation mensuelle",
      "Utilisation occasionnelle, moins d'une fois par mois",
    ];
    for (const [index, text] of levels.entries()) {
      await dialog.getByLabel(`Description du niveau ${index + 1}`).fill(text);
    }
    await dialog.getByLabel("Score du niveau 4").fill("");
    await dialog.getByRole("button", { name: "Créer le critère" }).click();
    await expect(dialog.getByText("Le poids est requis")).toBeVisible();
    await expect(dialog.getByText("Le score est requis")).toBeVisible();
    await expect(dialog.getByLabel("Score du niveau 4")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Score du niveau 4")).toHaveAccessibleDescription("Le score est requis");
    await expect(dialog.getByText("Le nom est requis")).toBeHidden();
    await screenshot(page, "rating-criteria-dialog");
    await expectAccessible(page);

    // A decimal comma is accepted (DESIGN.md §9).
    await dialog.getByLabel("Poids").fill("1,5");
    await dialog.getByLabel("Score du niveau 4").fill("1");
    await dialog.getByRole("button", { name: "Créer le critère" }).click();
    await expect(toasts(page).getByText("Critère créé avec succès")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();

    const card = criterionCard(page, "Fréquence d'utilisation");
    await expect(card.getByText("Gestionnaire")).toBeVisible();
    await expect(card.getByText("Poids1,5")).toBeVisible();
    await expect(card.getByText("Nombre d'utilisations de l'instrument")).toBeVisible();
    const boxes = card.getByRole("list", { name: "Niveaux de cotation de Fréquence d'utilisation" });
    await expect(boxes.getByRole("listitem")).toHaveText([
      `Niveau 1score −2${levels[0]}`,
      `Niveau 2score −1${levels[1]}`,
      `Niveau 3score 0${levels[2]}`,
      `Niveau 4score +1${levels[3]}`,
      `Niveau 5score +2${levels[4]}`,
    ]);
    const stored = (await (await page.request.get("/api/rating-criteria")).json()) as {
      weight: string;
      profile: string;
      scales: { score: string }[];
    }[];
    expect(stored[0]?.weight).toBe("1.5");
    expect(stored[0]?.profile).toBe("gestionnaire_parc");
    expect(stored[0]?.scales.map((s) => Number(s.score))).toEqual([-2, -1, 0, 1, 2]);

    // Edit: the dialog is prefilled; a decimal point is accepted too.
    const edit = card.getByRole("button", { name: "Modifier le critère Fréquence d'utilisation" });
    await edit.click();
    const editing = page.getByRole("dialog", { name: "Modifier le critère de cotation" });
    await expect(editing.getByLabel("Nom")).toHaveValue("Fréquence d'utilisation");
    await expect(editing.getByLabel("Poids")).toHaveValue("1,5");
    await expect(editing.getByLabel("Profil")).toHaveValue("gestionnaire_parc");
    await expect(editing.getByLabel("Score du niveau 4")).toHaveValue("1");
    await expect(editing.getByLabel("Description du niveau 5")).toHaveValue(levels[4]!);
    await editing.getByLabel("Nom").fill("Fréquence d'utilisation réelle");
    await editing.getByLabel("Poids").fill("2.5");
    await editing.getByLabel("Score du niveau 4").fill("0,5");
    await editing.getByRole("button", { name: "Enregistrer" }).click();
    await expect(toasts(page).getByText("Critère modifié avec succès")).toBeVisible();
    await expect(editing).toBeHidden();
    const renamed = criterionCard(page, "Fréquence d'utilisation réelle");
    await expect(renamed.getByText("Poids2,5")).toBeVisible();
    await expect(renamed.getByText("score +0,5")).toBeVisible();
    await expect(
      renamed.getByRole("button", { name: "Modifier le critère Fréquence d'utilisation réelle" }),
    ).toBeFocused();

    // More criteria, with long texts, as a company would have them.
    for (const input of [DRIFT, CONSEQUENCES]) {
      expect((await page.request.post("/api/rating-criteria", { data: input })).status()).toBe(201);
    }
    await page.reload();
    await expect(page.getByText("3 critères · poids total 5")).toBeVisible();
    await expect(criterionCard(page, DRIFT.criteria.name).getByText("Poids2")).toBeVisible();
    await expect(criterionCard(page, CONSEQUENCES.criteria.name).getByText("Général")).toBeVisible();
    await screenshot(page, "rating-criteria-list");
    await expectAccessible(page);

    // Delete, after a confirmation that says the ratings go too.
    const remove = renamed.getByRole("button", {
      name: "Supprimer le critère Fréquence d'utilisation réelle",
    });
    await remove.click();
    const confirm = page.getByRole("alertdialog", { name: "Supprimer le critère de cotation" });
    await expect(confirm).toContainText("« Fréquence d'utilisation réelle »");
    await expect(confirm).toContainText(
      "Un critère qui a déjà servi à noter des équipements ne peut pas être supprimé",
    );
    await expect(confirm).toContainText("Cette action est irréversible.");
    await screenshot(page, "rating-criteria-delete");
    await confirm.getByRole("button", { name: "Annuler" }).click();
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.press("Enter");
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await expect(toasts(page).getByText("Critère supprimé avec succès")).toBeVisible();
    await expect(renamed).toHaveCount(0);
    await expect(page.getByText("2 critères · poids total 2,5")).toBeVisible();
    await expect(create).toBeFocused();

    // On a phone, the dialog's grades stack with their own labels, without horizontal scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await create.click();
    await expect(dialog.getByText("Score du niveau 1")).toBeVisible();
    await expect(dialog.getByText("Description du niveau 1")).toBeVisible();
    await dialog.getByLabel("Score du niveau 2").scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    await screenshot(page, "rating-criteria-dialog-phone");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("un technicien consulte les critères en lecture seule", async ({ page, context, baseURL }) => {
    const technician = await signIn(context, baseURL!, {
      roles: ["equipment_user"],
      firstName: "Lucas",
      lastName: "Bernard",
      email: `lucas.criteres.${run}@exemple.fr`,
      company: "Atelier de Mesure Lyonnais",
    });
    await page.goto("/rating-criteria");
    await expect(page.getByRole("heading", { name: "Aucun critère de cotation" })).toBeVisible();
    await expect(page.getByText(/Demandez à un administrateur ou à un initiateur de campagne/)).toBeVisible();

    const api = await adminApi(baseURL!, technician.company!.id);
    try {
      for (const input of [DRIFT, CONSEQUENCES]) {
        expect((await api.post("/api/rating-criteria", { data: input })).status()).toBe(201);
      }
    } finally {
      await api.dispose();
    }
    await page.reload();
    await expect(
      page.getByText(/Vous consultez les critères et les paramètres en lecture seule/),
    ).toBeVisible();
    await expect(criterionCard(page, DRIFT.criteria.name)).toBeVisible();
    await expect(page.getByRole("button", { name: "Nouveau critère" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Modifier le critère/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Supprimer le critère/ })).toHaveCount(0);
    await expect(page.getByLabel("K1 — Coefficient de pondération")).toBeDisabled();
    await expect(page.getByLabel("Pmax — Périodicité maximale")).toHaveValue("60");
    await expect(page.getByRole("button", { name: "Enregistrer les paramètres" })).toHaveCount(0);
    await screenshot(page, "rating-criteria-read-only");
    await expectAccessible(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(criterionCard(page, CONSEQUENCES.criteria.name)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, "rating-criteria-phone");

    // The server refuses the change all the same.
    const refused = await page.request.put("/api/settings/global-params", {
      data: { k1: 2, k2: 0, pmax: 60 },
    });
    expect(refused.status()).toBe(403);
  });
});
