import { mkdir } from "node:fs/promises";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { SESSION_COOKIE } from "../src/server/http/plugins/session";
import type { Measurement } from "../src/shared/api/measurement-list";
import type { ShareLinks } from "../src/shared/api/share-links";
import { signedInUser } from "../tests/support/people";
import { openE2eDatabase, signIn } from "./data";
import { expectAccessible, expectFits, notifications } from "./support";

/**
 * Issue 21, finding 3 (decision 020). On a phone, search « BAL-0002 », pick it, search
 * « CAL-0003 »: the calliper is chosen, shown large above « Enregistrer », with only its units. Staff
 * correct and withdraw an entry in Mesures, each with a reason, and see its history.
 */

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = "scratch/trusted-entries";

const BALANCE = { name: "Balance analytique", serialNumber: "BAL-0002", currentPeriod: 12, type: "Balance" };
const CALLIPER = {
  name: "Pied à coulisse numérique",
  serialNumber: "CAL-0003",
  currentPeriod: 24,
  type: "Pied à coulisse",
};
/** Enough equipment for the page's search box (twelve or more). */
const OTHERS = Array.from({ length: 11 }, (_, i) => ({
  name: i < 2 ? `Manomètre de contrôle ${i + 1}` : `Thermomètre d'atelier ${i - 1}`,
  serialNumber: i < 2 ? `MAN-00${i + 1}` : `THE-0${String(i + 10)}`,
  currentPeriod: 12,
  type: i < 2 ? "Manomètre" : "Thermomètre",
}));

async function shot(page: Page, name: string, fullPage = true) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** A company with its units per type, a campaign of thirteen equipment, and its measurement link. */
async function prepare(page: Page, context: BrowserContext, baseURL: string, name: string) {
  const signed = await signIn(context, baseURL, {
    roles: ["admin"],
    firstName: "Claire",
    lastName: "Martin",
    company: "Métrologie Industrielle Rhône",
  });
  for (const [type, units] of [
    ["Balance", ["mg", "g", "kg"]],
    ["Pied à coulisse", ["µm", "mm"]],
  ] as const) {
    const saved = await page.request.put("/api/settings/measurement-units", { data: { type, units } });
    expect(saved.status()).toBe(200);
  }
  const created = await page.request.post("/api/campaigns", {
    data: { name, status: "active", equipment: [BALANCE, CALLIPER, ...OTHERS] },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const links = (await (await page.request.get(`/api/campaigns/${id}/share-links`)).json()) as ShareLinks;
  const equipment = (await (await page.request.get(`/api/equipment/${id}`)).json()) as {
    id: number;
    serialNumber: string;
    instrumentId: number;
  }[];
  const bySerial = (serial: string) => equipment.find((e) => e.serialNumber === serial)!;
  return { id, links, balance: bySerial("BAL-0002"), calliper: bySerial("CAL-0003"), signed };
}

async function measurementsOf(request: APIRequestContext, campaignId: number): Promise<Measurement[]> {
  const response = await request.get(`/api/campaigns/${campaignId}/measurements`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Measurement[] }).items;
}

async function visitor(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
  });
  return { context, page: await context.newPage() };
}

for (const [label, viewport] of [
  ["375", PHONE],
  ["1280", DESKTOP],
] as const) {
  test(`saisie publique à ${label} px : la recherche choisit l'instrument, affiché en grand, avec ses seules unités`, async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.setTimeout(90_000);
    const campaign = await prepare(page, context, baseURL!, `Tournée de l'atelier ${label}`);
    const guest = await visitor(browser, baseURL!, viewport);
    const phone = guest.page;
    try {
      await phone.goto(campaign.links.measurement.path);
      await phone.getByLabel("Nom de l'Opérateur *").fill("Jean Dupont");
      const search = phone.getByLabel("Rechercher un équipement");
      const select = phone.getByLabel("Équipement *");
      const chosen = phone.getByRole("region", { name: "Équipement de la mesure" });
      const unit = phone.getByLabel("Unité *");
      await expect(chosen).toContainText("Aucun équipement choisi");

      // « BAL-0002 »: its one match is chosen, shown large, with the balance's units only.
      await search.fill("BAL-0002");
      await expect(
        phone.getByText("1 équipement correspond à la recherche : il est sélectionné."),
      ).toBeVisible();
      await expect(select).toHaveValue(String(campaign.balance.id));
      await expect(chosen.getByTestId("chosen-instrument-name")).toHaveText(BALANCE.name);
      await expect(chosen.getByTestId("chosen-instrument-reference")).toHaveText("BAL-0002");
      await expect(unit.locator("option")).toHaveText(["Choisir", "mg", "g", "kg"]);
      await unit.selectOption("g");

      // Then « CAL-0003 »: the calliper, never the balance kept out of sight.
      await search.fill("CAL-0003");
      await expect(select).toHaveValue(String(campaign.calliper.id));
      await expect(select.locator("option")).toHaveText([
        "Sélectionnez un équipement",
        "Pied à coulisse numérique (CAL-0003)",
      ]);
      await expect(chosen.getByTestId("chosen-instrument-name")).toHaveText(CALLIPER.name);
      await expect(chosen.getByTestId("chosen-instrument-reference")).toHaveText("CAL-0003");
      // The balance's gram is no unit of a calliper: dropped, and only µm and mm are offered.
      await expect(unit).toHaveValue("");
      await expect(unit.locator("option")).toHaveText(["Choisir", "µm", "mm"]);
      await expect(phone.getByText("Unités de « Pied à coulisse » : µm, mm")).toBeVisible();
      await phone.getByLabel("Valeur *").fill("25,0001");
      await unit.selectOption("mm");
      await expectFits(phone, "saisie de mesure, instrument choisi");
      await expectAccessible(phone);
      await shot(phone, `public-measurement-chosen-${label}`);

      // A search that no longer shows the choice drops it: nothing hidden is ever recorded.
      await search.fill("Manomètre");
      await expect(select).toHaveValue("");
      await expect(chosen).toContainText("Aucun équipement choisi");
      await search.fill("CAL-0003");
      await expect(select).toHaveValue(String(campaign.calliper.id));
      await unit.selectOption("mm");

      await phone.getByRole("button", { name: "Enregistrer la mesure" }).click();
      await expect(phone.getByRole("heading", { name: "Mesure enregistrée" })).toBeVisible();
      await expect(phone.getByText("25,0001 mm")).toBeVisible();
      const stored = await measurementsOf(page.request, campaign.id);
      expect(stored.map((m) => [m.serialNumber, m.value, m.unit])).toEqual([["CAL-0003", "25.0001", "mm"]]);

      // The server refuses the balance's mm even when the page is bypassed.
      const bypass = await phone.request.post(
        `/api/campaigns/${campaign.links.measurement.token}/measurements`,
        {
          data: {
            operatorName: "Jean Dupont",
            equipmentId: campaign.balance.id,
            value: "25,0001",
            unit: "mm",
          },
        },
      );
      expect(bypass.status()).toBe(400);
      expect(await bypass.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "unit" });
    } finally {
      await guest.context.close();
    }
  });
}

test("Mesures : l'équipe corrige et retire une saisie, avec son motif et son historique, à 1280 et 375 px", async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const campaign = await prepare(page, context, baseURL!, "Campagne à corriger");
  const send = async (equipmentId: number, value: string, unit: string, operatorName: string) => {
    const response = await page.request.post(
      `/api/campaigns/${campaign.links.measurement.token}/measurements`,
      {
        data: { operatorName, equipmentId, value, unit },
      },
    );
    expect(response.status()).toBe(201);
  };
  await send(campaign.calliper.id, "25,0010", "mm", "Jean Dupont");
  await send(campaign.balance.id, "199,9975", "g", "Lucie Bernard");

  await page.goto(`/campaigns/${campaign.id}/measurements`);
  const table = page.getByRole("table", { name: "Mesures reçues" });
  await expect(table.locator("tbody tr")).toHaveCount(2);

  // Correct the calliper's value.
  await page.getByRole("button", { name: `Corriger la mesure de Jean Dupont sur ${CALLIPER.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Corriger la mesure" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Valeur corrigée")).toHaveValue("25,001");
  await expect(dialog.getByLabel("Unité").locator("option")).toHaveText(["µm", "mm"]);
  await dialog.getByLabel("Valeur corrigée").fill("25,0003");
  await dialog.getByRole("button", { name: "Enregistrer la correction" }).click();
  await expect(dialog.getByText("Le motif est requis")).toBeVisible();
  await dialog.getByLabel("Motif").fill("Chiffre mal recopié par l'opérateur");
  await expectAccessible(page);
  await shot(page, "measurements-correct-dialog-1280", false);
  await dialog.getByRole("button", { name: "Enregistrer la correction" }).click();
  await expect(notifications(page).getByText("Mesure corrigée")).toBeVisible();
  await expect(dialog).toBeHidden();
  const corrected = table.locator(`tr[data-measurement-id]`).filter({ hasText: CALLIPER.name });
  await expect(corrected).toContainText("25,0003");
  await expect(corrected).toContainText("Corrigée");
  const history = table.locator("tr[data-history-of]").filter({ hasText: "Chiffre mal recopié" });
  await expect(history).toContainText("Saisie : 25,001 mm");
  await expect(history).toContainText("Correction : 25,0003 mm");
  await expect(history).toContainText("par Claire Martin");

  // Withdraw the balance's entry.
  await page.getByRole("button", { name: `Retirer la mesure de Lucie Bernard sur ${BALANCE.name}` }).click();
  const withdraw = page.getByRole("dialog", { name: "Retirer la mesure" });
  await withdraw.getByLabel("Motif").fill("Saisie en double : relevé déjà enregistré");
  await withdraw.getByRole("button", { name: "Retirer la mesure" }).click();
  await expect(notifications(page).getByText("Mesure retirée")).toBeVisible();
  const withdrawn = table.locator(`tr[data-measurement-id]`).filter({ hasText: BALANCE.name });
  await expect(withdrawn).toContainText("Retirée");
  await expect(withdrawn.getByRole("button", { name: /Corriger|Retirer/ })).toHaveCount(0);
  await expect(table.locator("tr[data-history-of]").filter({ hasText: "Saisie en double" })).toContainText(
    "Retrait",
  );
  await expectAccessible(page);
  await shot(page, "measurements-corrected-1280");

  const stored = await measurementsOf(page.request, campaign.id);
  expect(stored.map((m) => [m.serialNumber, m.status, m.value, m.original.value]).sort()).toEqual([
    ["BAL-0002", "withdrawn", "199.9975", "199.9975"],
    ["CAL-0003", "corrected", "25.0003", "25.001"],
  ]);

  // On a phone: cards, the history and the actions in each.
  await page.setViewportSize(PHONE);
  const cards = page.getByRole("list", { name: "Mesures reçues" });
  await expect(cards.locator("li[data-measurement-id]")).toHaveCount(2);
  await expect(cards).toContainText("Retirée");
  await expect(cards).toContainText("Motif : Chiffre mal recopié par l'opérateur");
  await expectFits(page, "Mesures sur un téléphone");
  await shot(page, "measurements-corrected-375");
  await page.getByRole("button", { name: `Corriger la mesure de Jean Dupont sur ${CALLIPER.name}` }).click();
  await expect(dialog).toBeVisible();
  await expectFits(page, "correction sur un téléphone");
  await shot(page, "measurements-correct-dialog-375", false);
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();

  // Someone who does not manage campaigns sees the history, and no action.
  const database = await openE2eDatabase();
  let manager: BrowserContext | undefined;
  try {
    const member = await signedInUser(database.db, {
      companyId: campaign.signed.company!.id,
      roles: ["equipment_manager"],
      firstName: "Hugo",
      lastName: "Moreau",
    });
    manager = await browser.newContext({
      baseURL,
      viewport: DESKTOP,
      locale: "fr-FR",
      timezoneId: "Europe/Paris",
    });
    await manager.addCookies([{ name: SESSION_COOKIE, value: member.token, url: baseURL! }]);
    const other = await manager.newPage();
    await other.goto(`/campaigns/${campaign.id}/measurements`);
    await expect(other.getByRole("table", { name: "Mesures reçues" })).toContainText("Corrigée");
    await expect(other.getByRole("button", { name: /^Corriger la mesure|^Retirer la mesure/ })).toHaveCount(
      0,
    );
  } finally {
    await manager?.close();
    await database.close();
  }
});

test("Paramètres : les unités d'un type se choisissent, à 1280 et 375 px ; le partage y renvoie ; la fiche d'instrument lit la correction", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const campaign = await prepare(page, context, baseURL!, "Campagne des unités");

  await page.goto("/settings");
  const card = page.locator("#unites-de-mesure");
  await expect(card.getByRole("heading", { name: "Unités de mesure par type d'instrument" })).toBeVisible();
  const balance = card.getByRole("list", { name: "Unités du type Balance" });
  await expect(balance.getByRole("listitem")).toHaveText(["mg", "g", "kg"]);
  await expect(card).toContainText("Toutes les unités (38) : liste par défaut");
  await card.getByRole("button", { name: "Modifier les unités du type Thermomètre" }).click();
  const editor = card.getByRole("form", { name: "Unités du type Thermomètre" });
  await editor.getByLabel("°C", { exact: true }).check();
  await editor.getByLabel("K", { exact: true }).check();
  await expect(editor.getByText("2 unité(s) cochée(s)")).toBeVisible();
  await expectAccessible(page);
  await shot(page, "settings-units-editing-1280");
  await editor.getByRole("button", { name: "Enregistrer" }).click();
  await expect(notifications(page).getByText("Unités du type « Thermomètre » enregistrées")).toBeVisible();
  await expect(
    card.getByRole("list", { name: "Unités du type Thermomètre" }).getByRole("listitem"),
  ).toHaveText(["°C", "K"]);
  await shot(page, "settings-units-1280");
  await page.setViewportSize(PHONE);
  await expectFits(page, "Paramètres sur un téléphone");
  await card.scrollIntoViewIfNeeded();
  await shot(page, "settings-units-375");

  // The share dialog points there.
  await page.setViewportSize(DESKTOP);
  await page.goto("/campaigns");
  await page.getByRole("button", { name: "Partager la campagne Campagne des unités" }).click();
  const share = page.getByRole("dialog", { name: "Partager la campagne" });
  await expect(share.getByRole("link", { name: "unités par type d'instrument" })).toHaveAttribute(
    "href",
    "/settings#unites-de-mesure",
  );
  await shot(page, "share-dialog-units-1280", false);
  await page.keyboard.press("Escape");

  // The instrument's record and its impact review read a correction made after the review opened.
  const sent = await page.request.post(`/api/campaigns/${campaign.links.measurement.token}/measurements`, {
    data: { operatorName: "Jean Dupont", equipmentId: campaign.calliper.id, value: "12,5", unit: "mm" },
  });
  expect(sent.status()).toBe(201);
  const [measurement] = await measurementsOf(page.request, campaign.id);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
  const event = await page.request.post(
    `/api/instruments/${campaign.calliper.instrumentId}/calibration-events`,
    {
      data: {
        date: today,
        result: "non_conforme",
        provider: "Laboratoire accrédité",
        certificateReference: "CERT-1",
      },
    },
  );
  expect(event.status()).toBe(201);
  const corrected = await page.request.post(`/api/measurements/${measurement!.id}/corrections`, {
    data: { value: "12,05", unit: "mm", reason: "Virgule mal placée" },
  });
  expect(corrected.status()).toBe(201);
  await page.goto(`/instruments/${campaign.calliper.instrumentId}`);
  await expect(page.getByText("Motif : Virgule mal placée").first()).toBeVisible();
  await expect(page.getByText("Corrigée").first()).toBeVisible();
  await expectAccessible(page);
  await shot(page, "instrument-corrected-1280");
  await page.setViewportSize(PHONE);
  await expectFits(page, "fiche d'instrument sur un téléphone");
  await shot(page, "instrument-corrected-375");
});
