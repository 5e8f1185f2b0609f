import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
  test,
} from "@playwright/test";
import { SESSION_COOKIE } from "../src/server/http/plugins/session";
import { signedInUser } from "../tests/support/people";
import { openE2eDatabase, seedCalculatedCampaign, seedCriteria, signIn } from "./data";
import { expectAccessible, expectFits, notifications, screenshot } from "./support";

/** A suffix that keeps this run's e-mail addresses apart from any other (they are unique server-wide). */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const ANNUAL = "Campagne annuelle d'étalonnage 2026";
const ANNUAL_EQUIPMENT = [
  { name: "Manomètre numérique", serialNumber: "MAN-001", currentPeriod: 12 },
  { name: "Pied à coulisse", serialNumber: "PAC-002", currentPeriod: 12 },
  { name: "Balance de précision", serialNumber: "BAL-003", currentPeriod: 24 },
  { name: "Sonde non notée", serialNumber: "SON-004", currentPeriod: 6 },
];
const PRESSURE = "Atelier pression";
const PRESSURE_EQUIPMENT = [
  { name: "Capteur de pression", serialNumber: "CAP-101", currentPeriod: 12 },
  { name: "Transmetteur", serialNumber: "TRA-102", currentPeriod: 6 },
];
/** Campaign updates written to the trail: more than one page of 50. */
const REVISIONS = 52;
const FINAL_DESCRIPTION = "Contrôle du banc de pression";
const CSV_HEADER = "Campagne,Équipement,Utilisateur,Action,Score OPPERET,Nouvelle période (mois),Date,Statut";
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** Closes the toasts, so that a screenshot shows what is under them. */
async function clearToasts(page: Page) {
  const open = notifications(page).locator('[data-state="open"]');
  for (const toast of await open.all()) await toast.getByRole("button", { name: "Fermer" }).click();
  await expect(open).toHaveCount(0);
}

/** An API client signed in as another member of the same company. */
async function memberApi(
  baseURL: string,
  companyId: number,
  person: { roles: string[]; firstName: string; lastName: string },
): Promise<APIRequestContext> {
  const database = await openE2eDatabase();
  try {
    const member = await signedInUser(database.db, { companyId, ...person });
    return playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${member.token}` },
    });
  } finally {
    await database.close();
  }
}

/** Rates every criterion of the given equipment with one grade. */
async function rate(
  request: APIRequestContext,
  campaignId: number,
  equipmentId: number,
  criteria: { id: number }[],
  grade: number,
) {
  const response = await request.post("/api/equipment-ratings/batch", {
    data: { campaignId, ratings: criteria.map((c) => ({ equipmentId, criteriaId: c.id, grade })) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The second campaign: its first equipment rated 4 everywhere (score 75) and calculated, its second
 * rated after the calculation (in progress); then many revisions of its description, a measurement
 * sent through its public link, and a technician refused the journal.
 */
async function seedPressureCampaign(
  request: APIRequestContext,
  baseURL: string,
  companyId: number,
  criteria: { id: number }[],
) {
  const created = await request.post("/api/campaigns", {
    data: { name: PRESSURE, status: "active", description: "Révision 0", equipment: PRESSURE_EQUIPMENT },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const items = (await (await request.get(`/api/equipment/${id}`)).json()) as { id: number }[];
  await rate(request, id, items[0]!.id, criteria, 4);
  expect(
    (
      await request.post(`/api/campaigns/${id}/calculate-periods`, { data: { adjustmentFactor: 1 } })
    ).status(),
  ).toBe(200);
  await rate(request, id, items[1]!.id, criteria, 2);

  for (let revision = 1; revision <= REVISIONS; revision++) {
    const description = revision === REVISIONS ? FINAL_DESCRIPTION : `Révision ${revision}`;
    const response = await request.put(`/api/campaigns/${id}`, {
      data: { name: PRESSURE, status: "active", description, deadline: "2030-06-15T12:30:00.000Z" },
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  const links = (await (await request.get(`/api/campaigns/${id}/share-links`)).json()) as {
    measurement: { token: string };
  };
  const visitor = await playwrightRequest.newContext({ baseURL });
  const sent = await visitor.post(`/api/campaigns/${links.measurement.token}/measurements`, {
    data: {
      operatorName: "Jeanne Petit",
      equipmentId: items[0]!.id,
      value: "12,5",
      unit: "bar",
      notes: "Mesure à 20 °C",
      clientSubmissionId: randomUUID(),
    },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  await visitor.dispose();

  const technician = await memberApi(baseURL, companyId, {
    roles: ["equipment_user"],
    firstName: "Paul",
    lastName: "Durand",
  });
  const refused = await technician.get("/api/audit/complete");
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe("FORBIDDEN");
  await technician.dispose();
  return { id };
}

function entryRows(page: Page): Locator {
  return page.locator("[data-entry-id]");
}

function eventRows(page: Page): Locator {
  return page.locator("tr[data-event-id], li[data-event-id]");
}

test.describe("Journal d'Audit (spec §2, §9 ; DESIGN.md §4)", () => {
  test("un administrateur filtre, cherche et exporte les notations, parcourt et filtre la piste des événements, en ouvre un et vérifie l'intégrité", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    const admin = await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      email: `claire.martin.${run}@exemple.fr`,
      company: "Métrologie Industrielle Rhône",
    });
    const criteria = await seedCriteria(page.request);
    const annual = await seedCalculatedCampaign(page.request, {
      name: ANNUAL,
      equipment: ANNUAL_EQUIPMENT,
      criteria,
    });
    await seedPressureCampaign(page.request, baseURL!, admin.company!.id, criteria);

    // Notations: every equipment of both campaigns, per rater (a pending one for the unrated).
    await page.goto("/audit-logs");
    await expect(page.getByRole("heading", { level: 1, name: "Journal d'Audit" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Notations" })).toHaveAttribute("aria-selected", "true");
    const table = page.getByRole("table", { name: "Notations" });
    await expect(table).toBeVisible();
    await expect(entryRows(page)).toHaveCount(6);
    await expect(page.getByRole("status").filter({ hasText: "6 entrées" })).toBeVisible();
    const header = table.getByRole("columnheader");
    await expect(header).toHaveText([
      "Campagne",
      "Équipement",
      "Utilisateur",
      "Notes par critère",
      "Score OPPERET",
      "Nouvelle période",
      "Date",
      "Statut",
    ]);

    // The score badges of spec §9: 100 default, 75 secondary, 50 and 0 destructive.
    const row = (equipment: string) => entryRows(page).filter({ hasText: equipment });
    const badge = (equipment: string, score: string) => row(equipment).getByText(score, { exact: true });
    await expect(badge("Balance de précision", "100,0")).toHaveAttribute("data-score-band", "default");
    await expect(badge("Balance de précision", "100,0")).toHaveClass(/bg-primary/);
    await expect(badge("Capteur de pression", "75,0")).toHaveAttribute("data-score-band", "secondary");
    await expect(badge("Capteur de pression", "75,0")).toHaveClass(/bg-secondary/);
    await expect(badge("Pied à coulisse", "50,0")).toHaveAttribute("data-score-band", "destructive");
    await expect(badge("Manomètre numérique", "0,0")).toHaveClass(/bg-destructive/);
    await expect(row("Balance de précision")).toContainText("48 mois");
    await expect(row("Balance de précision")).toContainText("Claire Martin");
    await expect(row("Balance de précision")).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(row("Balance de précision")).toContainText("Terminé");
    const chips = row("Balance de précision")
      .getByRole("list", { name: "Notes par critère" })
      .getByRole("listitem");
    await expect(chips).toHaveCount(criteria.length);
    await expect(chips.filter({ hasText: "Fréquence d'utilisation" })).toContainText("5");
    await expect(row("Transmetteur")).toContainText("En cours");
    await expect(row("Transmetteur")).toContainText("—");
    await expect(row("Sonde non notée")).toContainText("En attente");
    await expect(row("Sonde non notée")).toContainText("Non noté");
    await page.mouse.move(0, 0);
    await screenshot(page, "audit-logs-entries-1280");
    await expectAccessible(page);

    // Filters: campaign, then status, then user; the search goes to the server once typing pauses.
    await page.getByLabel("Campagne", { exact: true }).selectOption({ label: ANNUAL });
    await expect(entryRows(page)).toHaveCount(4);
    await page.getByLabel("Statut", { exact: true }).selectOption({ label: "Terminé" });
    await expect(entryRows(page)).toHaveCount(3);
    await expect(
      page.getByRole("status").filter({ hasText: "3 entrées correspondant aux filtres" }),
    ).toBeVisible();
    await page.getByLabel("Statut", { exact: true }).selectOption({ label: "En attente" });
    await expect(entryRows(page)).toHaveCount(1);
    await expect(entryRows(page)).toContainText("Sonde non notée");
    await page.getByRole("button", { name: "Effacer les filtres" }).click();
    await expect(entryRows(page)).toHaveCount(6);
    await page.getByLabel("Statut", { exact: true }).selectOption({ label: "En cours" });
    await expect(entryRows(page)).toHaveCount(1);
    await expect(entryRows(page)).toContainText("Transmetteur");
    await page.getByLabel("Statut", { exact: true }).selectOption("");
    await page.getByLabel("Utilisateur", { exact: true }).selectOption({ label: "Claire Martin" });
    await expect(entryRows(page)).toHaveCount(5);
    await page.getByLabel("Utilisateur", { exact: true }).selectOption("");
    const searches = page.waitForRequest((request) => request.url().includes("search=balance"));
    await page.getByLabel("Rechercher une notation").fill("balance");
    await searches;
    await expect(entryRows(page)).toHaveCount(1);
    await expect(entryRows(page)).toContainText("Balance de précision");
    await page.getByLabel("Rechercher une notation").fill("introuvable");
    await expect(page.getByRole("heading", { name: "Aucune notation trouvée" })).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Effacer les filtres" }).last().click();
    await expect(entryRows(page)).toHaveCount(6);
    await expect(page.getByLabel("Rechercher une notation")).toHaveValue("");

    // The CSV export carries the filters: the completed entries of the annual campaign.
    await page.getByLabel("Campagne", { exact: true }).selectOption({ label: ANNUAL });
    await page.getByLabel("Statut", { exact: true }).selectOption({ label: "Terminé" });
    await expect(entryRows(page)).toHaveCount(3);
    const exportLink = page.getByRole("link", { name: "Exporter CSV" });
    await expect(exportLink).toHaveAttribute(
      "href",
      `/api/audit/complete/export?campaignId=${annual.id}&status=completed`,
    );
    const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^journal-audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path())).toString("utf8").replace(/^\uFEFF/, "");
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines).toHaveLength(4);
    for (const line of lines.slice(1)) {
      expect(line.startsWith(`"${ANNUAL}",`) || line.startsWith(`${ANNUAL},`)).toBe(true);
      expect(line).toContain("Claire Martin");
      expect(line).toMatch(/,Terminé$/);
    }
    const balance = lines.find((line) => line.includes("Balance de précision"));
    expect(balance).toMatch(/,100(\.0)?,48,/);
    expect(lines.filter((line) => line.includes("Sonde non notée"))).toHaveLength(0);

    // The event trail: newest first, 50 a page, a refused call and a public operator stand out.
    await page.getByRole("tab", { name: "Journal des événements" }).click();
    await expect(page).toHaveURL(/onglet=evenements/);
    const events = page.getByRole("table", { name: /Événements/ });
    await expect(events).toBeVisible();
    await expect(eventRows(page)).toHaveCount(50);
    const refusedRow = eventRows(page).first();
    await expect(refusedRow).toHaveAttribute("data-outcome", "refused");
    await expect(refusedRow).toContainText("Accès refusé");
    await expect(refusedRow).toContainText("Paul Durand");
    await expect(refusedRow).toContainText("Refusé");
    const publicRow = eventRows(page).filter({ hasText: "Opérateur public" }).first();
    await expect(publicRow).toContainText("Jeanne Petit");
    await expect(publicRow).toContainText("Lien de saisie");
    await expect(page.getByRole("button", { name: "Plus récents" })).toBeDisabled();

    // The whole trail, or a period of it, as a file (issue 23): the same rows, with their hashes.
    const trailExport = page.getByRole("region", { name: "Exporter la piste d'audit" });
    await expect(trailExport.getByLabel("Du")).toBeVisible();
    const trailCsv = await page.request.get(
      (await trailExport.getByRole("link", { name: "Exporter CSV" }).getAttribute("href"))!,
    );
    expect(trailCsv.status()).toBe(200);
    expect(await trailCsv.text()).toContain("Accès refusé");
    const trailXlsx = await trailExport.getByRole("link", { name: "Exporter Excel" }).getAttribute("href");
    expect(trailXlsx).toBe("/api/audit/events/export?format=xlsx");
    await page.mouse.move(0, 0);
    await screenshot(page, "audit-logs-events-1280", { fullPage: false });
    await expectAccessible(page);

    // Older pages, then back.
    await page.getByRole("button", { name: "Plus anciens" }).click();
    await expect(page.getByRole("heading", { name: /Événements\s*Page 2/ })).toBeFocused();
    await expect(eventRows(page).first()).not.toHaveAttribute("data-outcome", "refused");
    await expect(eventRows(page).filter({ hasText: "Calcul des périodes" })).toHaveCount(2);
    await expect(eventRows(page).filter({ hasText: "Création de critère" })).toHaveCount(criteria.length);
    await expect(page.getByRole("button", { name: "Plus anciens" })).toBeDisabled();
    await page.getByRole("button", { name: "Plus récents" }).click();
    await expect(page.getByRole("heading", { name: /Événements\s*Page 1/ })).toBeVisible();
    await expect(eventRows(page).first()).toHaveAttribute("data-outcome", "refused");

    // Filtered by action: the campaign revisions, over two pages.
    await page.getByLabel("Action", { exact: true }).selectOption({ label: "Modification de campagne" });
    await expect(eventRows(page)).toHaveCount(50);
    await expect(eventRows(page).filter({ hasText: "Modification de campagne" })).toHaveCount(50);
    await page.getByRole("button", { name: "Plus anciens" }).click();
    await expect(eventRows(page)).toHaveCount(REVISIONS - 50);
    await page.getByRole("button", { name: "Plus récents" }).click();
    await expect(eventRows(page)).toHaveCount(50);
    await page.getByLabel("Résultat", { exact: true }).selectOption({ label: "Refusé" });
    await expect(page.getByRole("heading", { name: "Aucun événement trouvé" })).toBeVisible();
    await page.getByLabel("Action", { exact: true }).selectOption({ label: "Accès refusé" });
    await expect(eventRows(page)).toHaveCount(1);
    await page.getByLabel("Action", { exact: true }).selectOption({ label: "Modification de campagne" });
    await page.getByLabel("Résultat", { exact: true }).selectOption("");
    await expect(eventRows(page)).toHaveCount(50);

    // The newest revision opens on its values before and after, as text.
    const latest = eventRows(page).first();
    const toggle = latest.getByRole("button", { name: /^Afficher le détail/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(latest.getByRole("button", { name: /^Masquer le détail/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const details = page.locator("[data-event-details]");
    await expect(details).toHaveCount(1);
    const changes = details.getByRole("table", { name: "Valeurs avant et après" });
    await expect(changes.getByRole("columnheader")).toHaveText(["Champ", "Avant", "Après"]);
    const changed = changes.getByRole("row").filter({ hasText: FINAL_DESCRIPTION });
    await expect(changed.getByRole("cell").first()).toHaveText(`Révision ${REVISIONS - 1}`);
    await expect(changed.getByRole("cell").last()).toHaveText(FINAL_DESCRIPTION);
    await expect(details).toContainText("Adresse IP");
    await expect(details).toContainText("Navigateur");
    await details.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await screenshot(page, "audit-logs-event-expanded-1280", { fullPage: false });
    await expectAccessible(page);
    // The keyboard closes it again.
    await latest.getByRole("button", { name: /^Masquer le détail/ }).press("Enter");
    await expect(details).toHaveCount(0);

    // Search in the trail: the public operator's measurement.
    await page.getByRole("button", { name: "Effacer les filtres" }).first().click();
    await page.getByLabel("Rechercher un événement").fill("Jeanne Petit");
    await expect(eventRows(page)).toHaveCount(1);
    await expect(eventRows(page)).toContainText("Opérateur public");
    await page.getByRole("button", { name: "Effacer les filtres" }).first().click();
    await expect(eventRows(page)).toHaveCount(50);

    // Integrity of the chain, for administrators.
    await page.getByRole("button", { name: "Vérifier l'intégrité" }).click();
    const verdict = page.locator("[data-verification]");
    await expect(verdict).toHaveAttribute("data-verification", "valid");
    await expect(verdict).toContainText(/Piste d'audit intègre : [\d\s\u202f]+ entrées vérifiées/);
    // The checkpoints, as a file `npm run audit:verify -- --checkpoints` reads.
    const points = page.getByRole("link", { name: "Télécharger les points de contrôle (JSON)" });
    const pointsFile = await page.request.get((await points.getAttribute("href"))!);
    expect(pointsFile.status()).toBe(200);
    expect(Array.isArray(await pointsFile.json())).toBe(true);
    await page.mouse.move(0, 0);
    await clearToasts(page);
    await screenshot(page, "audit-logs-verified-1280", { fullPage: false });
    await expectAccessible(page);

    // On a phone: cards, nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await page.goto("/audit-logs");
    await expect(page.getByRole("list", { name: "Notations" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(entryRows(page)).toHaveCount(6);
    await expectFits(page, "Journal d'Audit, notations");
    await screenshot(page, "audit-logs-entries-375", { fullPage: false });
    await expectAccessible(page);
    await entryRows(page).first().scrollIntoViewIfNeeded();
    await page
      .getByRole("heading", { name: "Notations", exact: true })
      .evaluate((title) => title.scrollIntoView());
    await screenshot(page, "audit-logs-entries-375-cards", { fullPage: false });

    await page.getByRole("tab", { name: "Journal des événements" }).click();
    await expect(eventRows(page)).toHaveCount(50);
    await expectFits(page, "Journal d'Audit, événements");
    await screenshot(page, "audit-logs-events-375", { fullPage: false });
    await page.getByLabel("Action", { exact: true }).selectOption({ label: "Modification de campagne" });
    await expect(eventRows(page)).toHaveCount(50);
    const card = eventRows(page).first();
    await card.getByRole("button", { name: /^Afficher le détail/ }).click();
    const items = card.getByRole("list", { name: "Valeurs avant et après" });
    await expect(items.getByRole("listitem").first()).toContainText(`Révision ${REVISIONS - 1}`);
    await expect(items.getByRole("listitem").first()).toContainText(FINAL_DESCRIPTION);
    await card.scrollIntoViewIfNeeded();
    await expectFits(page, "Journal d'Audit, détail d'un événement");
    await screenshot(page, "audit-logs-event-expanded-375", { fullPage: false });
    await expectAccessible(page);
    await page.getByRole("button", { name: "Vérifier l'intégrité" }).click();
    await expect(page.locator("[data-verification]")).toHaveAttribute("data-verification", "valid");
    await page.locator("[data-verification]").scrollIntoViewIfNeeded();
    await expectFits(page, "Journal d'Audit, vérification");
    await screenshot(page, "audit-logs-verified-375", { fullPage: false });
  });

  test("un technicien voit pourquoi le journal lui est refusé, sans tableau en échec", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(context, baseURL!, { roles: ["equipment_user"], firstName: "Paul", lastName: "Durand" });
    const reads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/audit/")) reads.push(request.url());
    });
    await page.goto("/audit-logs");
    await expect(page.getByRole("heading", { level: 1, name: "Journal d'Audit" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();
    await expect(page.getByText(/réservé aux administrateurs et aux initiateurs de campagne/)).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Exporter CSV" })).toHaveCount(0);
    expect(reads).toEqual([]);
    await screenshot(page, "audit-logs-refused-1280");
    await expectAccessible(page);
    expect((await page.request.get("/api/audit/events")).status()).toBe(403);

    await page.setViewportSize(PHONE);
    await expectFits(page, "Journal d'Audit refusé");
  });

  test("un initiateur de campagne lit le journal sans vérifier la chaîne ; un refus du serveur est expliqué", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(context, baseURL!, { roles: ["campaign_initiator"], firstName: "Anne", lastName: "Petit" });
    await page.goto("/audit-logs");
    await expect(page.getByRole("heading", { name: "Aucune notation pour le moment" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Aller aux campagnes" })).toHaveAttribute(
      "href",
      "/campaigns",
    );

    await page.getByRole("tab", { name: "Journal des événements" }).click();
    await expect(page.getByRole("search", { name: "Filtrer les événements" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Vérifier l'intégrité" })).toHaveCount(0);

    // The role's rights changed since sign-in: the server's FORBIDDEN is explained, not retried.
    await page.route("**/api/audit/events**", (route) =>
      route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify({ message: "Accès refusé", code: "FORBIDDEN" }),
      }),
    );
    await page.getByRole("button", { name: "Actualiser" }).click();
    await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Réessayer" })).toHaveCount(0);
    await expectAccessible(page);
  });
});
