import { expect, test } from "@playwright/test";
import { expectAccessible, screenshot } from "./support";

test.describe("Page d'accueil (spec §2, visiteur non connecté)", () => {
  test("présente Calibra en français, avec les six fonctionnalités et les chiffres", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));

    await page.goto("/");
    await expect(page).toHaveTitle(/Calibra/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Étalonnez au bon moment");
    await expect(
      page.getByRole("heading", { name: /Des intervalles d'étalonnage que vous pouvez justifier/ }),
    ).toBeVisible();
    for (const norm of ["ISO 10012", "ISO/IEC 17025", "FD X 07-014"]) {
      await expect(page.locator("#conformite").getByText(norm, { exact: true })).toBeVisible();
    }
    const features = page.locator("#fonctionnalites article");
    await expect(features).toHaveCount(6);
    for (const title of [
      "Tableau de bord analytique",
      "Gestion des campagnes",
      "Parc d'équipements",
      "Saisie des mesures",
      "Rapports automatisés",
      "Audit et sécurité",
    ]) {
      await expect(features.getByRole("heading", { name: title })).toBeVisible();
    }
    const figures = page.locator("#pourquoi dl");
    for (const figure of ["500+", "50+", "1 000+", "99,9 %", "-20 %", "100 %"]) {
      await expect(figures.getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("contentinfo")).toContainText("Calibra");

    // Nothing is fetched from another origin: fonts and icons are bundled.
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"))).toEqual([]);

    await screenshot(page, "landing");
    await expectAccessible(page);
  });

  test("chaque appel à l'action mène à /api/login", async ({ page }) => {
    await page.goto("/");
    for (const name of ["Se connecter", "Commencer maintenant", "Commencer gratuitement"]) {
      const links = page.getByRole("link", { name });
      await expect(links.first()).toBeVisible();
      for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/api/login");
    }
    await page.getByRole("link", { name: "Commencer maintenant" }).click();
    await page.waitForURL("**/api/login");
  });

  test("tient sur un téléphone sans défilement horizontal", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "landing-mobile");
  });
});
