import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./data";
import { expectAccessible, expectFits, screenshot } from "./support";

/**
 * Issue 21, point 7: the header's « Rechercher... » finds campaigns, instruments and users, by
 * keyboard as well as by pointer, on a desk and on a phone; « Aller au contenu » is the first stop
 * of the keyboard.
 */

const run = Date.now().toString(36);

function search(page: Page) {
  return page.getByRole("combobox", { name: "Rechercher une campagne, un instrument ou un utilisateur" });
}

test.describe("La recherche de l'en-tête (issue 21)", () => {
  test("trouve une campagne, un instrument et un utilisateur, au clavier comme à la souris", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      email: `claire.${run}@exemple.fr`,
    });
    const campaign = await page.request.post("/api/campaigns", {
      data: { name: `Étalonnage étuves ${run}` },
    });
    expect(campaign.status(), await campaign.text()).toBe(201);
    const campaignId = ((await campaign.json()) as { id: number }).id;
    const instrument = await page.request.post("/api/instruments", {
      data: {
        name: "Thermomètre étuve n° 3",
        reference: `THE-${run}`,
        currentPeriod: 12,
        lastCalibrationDate: null,
      },
    });
    expect(instrument.status(), await instrument.text()).toBe(201);
    const instrumentId = ((await instrument.json()) as { id: number }).id;
    const user = await page.request.post("/api/users", {
      data: { firstName: "Hugo", lastName: `Moreau${run}`, email: `hugo.${run}@exemple.fr`, roles: ["user"] },
    });
    expect(user.status(), await user.text()).toBe(201);

    await page.goto("/campaigns");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The keyboard's first stop goes straight to the screen.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Aller au contenu" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#contenu")).toBeFocused();

    // Accents and case aside: « etuves » finds the campaign; arrows and Enter open it.
    await search(page).fill(`etuves ${run}`);
    const results = page.getByRole("listbox", { name: "Résultats de la recherche" });
    await expect(results.getByRole("option", { name: new RegExp(`Étalonnage étuves ${run}`) })).toBeVisible();
    await screenshot(page, "header-search");
    await expectAccessible(page);
    await search(page).press("ArrowDown");
    await search(page).press("Enter");
    await expect(page).toHaveURL(new RegExp(`/campaigns/${campaignId}/rating$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Étalonnage étuves ${run}`);

    // An instrument by its reference, through the Parc's own search.
    await search(page).fill(`THE-${run}`);
    await results.getByRole("option", { name: /Thermomètre étuve n° 3/ }).click();
    await expect(page).toHaveURL(new RegExp(`/instruments/${instrumentId}$`));
    // The new screen is drawn (with its own search box) before the next search is typed.
    await expect(page.getByRole("heading", { level: 1, name: "Thermomètre étuve n° 3" })).toBeVisible();

    // A user: Profils opens with the user's form.
    await search(page).fill(`Moreau${run}`);
    await results.getByRole("option", { name: new RegExp(`Hugo Moreau${run}`) }).click();
    await expect(page).toHaveURL(/\/profiles$/);
    await expect(page.getByRole("dialog")).toContainText(`hugo.${run}@exemple.fr`);
    await page.keyboard.press("Escape");

    // Nothing found says so; Escape clears the box.
    await search(page).fill("zzz-introuvable");
    await expect(page.getByText("Aucun résultat pour « zzz-introuvable »")).toBeVisible();
    await search(page).press("Escape");
    await expect(search(page)).toHaveValue("");
  });

  test("sur un téléphone, la recherche tient dans l'écran", async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(context, baseURL!, { roles: ["admin"], email: `lea.${run}@exemple.fr` });
    const campaign = await page.request.post("/api/campaigns", { data: { name: `Tournée capteurs ${run}` } });
    expect(campaign.status()).toBe(201);
    await page.goto("/campaigns");
    await search(page).fill(`capteurs ${run}`);
    await expect(page.getByRole("option", { name: new RegExp(`Tournée capteurs ${run}`) })).toBeVisible();
    await expectFits(page, "Recherche de l'en-tête");
    await screenshot(page, "header-search-phone", { fullPage: false });
  });
});
