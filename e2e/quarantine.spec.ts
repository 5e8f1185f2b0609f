import { randomUUID } from "node:crypto";
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from "@playwright/test";
import type { CalibrationEvent } from "../src/shared/api/calibration-events";
import type { ImpactReview } from "../src/shared/api/impact-reviews";
import { signIn } from "./data";
import { expectAccessible, expectFits, screenshot } from "./support";

/**
 * Issue 22, « Quarantine that holds »: an instrument found non-conforming is « En quarantaine » in
 * the Parc, its life record and the planning (a status of its own), its review lists the public
 * measurement still waiting for validation, and its share link refuses a new measurement, in French.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const TARGET = { name: "Thermomètre étuve à enregistrement", reference: "THE-QUA-01" };

/** Today, and a day `offset` calendar days away, as the company reckons them (Europe/Paris). */
function parisDay(offset = 0): string {
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

const frenchDay = (day: string) => day.split("-").reverse().join("/");

/** Closes the toasts, so that a screenshot shows what is under them. */
async function clearToasts(page: Page) {
  const open = page
    .getByRole("region", { name: /^Notifications/, includeHidden: true })
    .locator('[data-state="open"]');
  for (const toast of await open.all())
    await toast.getByRole("button", { name: "Fermer", includeHidden: true }).dispatchEvent("click");
  await expect(open).toHaveCount(0);
}

/** A call that succeeded, and its answer. */
async function ok<T = unknown>(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/**
 * A campaign with the thermometer (calibrated conforming 200 days ago, 12 months) and another one,
 * a measurement counted at once and one held for review through its share link; then the
 * thermometer found non-conforming today.
 */
async function seed(request: APIRequestContext, baseURL: string) {
  const campaign = await ok<{ id: number }>(
    await request.post("/api/campaigns", {
      data: {
        name: "Campagne étuves 2026",
        equipment: [
          { name: TARGET.name, serialNumber: TARGET.reference, currentPeriod: 12 },
          { name: "Thermomètre témoin", serialNumber: "THE-QUA-02", currentPeriod: 12 },
        ],
      },
    }),
  );
  const equipment = (await (await request.get(`/api/equipment/${campaign.id}`)).json()) as {
    id: number;
    instrumentId: number;
    serialNumber: string;
  }[];
  const target = equipment.find((item) => item.serialNumber === TARGET.reference)!;
  const conforming = parisDay(-200);
  await ok(
    await request.post(`/api/instruments/${target.instrumentId}/calibration-events`, {
      data: { date: conforming, result: "conforme", provider: "Laboratoire Alpes Métrologie" },
    }),
  );
  const links = (await (await request.get(`/api/campaigns/${campaign.id}/share-links`)).json()) as {
    measurement: { token: string };
  };
  const visitor = await playwrightRequest.newContext({ baseURL });
  const measure = (operatorName: string, value: string) =>
    visitor.post(`/api/campaigns/${links.measurement.token}/measurements`, {
      data: { operatorName, equipmentId: target.id, value, unit: "°C", clientSubmissionId: randomUUID() },
    });
  try {
    await ok(await measure("Lucie Bernard", "21,375"));
    await ok(await request.put("/api/settings/public-entries", { data: { reviewRequired: true } }));
    const held = await ok<{ status: string }>(await measure("Paul Girard", "21,5"));
    expect(held.status).toBe("pending");
  } finally {
    await visitor.dispose();
  }
  const event = await ok<CalibrationEvent>(
    await request.post(`/api/instruments/${target.instrumentId}/calibration-events`, {
      data: {
        date: parisDay(0),
        result: "non_conforme",
        provider: "Laboratoire Alpes Métrologie",
        certificateReference: "CE-2026-0907",
        asFoundError: "0,42",
        mpe: "0,3",
      },
    }),
  );
  return { campaignId: campaign.id, target, token: links.measurement.token, conforming, event };
}

test.describe("Quarantaine d'un instrument non conforme (issue 22)", () => {
  test("le parc, la fiche de vie et le planning disent « En quarantaine » ; le lien de saisie refuse la mesure", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      company: "Métrologie Étuves Savoie",
    });
    const { target, token, conforming, event } = await seed(page.request, baseURL!);
    const due = frenchDay(`${Number(conforming.slice(0, 4)) + 1}${conforming.slice(4)}`);

    // The Parc: its own status, its count, first in the status order.
    await page.goto("/instruments");
    const table = page.getByRole("table", { name: "Instruments" });
    const row = table.locator("tbody tr").filter({ hasText: TARGET.reference });
    await expect(row.locator('[data-status="quarantined"]')).toHaveText("En quarantaine");
    await expect(row).not.toContainText("À jour");
    await expect(row).toContainText(due);
    const counts = page.getByRole("list", { name: "Instruments par statut" });
    await expect(counts.getByRole("button", { name: /En quarantaine/ })).toContainText("1");
    await expect(table.locator("tbody tr").filter({ hasText: "THE-QUA-02" })).toContainText(
      "Jamais étalonné",
    );
    await screenshot(page, "quarantine-parc-1280");
    await expectAccessible(page);

    // The life record: the status, the due date from the conforming calibration, the review with
    // the measurement counted and the one waiting for validation.
    await row.getByRole("link", { name: TARGET.name }).click();
    await expect(page.getByRole("heading", { level: 1, name: TARGET.name })).toBeVisible();
    const overview = page.getByRole("region", { name: "État de l'instrument" });
    await expect(overview.locator('[data-status="quarantined"]')).toHaveText("En quarantaine");
    await expect(overview).toContainText(due);
    await expect(overview).toContainText("Depuis le dernier étalonnage conforme ou ajusté");
    await expect(overview).toContainText(frenchDay(conforming));
    const banner = page.getByTestId("quarantine-banner");
    await expect(banner).toContainText("ses liens de saisie refusent toute nouvelle mesure");
    const review = page.getByRole("region", { name: `Revue d'impact n° ${event.impactReviewId}` });
    await expect(review).toContainText("21,375 °C — Lucie Bernard — Campagne étuves 2026");
    const pending = review.getByTestId("review-pending");
    await expect(pending).toContainText("En attente de validation (1)");
    await expect(pending).toContainText("21,5 °C — Paul Girard — Campagne étuves 2026");
    await expect(pending.getByRole("link", { name: /^Valider les saisies/ })).toBeVisible();
    await expect(review).toContainText("si elles sont acceptées après la clôture, la revue sera rouverte");
    await clearToasts(page);
    await screenshot(page, "quarantine-life-record-1280");
    await expectAccessible(page);

    await page.setViewportSize(PHONE);
    await expectFits(page, "fiche de vie en quarantaine");
    await screenshot(page, "quarantine-life-record-375");
    await expectAccessible(page);
    await page.goto("/instruments");
    const card = page.locator(`li[data-instrument-id="${target.instrumentId}"]`);
    await expect(card.locator('[data-status="quarantined"]')).toHaveText("En quarantaine");
    await expectFits(page, "parc");
    await screenshot(page, "quarantine-parc-375");
    await expectAccessible(page);

    // The planning: a section of its own, out of the due dates.
    await page.goto("/planning");
    const section = page.locator('[data-section="quarantined"]');
    await expect(section).toContainText("En quarantaine");
    await expect(section).toContainText(TARGET.name);
    await expectFits(page, "planning");
    await screenshot(page, "quarantine-planning-375");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "quarantine-planning-1280");
    await expectAccessible(page);

    // The share link: a measurement with the thermometer is refused, in French, under its choice.
    await page.setViewportSize(PHONE);
    await page.goto(`/measurement/${token}`);
    await page.getByLabel(/^Nom de l'Opérateur/).fill("Lucie Bernard");
    const choice = page.locator("#measurement-equipmentId");
    await choice.selectOption(String(target.id));
    await page.getByLabel(/^Valeur/).fill("21,4");
    await page.getByLabel(/^Unité/).selectOption("°C");
    await page.getByRole("button", { name: "Enregistrer la mesure" }).click();
    await expect(
      page.getByText(/Cet instrument est en quarantaine \(revue d'impact en cours\)/),
    ).toBeVisible();
    await expect(choice).toHaveAttribute("aria-invalid", "true");
    await expect(choice).toBeFocused();
    await expectFits(page, "saisie refusée");
    await screenshot(page, "quarantine-measurement-refused-375");
    await expectAccessible(page);

    // The held measurement accepted after the review is closed: it reopens the review.
    await page.setViewportSize(DESKTOP);
    const opened = await ok<ImpactReview>(
      await page.request.get(`/api/impact-reviews/${event.impactReviewId}`),
    );
    for (const item of opened.items)
      await ok(
        await page.request.patch(`/api/impact-reviews/${opened.id}/items/${item.id}`, {
          data: { decision: "sans_impact" },
        }),
      );
    await ok(
      await page.request.post(`/api/impact-reviews/${opened.id}/close`, {
        data: { conclusion: "Écart sans effet sur les essais d'étuvage" },
      }),
    );
    const campaignPending = opened.pendingMeasurements;
    await ok(
      await page.request.post(`/api/campaigns/${campaignPending[0]!.campaignId}/submissions/review`, {
        data: { decision: "accept", submissionIds: [campaignPending[0]!.submissionId] },
      }),
    );
    await page.goto(`/instruments/${target.instrumentId}`);
    const reopened = page.getByTestId("review-reopened");
    await expect(reopened).toContainText("Revue rouverte");
    await expect(reopened).toContainText("Écart sans effet sur les essais d'étuvage");
    await expect(page.getByRole("region", { name: `Revue d'impact n° ${opened.id}` })).toContainText(
      "2 sur 3 décidé(s)",
    );
    await expect(page.getByTestId("quarantine-banner")).toBeVisible();
    await screenshot(page, "quarantine-reopened-1280");
    await expectAccessible(page);
  });
});
