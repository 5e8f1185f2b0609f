import { expect, type Response, test } from "@playwright/test";
import { LANDING_JAVASCRIPT_BUDGET_BYTES } from "../bench/budgets";
import { screenshot } from "./support";

/** The chunks of the screens behind the sign-in, which the landing page must not load. */
const OTHER_SCREEN_CHUNK = /\/assets\/(?:[a-z-]+-page|app-layout|screens|toaster)-[\w-]+\.js$/;

function isScript(response: Response): boolean {
  return /javascript/.test(response.headers()["content-type"] ?? "");
}

test.describe("Poids de la page d'accueil", () => {
  test("un visiteur non connecté télécharge moins de 150 Ko de JavaScript, compressé", async ({ page }) => {
    const scripts: Response[] = [];
    page.on("response", (response) => {
      if (isScript(response)) scripts.push(response);
    });

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Étalonnez au bon moment");
    // Whatever the page would fetch after its first paint (a screen's chunk, the toasts' code) counts too.
    await page.waitForLoadState("networkidle");

    expect(scripts.length).toBeGreaterThan(0);
    let transferred = 0;
    let uncompressed = 0;
    for (const response of scripts) {
      expect(response.status(), response.url()).toBe(200);
      expect(response.headers()["content-encoding"], response.url()).toMatch(/^(br|gzip)$/);
      transferred += (await response.request().sizes()).responseBodySize;
      uncompressed += (await response.body()).length;
    }
    test.info().annotations.push({
      type: "JavaScript de /",
      description: `${(transferred / 1024).toFixed(1)} Ko transférés, ${(uncompressed / 1024).toFixed(1)} Ko décompressés, ${scripts.length} fichiers`,
    });
    expect(transferred).toBeGreaterThan(0);
    expect(transferred).toBeLessThan(LANDING_JAVASCRIPT_BUDGET_BYTES);

    // The screens behind the sign-in are chunks of their own, named by the entry script, never fetched here.
    const entry = scripts.find((response) => /\/assets\/index-[\w-]+\.js$/.test(response.url()));
    expect(entry, "le script d'entrée").toBeDefined();
    const lazyChunks = [...(await entry!.text()).matchAll(/assets\/[\w-]+\.js/g)].map(([name]) => `/${name}`);
    expect(lazyChunks.some((name) => /\/assets\/rating-page-/.test(name))).toBe(true);
    const loaded = scripts.map((response) => new URL(response.url()).pathname);
    expect(loaded.filter((path) => OTHER_SCREEN_CHUNK.test(path))).toEqual([]);

    // Source maps are neither referenced nor served.
    const entryPath = new URL(entry!.url()).pathname;
    expect(await entry!.text()).not.toContain("sourceMappingURL");
    const map = await page.request.get(`${entryPath}.map`);
    expect(map.status()).toBe(404);
    expect(await map.text()).not.toContain('<div id="root">');

    await screenshot(page, "page-weight-landing");
  });

  test("la page de connexion se charge à la demande depuis l'accueil", async ({ page }) => {
    const loaded: string[] = [];
    page.on("response", (response) => {
      if (isScript(response)) loaded.push(new URL(response.url()).pathname);
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Étalonnez au bon moment");
    expect(loaded.filter((path) => /\/sign-in-page-/.test(path))).toEqual([]);

    await page.getByRole("link", { name: "Se connecter" }).first().click();
    await page.waitForURL("**/api/login");
    await expect(page.getByRole("heading", { name: "Connexion à Calibra" })).toBeVisible();
    await expect(page.getByLabel("Adresse e-mail")).toBeVisible();
    expect(loaded.filter((path) => /\/sign-in-page-/.test(path))).toHaveLength(1);
    await screenshot(page, "page-weight-sign-in");
  });
});
