import { expect, type Page, test } from "@playwright/test";
import { and, eq, inArray } from "drizzle-orm";
import { instruments } from "../src/server/db/schema";
import { DEFAULT_SCORES } from "../src/server/domain/companies/default-criteria";
import { computeNewPeriod, EVOLUTION_LABELS, evolutionOf } from "../src/shared/opperet";
import { formatSigned } from "../src/web/lib/format";
import { openE2eDatabase, seedCriteria, signIn } from "./data";
import { expectAccessible, screenshot } from "./support";

/**
 * The whole rating flow of spec §4 in the browser: rate a campaign of four instruments (some cells
 * one by one, some in bulk), calculate, check every figure against the formula, force a period,
 * apply, and find the instruments' new periods.
 */
const EQUIPMENT = [
  { name: "Manomètre numérique", serialNumber: "FLOW-MAN-101", currentPeriod: 12 },
  { name: "Thermomètre étuve", serialNumber: "FLOW-THE-102", currentPeriod: 24 },
  { name: "Pied à coulisse", serialNumber: "FLOW-PAC-103", currentPeriod: 12 },
  { name: "Balance de précision", serialNumber: "FLOW-BAL-104", currentPeriod: 36 },
] as const;
type Item = (typeof EQUIPMENT)[number];
const [MAN, THE, PAC, BAL] = EQUIPMENT;

function toasts(page: Page) {
  return page.getByRole("region", { name: /^Notifications/, includeHidden: true });
}

function ratingCell(page: Page, criterion: string, item: Item) {
  return page.getByRole("combobox", { name: `${criterion} — ${item.name} (${item.serialNumber})` });
}

function resultRow(page: Page, item: Item) {
  return page
    .getByRole("table", { name: "Résultats par équipement" })
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: `Explication du calcul : ${item.name}`, exact: true }) });
}

test("noter une campagne, calculer, forcer une période, appliquer et retrouver les nouvelles périodes", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await signIn(context, baseURL!, {
    roles: ["admin"],
    firstName: "Claire",
    lastName: "Martin",
    company: "Métrologie Industrielle Rhône",
  });
  const criteria = await seedCriteria(page.request);
  const byName = (start: string) => criteria.find((c) => c.name.startsWith(start))!;
  const created = await page.request.post("/api/campaigns", {
    data: { name: "Revue des périodes 2027", equipment: EQUIPMENT },
  });
  expect(created.status()).toBe(201);
  const campaignId = ((await created.json()) as { id: number }).id;

  // The grades chosen (index 0–4 = grade 1–5): two in bulk groups, then three cells one by one.
  const grades = new Map<Item, number[]>([
    [MAN, criteria.map(() => 4)],
    [THE, criteria.map(() => 4)],
    [PAC, criteria.map(() => 1)],
    [BAL, criteria.map(() => 1)],
  ]);
  const singles: [Item, string, number][] = [
    [MAN, "Fréquence d'utilisation", 0],
    [BAL, "Gravité des conséquences", 3],
    [PAC, "Dérive constatée", 2],
  ];
  for (const [item, start, grade] of singles) grades.get(item)![criteria.indexOf(byName(start))] = grade;

  await page.goto(`/campaigns/${campaignId}/rating`);
  await expect(page.getByText("0/4 équipements notés")).toBeVisible();

  // Bulk: the thermometer and the manometer at grade 5 everywhere, then the other two at grade 2.
  const bulk = async (items: Item[], grade: number) => {
    for (const item of items)
      await page.getByRole("checkbox", { name: `Sélectionner ${item.name} (${item.serialNumber})` }).check();
    await page.getByRole("button", { name: "Noter les sélectionnés" }).click();
    const dialog = page.getByRole("dialog", { name: "Noter les sélectionnés" });
    for (const c of criteria) {
      await dialog.getByRole("combobox", { name: c.name }).click();
      await page.getByRole("option", { name: c.scale[grade], exact: true }).click();
    }
    await dialog.getByRole("button", { name: `Appliquer à ${items.length} équipements` }).click();
    await expect(
      toasts(page).getByText(`Notation appliquée à ${items.length} équipement(s) sélectionné(s).`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Aucun équipement sélectionné", { exact: false })).toBeVisible();
  };
  await bulk([MAN, THE], 4);
  await expect(page.getByText("2/4 équipements notés")).toBeVisible();
  await bulk([PAC, BAL], 1);

  // One by one: each choice is saved at once.
  for (const [item, start, grade] of singles) {
    const criterion = byName(start);
    await ratingCell(page, criterion.name, item).click();
    await page.getByRole("option", { name: criterion.scale[grade], exact: true }).click();
    await expect(ratingCell(page, criterion.name, item)).toContainText(criterion.scale[grade]!);
  }
  await page.reload();
  for (const [item, start, grade] of singles)
    await expect(ratingCell(page, byName(start).name, item)).toContainText(byName(start).scale[grade]!);
  await expect(page.getByText("4/4 équipements notés")).toBeVisible();
  await screenshot(page, "flow-rated");

  // Calculate: the results page, every figure as the formula gives it.
  await page.getByRole("button", { name: "Calculer nouvelle période d'étalonnage" }).click();
  await expect(page).toHaveURL(`/campaigns/${campaignId}/calibration-results`);
  await expect(toasts(page).getByText("Calcul terminé")).toBeVisible();
  const expected = new Map(
    EQUIPMENT.map((item) => {
      const outcome = computeNewPeriod({
        currentPeriod: item.currentPeriod,
        criteria: criteria.map((c, index) => ({
          criterionId: c.id,
          weight: Number(c.weight),
          scores: [Number(DEFAULT_SCORES[grades.get(item)![index]!])],
        })),
        parameters: { k1: 1, k2: 0, pmax: 60 },
      });
      if (outcome.kind !== "computed") throw new Error("every equipment is rated");
      return [item, outcome];
    }),
  );
  // The hand check of one case: the weights sum to 10; the manometer has +2 everywhere but fréquence
  // (weight 1) at −2: G = (9·2 − 2) / 10 = 1.6; 12 × 2^(1.6/2) = 20.89 → 21 months.
  expect(expected.get(MAN)).toMatchObject({ globalScore: 1.6, newPeriod: 21 });
  const statuses = { extended: 0, reduced: 0, maintained: 0 };
  for (const item of EQUIPMENT) {
    const outcome = expected.get(item)!;
    const evolution = evolutionOf(item.currentPeriod, outcome.newPeriod);
    statuses[evolution.status]++;
    const cells = resultRow(page, item).getByRole("cell");
    await expect(cells.nth(4)).toHaveText(String(item.currentPeriod));
    await expect(cells.nth(5)).toHaveText(String(outcome.newPeriod));
    await expect(cells.nth(7)).toHaveText(formatSigned(outcome.globalScore, 2));
    await expect(cells.nth(9)).toContainText(formatSigned(evolution.percent, 1));
    await expect(cells.nth(10)).toContainText(EVOLUTION_LABELS[evolution.status]);
  }
  const summary = page.getByRole("list", { name: "Synthèse des résultats" });
  for (const [status, n] of Object.entries(statuses))
    await expect(
      summary.getByRole("listitem").filter({ hasText: EVOLUTION_LABELS[status as keyof typeof statuses] }),
    ).toContainText(String(n));
  await screenshot(page, "flow-results");
  await expectAccessible(page);

  // Force the caliper to 10 months (the formula gave 9) and save.
  const forced = page.getByRole("textbox", { name: `Période forcée (mois) : ${PAC.name}`, exact: true });
  await forced.fill("10");
  await expect(resultRow(page, PAC).getByRole("cell").nth(10)).toContainText(
    EVOLUTION_LABELS[evolutionOf(PAC.currentPeriod, 10).status],
  );
  // Leaving with a value not saved asks first; staying keeps it.
  await page.getByRole("link", { name: "Retour à la notation" }).click();
  const leaving = page.getByRole("alertdialog", { name: "Quitter sans sauvegarder ?" });
  await expect(leaving).toContainText("Une période forcée saisie n'est pas sauvegardée");
  await screenshot(page, "flow-leave-unsaved");
  await expectAccessible(page);
  await leaving.getByRole("button", { name: "Annuler" }).click();
  await expect(page).toHaveURL(`/campaigns/${campaignId}/calibration-results`);
  await expect(forced).toHaveValue("10");
  await page.getByRole("button", { name: "Sauvegarder Périodes Forcées" }).click();
  // Why it is forced, kept with it (decision 021).
  const why = page.getByRole("alertdialog", { name: "Motif de la période forcée" });
  await why.getByRole("textbox", { name: "Motif" }).fill("Instrument très sollicité en production");
  await screenshot(page, "flow-forced-reason");
  await expectAccessible(page);
  await why.getByRole("button", { name: "Sauvegarder" }).click();
  await expect(toasts(page).getByText("Périodes forcées sauvegardées")).toBeVisible();

  // Apply, confirmed; the report is offered.
  await page.getByRole("button", { name: "Appliquer les Nouvelles Périodes" }).click();
  await page
    .getByRole("alertdialog", { name: "Approuver et appliquer les nouvelles périodes" })
    .getByRole("button", { name: "Approuver et appliquer" })
    .click();
  await expect(toasts(page).getByText("Nouvelles périodes appliquées")).toBeVisible();
  const offer = page.getByRole("dialog", { name: "Générer le rapport de synthèse" });
  await expect(offer).toBeVisible();
  await screenshot(page, "flow-applied-offer");
  await offer.getByText("Fermer", { exact: true }).click();
  await expect(page.getByText(/^Périodes appliquées le/)).toBeVisible();
  await screenshot(page, "flow-applied");

  // The instruments' new periods: in the inventory, and in the campaign's equipment list.
  const applied = new Map(EQUIPMENT.map((item) => [item, item === PAC ? 10 : expected.get(item)!.newPeriod]));
  const database = await openE2eDatabase();
  try {
    const rows = await database.db
      .select({ reference: instruments.reference, period: instruments.currentPeriod })
      .from(instruments)
      .where(
        and(
          eq(instruments.companyId, admin.company!.id),
          inArray(
            instruments.reference,
            EQUIPMENT.map((e) => e.serialNumber),
          ),
        ),
      );
    expect(Object.fromEntries(rows.map((r) => [r.reference, r.period]))).toEqual(
      Object.fromEntries(EQUIPMENT.map((item) => [item.serialNumber, applied.get(item)])),
    );
  } finally {
    await database.close();
  }
  await page.goto("/campaigns");
  // The results stay one click away from the campaigns list.
  await expect(
    page.getByRole("link", { name: "Résultats du calcul OPPERET de Revue des périodes 2027" }),
  ).toHaveAttribute("href", `/campaigns/${campaignId}/calibration-results`);
  await page.getByRole("button", { name: "Détails de la campagne Revue des périodes 2027" }).click();
  const edit = page.getByRole("dialog", { name: "Modifier la campagne" });
  await edit.getByRole("button", { name: /^Équipements/ }).click();
  const list = page.getByRole("table", { name: "Équipements de la campagne" });
  for (const item of EQUIPMENT)
    await expect(
      list.getByRole("row", { name: new RegExp(item.serialNumber) }).locator('[title^="Période appliquée"]'),
    ).toHaveAttribute(
      "title",
      `Période appliquée : ${applied.get(item)} mois (auparavant ${item.currentPeriod})`,
    );
  await screenshot(page, "flow-campaign-equipment");
});
