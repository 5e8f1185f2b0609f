import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { signIn } from "./data";
import { clearToasts, expectAccessible, expectFits, notifications, screenshot } from "./support";

/**
 * Issue 26, conformity decided with its uncertainty: a Digital Calibration Certificate imported on
 * an instrument's page gives its points on their tolerance bars, and the as-found point beyond the
 * tolerance opens the impact review (quarantine); points typed or pasted in the event dialog are
 * decided by the server as they are typed; the settings hold the decision rules.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const FIXTURES = join(import.meta.dirname, "../tests/fixtures/dcc");
const HEADER = "nom,reference,type,emplacement,periode_mois,dernier_etalonnage";

async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>) {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

/** The Parc (three thermometers and a manometer) and the thermometers' tolerance of ±0,3 °C. */
async function seed(request: APIRequestContext) {
  await ok(
    await request.post("/api/instruments/import", {
      data: {
        csv: `${HEADER}\nThermomètre numérique Pt100,TH-0007,Thermomètre,Laboratoire,12,2025-03-01\nThermomètre étuve,TH-0011,Thermomètre,Étuve 2,12,2025-06-01\nManomètre atelier,MA-0012,Manomètre,Atelier,12,2024-11-02\n`,
      },
    }),
  );
  await ok(
    await request.put("/api/settings/decision-rules/types", {
      data: { type: "Thermomètre", toleranceLower: "-0,3", toleranceUpper: "0,3" },
    }),
  );
  await ok(
    await request.put("/api/settings/decision-rules/types", {
      data: { type: "Manomètre", decisionRule: "rp10", toleranceLower: "-0,025", toleranceUpper: "0,025" },
    }),
  );
  const page = await (await request.get("/api/instruments?search=TH-")).json();
  const id = (reference: string) =>
    (page.items as { id: number; reference: string }[]).find((item) => item.reference === reference)!.id;
  return { thermometer: id("TH-0007"), oven: id("TH-0011") };
}

test.describe("Conformité avec son incertitude et certificats numériques (issue 26)", () => {
  test("un DCC importé sur la fiche : points sur leur barre de tolérance, revue d'impact ouverte par le point hors tolérance", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Dumas",
      company: "Chimie Rhône & Associés",
    });
    const { thermometer, oven } = await seed(page.request);

    await page.goto(`/instruments/${thermometer}`);
    await expect(page.getByRole("heading", { level: 1, name: "Thermomètre numérique Pt100" })).toBeVisible();
    await page.locator("[data-certificate-input]").setInputFiles(join(FIXTURES, "thermometre-3.3.xml"));
    await expect(notifications(page)).toContainText(
      "Certificat LML-2026-0042 importé : étalonnage du 10/03/2026 enregistré",
    );

    // The event: the laboratory, the certificate and its statements, the six points decided.
    const row = page.locator("tr[data-event-id]").first();
    await expect(row).toContainText("Laboratoire Métrologie Lyon");
    await expect(row).toContainText("Non conforme");
    const certificate = page.locator("tr[data-event-points] [data-certificate]");
    await expect(certificate).toContainText("Certificat numérique 3.3.0");
    await expect(certificate).toContainText("fail — Avant ajustage, l'erreur à 100 °C dépasse");
    const points = page.locator("tr[data-event-points] [data-points]");
    await expect(points).toHaveAttribute("data-points", "6");
    await expect(points).toContainText("Acceptation simple (w = 0)");
    const bars = points.locator("table [data-tolerance-bar]");
    await expect(bars).toHaveCount(6);
    await expect(points.locator('table [data-tolerance-bar][data-decision="non_conforme"]')).toHaveCount(1);
    await expect(points.locator('table [data-tolerance-bar][data-decision="non_conforme"]')).toHaveAttribute(
      "aria-label",
      "Erreur 0,423 °C, U = 0,06 (k = 2), tolérance -0,3 à 0,3, acceptation -0,3 à 0,3 : non conforme",
    );
    // The failing as-found point opened the impact review: the instrument is in quarantine.
    await expect(page.getByTestId("quarantine-banner")).toBeVisible();
    await expect(page.getByRole("region", { name: /^Revue d'impact n° \d+/ })).toBeVisible();
    // The as-found errors over time, in the tolerance band.
    const chart = page.locator("[data-as-found-chart]");
    await expect(chart.getByRole("img")).toHaveAttribute(
      "aria-label",
      /3 point\(s\) tel\(s\) que trouvé\(s\).*dont 1 non conforme/,
    );
    await clearToasts(page);
    await screenshot(page, "certificate-life-record-1280");
    await expectAccessible(page);

    // The same file again adds nothing, and says so.
    await page.locator("[data-certificate-input]").setInputFiles(join(FIXTURES, "thermometre-3.3.xml"));
    await expect(notifications(page)).toContainText("Ce certificat a déjà été importé : rien n'a été ajouté");
    await expect(page.locator("tr[data-event-id]")).toHaveCount(1);
    // A certificate of another instrument is refused in French, and nothing is written.
    await page.locator("[data-certificate-input]").setInputFiles(join(FIXTURES, "manometre-3.2.xml"));
    await expect(notifications(page)).toContainText("Ce certificat concerne l'instrument identifié");
    await expect(page.locator("tr[data-event-id]")).toHaveCount(1);
    await clearToasts(page);

    await page.setViewportSize(PHONE);
    await expectFits(page, "fiche de vie avec certificat");
    await expect(page.locator("li[data-event-id] [data-point-phase]").first()).toBeVisible();
    await screenshot(page, "certificate-life-record-375");
    await expectAccessible(page);

    // The event dialog on another thermometer: points pasted from a spreadsheet, decided as typed.
    await page.setViewportSize(DESKTOP);
    await page.goto(`/instruments/${oven}`);
    await page.locator("#etalonnages").getByRole("button", { name: "Enregistrer un étalonnage" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Coller depuis un tableur" }).click();
    await dialog
      .getByLabel(/^Une ligne par point/)
      .fill(
        "Phase\tRéférence\tIndication\tU\tk\tEMT\nTrouvé\t50\t50,12\t0,05\t2\t\nTrouvé\t100\t100,33\t0,05\t2\t\nLaissé\t100\t100,04\t0,05\t2\t",
      );
    await dialog.getByRole("button", { name: "Remplir les points" }).click();
    await expect(dialog.locator("[data-point-row]")).toHaveCount(3);
    const preview = dialog.locator("[data-decision-preview]");
    await expect(preview).toHaveAttribute("data-decision-preview", "non_conforme");
    await expect(preview.locator('table [data-tolerance-bar][data-decision="non_conforme"]')).toHaveCount(1);
    await expect(dialog.getByRole("radio", { name: /Décidé par les points/ })).toBeChecked();
    await screenshot(page, "event-dialog-points-1280", { fullPage: false });
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await screenshot(page, "event-dialog-points-375", { fullPage: false });
    await dialog.getByRole("radio", { name: /^Conforme/ }).check();
    await dialog.getByRole("button", { name: "Enregistrer", exact: true }).click();
    // A result typed against the points is refused by the server, in French, under the result.
    await expect(dialog.locator("#event-result-error")).toContainText("contredit les points");
    await screenshot(page, "event-dialog-refused-375", { fullPage: false });
    await dialog.getByRole("radio", { name: /Décidé par les points/ }).check();
    await dialog.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("li[data-event-id]").first()).toContainText("Non conforme");

    // The settings: the company's rule and each type's rule and tolerance.
    await page.setViewportSize(DESKTOP);
    await page.goto("/settings");
    const card = page.locator("#regles-de-decision");
    await expect(card.getByLabel("Règle de l'entreprise")).toHaveValue("simple");
    await expect(card.locator('[data-type-rule="Thermomètre"]')).toContainText("2 instrument(s)");
    await card.getByLabel("Règle de l'entreprise").selectOption("wEqualsU");
    await expect(notifications(page)).toContainText("Règle de décision de l'entreprise enregistrée");
    await clearToasts(page);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "settings-decision-rules-1280");
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await expectFits(page, "paramètres");
    await screenshot(page, "settings-decision-rules-375");

    // The Parc's bulk import: each file matched to its instrument, or refused with its reason.
    await page.setViewportSize(DESKTOP);
    await page.goto("/instruments");
    await page.getByRole("button", { name: "Importer des certificats (DCC)" }).click();
    const bulk = page.getByRole("dialog");
    await bulk
      .getByLabel(/Choisir un ou plusieurs fichiers XML/)
      .setInputFiles([
        join(FIXTURES, "manometre-3.2.xml"),
        join(FIXTURES, "malformed.xml"),
        join(FIXTURES, "thermometre-3.3.xml"),
      ]);
    const outcomes = bulk.getByRole("list", { name: "Résultat de l'import, fichier par fichier" });
    await expect(outcomes.locator("li")).toHaveCount(3);
    await expect(outcomes.locator('[data-outcome="created"]')).toContainText(
      "Étalonnage du 04/11/2025 enregistré",
    );
    await expect(outcomes.locator('[data-outcome="refused"]')).toContainText("XML");
    await expect(outcomes.locator('[data-outcome="again"]')).toContainText("déjà été importé");
    await screenshot(page, "certificates-bulk-1280", { fullPage: false });
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await screenshot(page, "certificates-bulk-375", { fullPage: false });
    expect(readFileSync(join(FIXTURES, "thermometre-3.3.xml"), "utf8")).toContain("LML-2026-0042");
  });
});
