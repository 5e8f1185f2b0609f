import { expect, type Page, test } from "@playwright/test";
import { DEFAULT_CRITERIA } from "../src/server/domain/companies/default-criteria";
import { seedCriteria, signIn } from "./data";
import { expectAccessible, expectFits, screenshot } from "./support";

/**
 * The whole path of a share link, with two browsers side by side: staff copy the campaign's two
 * links from the share dialog; a visitor with no account, on a 375 px phone, enters a measurement
 * and rates as a technician; staff then find both on the campaign's Mesures page.
 */

const CAMPAIGN = "Campagne atelier température 2026";
const COMPANY = "Métrologie Industrielle Isère";
const GAUGE = { name: "Manomètre numérique", serialNumber: "MAN-101", currentPeriod: 12 };
const PROBE = { name: "Sonde PT100", serialNumber: "PT-103", currentPeriod: 6 };
const FREQUENCY = DEFAULT_CRITERIA.find((c) => c.name === "Fréquence d'utilisation")!;
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

/** Copies a link with its button and reads it back from the clipboard. */
async function copyLink(page: Page, button: string): Promise<string> {
  await page.getByRole("button", { name: button }).click();
  await expect(
    page
      .getByRole("region", { name: /^Notifications/, includeHidden: true })
      .getByText("Lien copié")
      .first(),
  ).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test("le personnel copie les liens, un visiteur sans compte mesure et note sur un téléphone, le personnel voit les deux", async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(context, baseURL!, {
    roles: ["admin"],
    firstName: "Claire",
    lastName: "Martin",
    company: COMPANY,
  });
  await seedCriteria(page.request);
  const created = await page.request.post("/api/campaigns", {
    data: { name: CAMPAIGN, status: "active", equipment: [GAUGE, PROBE] },
  });
  expect(created.status()).toBe(201);
  const campaignId = ((await created.json()) as { id: number }).id;

  // Staff: the share dialog of the campaign, both links copied.
  await page.goto("/campaigns");
  await page.getByRole("button", { name: `Partager la campagne ${CAMPAIGN}` }).click();
  const dialog = page.getByRole("dialog", { name: "Partager la campagne" });
  await expect(dialog).toBeVisible();
  const measurementLink = await copyLink(page, "Copier le lien de saisie des mesures");
  const ratingLink = await copyLink(page, "Copier le lien de notation technicien");
  expect(measurementLink).toMatch(new RegExp(`^${baseURL}/measurement/[A-Za-z0-9_-]{22,}$`));
  expect(ratingLink).toMatch(new RegExp(`^${baseURL}/campaign/[A-Za-z0-9_-]{22,}$`));
  await screenshot(page, "flow-share-dialog-1280");
  await dialog.getByRole("button", { name: "Fermer" }).last().click();
  await expect(dialog).toBeHidden();

  // The visitor: a browser context of its own, no cookie, a phone.
  const guestContext = await browser.newContext({
    viewport: PHONE,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    hasTouch: true,
    isMobile: true,
  });
  const guest = await guestContext.newPage();
  try {
    expect(await guestContext.cookies()).toEqual([]);
    await guest.goto(measurementLink);
    await expect(guest.getByRole("heading", { level: 1, name: CAMPAIGN })).toBeVisible();
    await guest.getByLabel("Nom de l'Opérateur *").fill("Lucie Bernard");
    await guest.getByLabel("Équipement *").selectOption({ label: `${PROBE.name} (${PROBE.serialNumber})` });
    await guest.getByLabel("Valeur *").fill("21,375");
    await guest.getByLabel("Unité *").selectOption("°C");
    await guest.getByLabel("Notes").fill("Bain thermostaté, après 10 min de stabilisation");
    await expectFits(guest, "saisie de mesure");
    await screenshot(guest, "flow-public-measurement-375");
    await guest.getByRole("button", { name: "Enregistrer la mesure" }).tap();
    await expect(guest.getByRole("heading", { name: "Mesure enregistrée" })).toBeVisible();
    await expect(guest.getByText("21,375 °C")).toBeVisible();
    await screenshot(guest, "flow-public-measurement-done-375");

    // Then the rating link, as a technician who says his name in the address.
    await guest.goto(`${ratingLink}?p=technicien&name=${encodeURIComponent("Marc Lefèvre")}`);
    await expect(guest.getByRole("heading", { level: 1, name: CAMPAIGN })).toBeVisible();
    await expect(guest.getByLabel("Votre nom")).toHaveValue("Marc Lefèvre");
    const cell = guest.getByRole("combobox", {
      name: `${FREQUENCY.name} — ${GAUGE.name} (${GAUGE.serialNumber})`,
    });
    await cell.tap();
    await guest.getByRole("option", { name: FREQUENCY.scale[3]!, exact: true }).tap();
    await expect(guest.getByText("1 notation modifiée à enregistrer")).toBeVisible();
    await guest.getByRole("button", { name: "Enregistrer les notations" }).tap();
    await expect(guest.getByText("Notations enregistrées", { exact: true })).toBeVisible();
    await expect(guest.getByText("Aucune modification en attente.")).toBeVisible();
    await expectFits(guest, "notation technicien");
    await screenshot(guest, "flow-public-rating-375");
  } finally {
    await guestContext.close();
  }

  // Staff: the campaign's Mesures page, reached from the Campagnes screen.
  await page.getByRole("link", { name: `Mesures de la campagne ${CAMPAIGN}` }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${campaignId}/measurements$`));
  const rows = page.getByRole("table", { name: "Mesures reçues" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Lucie Bernard");
  await expect(rows.first()).toContainText(PROBE.name);
  await expect(rows.first()).toContainText("21,375");
  await expect(rows.first()).toContainText("°C");
  await expect(rows.first()).toContainText("Bain thermostaté, après 10 min de stabilisation");
  await expect(rows.first()).toContainText("Lien de saisie");
  await expectAccessible(page);
  await screenshot(page, "flow-staff-measurements-1280");

  await page.getByRole("tab", { name: "Notations par lien" }).click();
  const ratings = page.getByRole("article", { name: "1 notation de Marc Lefèvre" });
  await expect(ratings).toContainText(FREQUENCY.name);
  await expect(ratings).toContainText(FREQUENCY.scale[3]!);
  await expect(ratings).toContainText("Lien de notation");
  await screenshot(page, "flow-staff-link-ratings-1280");

  // The technician's rating counts for the campaign, under his name.
  const stored = (await (await page.request.get(`/api/campaigns/${campaignId}/ratings`)).json()) as {
    raterName: string | null;
    verbatim: string;
  }[];
  expect(stored.map((r) => [r.raterName, r.verbatim])).toEqual([["Marc Lefèvre", FREQUENCY.scale[3]!]]);

  // The same staff pages on a phone.
  await page.setViewportSize(PHONE);
  await page.getByRole("tab", { name: "Mesures" }).click();
  await expect(page.getByRole("list", { name: "Mesures reçues" }).getByRole("listitem")).toHaveCount(1);
  await expectFits(page, "Mesures");
  await screenshot(page, "flow-staff-measurements-375");
  await page.getByRole("tab", { name: "Notations par lien" }).click();
  await expect(ratings).toBeVisible();
  await expectFits(page, "Notations par lien");
  await screenshot(page, "flow-staff-link-ratings-375");
});
