import { randomUUID } from "node:crypto";
import { expect, type Page, request as playwrightRequest, test } from "@playwright/test";
import { seedCriteria, signIn } from "./data";

const SCRIPT = "<script>window.__pwned=1</script>";
const IMAGE = `<img src=x onerror="window.__pwned=1">`;
const CAMPAIGN = "Campagne <b>pression</b>";

/** What a page must never show: a run of the visitor's markup, or an element made from it. */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  const injected = await page.evaluate(() => ({
    scripts: [...document.querySelectorAll("script")].filter((s) => s.textContent?.includes("__pwned"))
      .length,
    images: document.querySelectorAll('img[src="x"], img[onerror]').length,
    bold: [...document.querySelectorAll("b")].filter((b) => b.textContent === "pression").length,
  }));
  expect(injected).toEqual({ scripts: 0, images: 0, bold: 0 });
}

test.describe("Ce que tape un visiteur reste du texte sur les pages de l'équipe", () => {
  test("un nom d'opérateur et des notes en HTML s'affichent tels quels et ne s'exécutent jamais", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      company: "Métrologie <script>window.__pwned=1</script>",
    });
    await seedCriteria(page.request);
    const response = await page.request.post("/api/campaigns", {
      data: {
        name: CAMPAIGN,
        status: "active",
        equipment: [{ name: "Manomètre <i>numérique</i>", serialNumber: "MAN-001", currentPeriod: 12 }],
      },
    });
    expect(response.status()).toBe(201);
    const campaignId = ((await response.json()) as { id: number }).id;
    const [equipment] = (await (await page.request.get(`/api/equipment/${campaignId}`)).json()) as {
      id: number;
    }[];
    const links = (await (await page.request.get(`/api/campaigns/${campaignId}/share-links`)).json()) as {
      measurement: { token: string };
      rating: { token: string };
    };

    // Every dialog the page might open (alert, confirm) is a failure.
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    // Review on: the entries also show in the review list.
    expect(
      (await page.request.put("/api/settings/public-entries", { data: { reviewRequired: true } })).status(),
    ).toBe(200);
    const visitor = await playwrightRequest.newContext({ baseURL });
    for (const [operatorName, notes] of [
      [SCRIPT, IMAGE],
      [IMAGE, SCRIPT],
    ]) {
      const sent = await visitor.post(`/api/campaigns/${links.measurement.token}/measurements`, {
        data: {
          operatorName,
          equipmentId: equipment!.id,
          value: "1,5",
          unit: "bar",
          notes,
          clientSubmissionId: randomUUID(),
        },
      });
      expect(sent.status(), await sent.text()).toBeLessThan(300);
    }
    const criteria = (await (
      await visitor.get(`/api/public/campaigns/${links.rating.token}/rating-criteria/technicien`)
    ).json()) as { id: number; scales: { id: number }[] }[];
    const rated = await visitor.post(`/api/public/campaigns/${links.rating.token}/ratings`, {
      data: {
        operatorName: IMAGE,
        operatorEmail: null,
        ratings: [
          { equipmentId: equipment!.id, criteriaId: criteria[0]!.id, verbatimId: criteria[0]!.scales[0]!.id },
        ],
        clientSubmissionId: randomUUID(),
      },
    });
    expect(rated.status(), await rated.text()).toBeLessThan(300);
    await visitor.dispose();

    // The review list: the literal text, nothing run.
    await page.goto(`/campaigns/${campaignId}/measurements?onglet=a-valider`);
    await expect(page.getByRole("tab", { name: "À valider (3)" })).toBeVisible();
    await expect(page.getByText(SCRIPT, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(IMAGE, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("article", { name: `Mesure de ${SCRIPT}` })).toContainText(IMAGE);
    await expect(page.getByText(`Campagne « ${CAMPAIGN} »`)).toBeVisible();
    await expectInert(page);

    // Accepted, they reach the measurements list, still as text.
    await page.getByRole("button", { name: "Tout accepter" }).click();
    await page
      .getByRole("alertdialog", { name: "Tout accepter" })
      .getByRole("button", { name: "Tout accepter" })
      .click();
    await expect(page.getByRole("heading", { name: "Aucune saisie à valider" })).toBeVisible();
    await page.getByRole("tab", { name: "Mesures" }).click();
    const rows = page.getByRole("table", { name: "Mesures reçues" }).locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: `${SCRIPT}` }).first()).toContainText(IMAGE);
    await expect(rows.first()).toContainText("Manomètre <i>numérique</i>");
    await expectInert(page);

    await page.getByRole("tab", { name: "Notations par lien" }).click();
    await expect(page.getByRole("article", { name: `1 notation de ${IMAGE}` })).toBeVisible();
    await expectInert(page);

    // The campaigns list and the share dialog.
    await page.goto("/campaigns");
    await expect(page.getByText(CAMPAIGN, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: `Partager la campagne ${CAMPAIGN}` }).click();
    await expect(page.getByRole("dialog", { name: "Partager la campagne" })).toContainText(`« ${CAMPAIGN} »`);
    await expectInert(page);

    // Still nothing, a moment later (an image's error fires asynchronously).
    await page.waitForTimeout(300);
    await expectInert(page);
    expect(dialogs).toEqual([]);
  });
});
