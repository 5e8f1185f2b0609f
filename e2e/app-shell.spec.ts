import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./data";
import { expectAccessible, screenshot } from "./support";

const ENTRIES = [
  "Campagnes",
  "Parc",
  "Planning",
  "Critères de Cotation",
  "Profils",
  "Entreprise",
  "Rapports",
  "Test Emails",
  "Journal d'audit",
];

test.describe("Cadre de l'application connectée (spec §2, §6)", () => {
  test("barre latérale : entreprise, utilisateur, rôle, navigation dans l'ordre, entrée active", async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      company: "Métrologie Industrielle Rhône",
    });
    await page.goto("/campaigns");
    const sidebar = page.locator("aside");
    await expect(sidebar.getByText("Métrologie Industrielle Rhône")).toBeVisible();
    await expect(sidebar.getByText("Claire Martin")).toBeVisible();
    await expect(sidebar.getByText("Administrateur")).toBeVisible();

    const nav = sidebar.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link")).toHaveText(ENTRIES);
    await expect(nav.getByRole("link", { name: "Campagnes" })).toHaveAttribute("aria-current", "page");
    // Signing out is a form sent by POST to /api/logout, never a link.
    const signOut = sidebar.locator("form", { has: page.getByRole("button", { name: "Déconnexion" }) });
    await expect(signOut).toHaveAttribute("action", "/api/logout");
    await expect(signOut).toHaveAttribute("method", "post");

    await expect(page.getByRole("heading", { level: 1, name: "Campagnes" })).toBeVisible();
    await expect(page.getByPlaceholder("Rechercher...")).toBeVisible();
    await screenshot(page, "app-shell-campaigns");
    await expectAccessible(page);

    // The keyboard alone moves between screens; the highlight follows the exact path.
    await nav.getByRole("link", { name: "Profils" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/profiles$/);
    await expect(nav.getByRole("link", { name: "Profils" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Campagnes" })).not.toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name: "Profils" })).toBeVisible();

    await sidebar.getByRole("link", { name: /Mon profil/ }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Profil Utilisateur" })).toBeVisible();
  });

  test("libellé de rôle et nom affiché par défaut", async ({ page, context, baseURL }) => {
    const email = `paul.durand.${Date.now()}@exemple.fr`;
    await signIn(context, baseURL!, { roles: ["equipment_user"], email });
    await page.goto("/");
    const sidebar = page.locator("aside");
    await expect(sidebar.getByText(email)).toBeVisible();
    await expect(sidebar.getByText("Technicien", { exact: true })).toBeVisible();
  });

  test("sur un téléphone, le menu s'ouvre en tiroir", async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(context, baseURL!, { roles: ["campaign_initiator"], firstName: "Anne", lastName: "Petit" });
    await page.goto("/reports");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByText("Initiateur de Campagne")).toBeVisible();
    await drawer.getByRole("link", { name: "Entreprise" }).click();
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await screenshot(page, "app-shell-mobile");
  });

  test("un utilisateur sans entreprise est conduit à la configuration de l'entreprise", async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, { company: null });
    await page.goto("/reports");
    await expect(page).toHaveURL(/\/company-setup$/);
  });

  test("une page inconnue dit qu'elle est introuvable", async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, { roles: ["admin"] });
    await page.goto("/nulle-part");
    await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Retour aux campagnes" })).toHaveAttribute("href", "/");
  });
});

test.describe("Session absente sur un écran protégé (spec §2, §8)", () => {
  /**
   * The toast lasts the 500 ms before the sign-in page: every toast shown is noted in the tab, so
   * that a loaded machine polling late still sees it (as session-expiry.spec.ts does).
   */
  async function noteToasts(page: Page) {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const region = document.querySelector('[role="region"][aria-label^="Notifications"]');
        const text = region?.textContent ?? "";
        if (text && !(sessionStorage.getItem("toasts-vus") ?? "").includes(text))
          sessionStorage.setItem("toasts-vus", `${sessionStorage.getItem("toasts-vus") ?? ""}|${text}`);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
  }

  for (const [title, screen] of [
    ["toast de l'écran puis redirection vers /api/login après 500 ms", "/reports"],
    ["en français aussi sur l'écran des campagnes", "/campaigns"],
  ] as const)
    test(title, async ({ page }) => {
      await noteToasts(page);
      await page.goto(screen);
      await page.waitForURL("**/api/login");
      const seen = await page.evaluate(() => sessionStorage.getItem("toasts-vus") ?? "");
      expect(seen).toContain("Non autorisé / Session expirée. Reconnexion en cours...");
    });
});
