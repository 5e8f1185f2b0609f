import { expect, test } from "@playwright/test";
import { signIn } from "./data";
import { expectAccessible, expectFits, notifications, screenshot } from "./support";

/**
 * « Fuseau horaire » (decision 026): in Paramètres, an administrator chooses the company's time zone,
 * the day Calibra reckons due dates, months and file names in; the other roles read it.
 */
test.describe("Paramètres : fuseau horaire de l'entreprise", () => {
  test("un administrateur le choisit, il reste choisi et la session le porte", async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, { roles: ["admin"], company: "Métrologie Fuseau Admin" });
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Paramètres" })).toBeVisible();
    const select = page.getByRole("combobox", { name: "Fuseau horaire" });
    await expect(select).toHaveValue("Europe/Paris");
    await expect(select).toBeEnabled();
    await select.selectOption("America/New_York");
    await expect(notifications(page).getByText("Fuseau horaire enregistré : America/New_York")).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, "parametres-fuseau-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await expectFits(page, "Paramètres, fuseau horaire, 375 px");
    await screenshot(page, "parametres-fuseau-375");

    await page.reload();
    await expect(page.getByRole("combobox", { name: "Fuseau horaire" })).toHaveValue("America/New_York");
    const user = await (await page.request.get("/api/auth/user")).json();
    expect(user.timeZone).toBe("America/New_York");
  });

  test("les autres rôles le lisent sans pouvoir le changer", async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, { roles: ["equipment_manager"], company: "Métrologie Fuseau Parc" });
    await page.goto("/settings");
    const select = page.getByRole("combobox", { name: "Fuseau horaire" });
    await expect(select).toHaveValue("Europe/Paris");
    await expect(select).toBeDisabled();
    await expect(page.getByText("Seuls les administrateurs peuvent le changer.")).toBeVisible();
  });
});
