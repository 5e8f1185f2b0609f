import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./data";
import { expectAccessible, expectFits, notifications, screenshot } from "./support";

const PHONE = { width: 375, height: 740 };

async function createAccount(page: Page, email: string, password: string) {
  const answer = await page.request.post("/api/auth/signup", {
    data: { email, password, firstName: "Claire", lastName: "Martin" },
  });
  expect(answer.status()).toBe(201);
  await page.context().clearCookies();
}

test.describe("Page de connexion (spec §2, §8)", () => {
  test("un mauvais mot de passe est expliqué sur la page, le formulaire reste rempli", async ({ page }) => {
    const email = `claire.martin.${Date.now()}@exemple.fr`;
    await createAccount(page, email, "un-mot-de-passe-solide");

    await page.goto("/api/login");
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Mot de passe").fill("pas-le-bon-mot-de-passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect.");

    // Spec §8's session-expired redirect waits 500 ms: well past it, nothing has moved.
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(/\/api\/login$/);
    await expect(page.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect.");
    await expect(page.getByLabel("Adresse e-mail")).toHaveValue(email);
    await expect(page.getByLabel("Mot de passe")).toHaveValue("pas-le-bon-mot-de-passe");
    await expect(notifications(page).getByText(/logged out|Logging in again/)).toHaveCount(0);
    await screenshot(page, "sign-in-wrong-password");

    await page.getByLabel("Mot de passe").fill("un-mot-de-passe-solide");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Bienvenue sur Calibra");
  });

  test("sur un téléphone, la page tient dans 375 px et l'erreur reste visible", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/api/login");
    await expect(page.getByRole("heading", { level: 1, name: "Connexion à Calibra" })).toBeVisible();
    await expectFits(page, "Connexion");
    await page.getByRole("tab", { name: "Créer un compte" }).click();
    await expectFits(page, "Connexion");
    await page.getByRole("tab", { name: "Se connecter" }).click();
    await page.getByLabel("Adresse e-mail").fill("personne@exemple.fr");
    await page.getByLabel("Mot de passe").fill("pas-le-bon-mot-de-passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect.");
    await page.waitForTimeout(1000);
    await expect(page.getByRole("alert")).toBeVisible();
    await expectFits(page, "Connexion");
    await screenshot(page, "sign-in-wrong-password-phone");
    await expectAccessible(page);

    // The other states of the page: a link by e-mail (on a server that sends e-mails), an invitation.
    await page.route("**/api/auth/options", (route) =>
      route.fulfill({ json: { emailDelivery: true, singleSignOn: false } }),
    );
    await page.reload();
    await expect(
      page.getByRole("button", { name: "Recevoir un lien de connexion par e-mail" }),
    ).toBeVisible();
    await expectFits(page, "Connexion");
    await screenshot(page, "sign-in-phone-with-email");
    await page.getByRole("button", { name: "Recevoir un lien de connexion par e-mail" }).click();
    await expect(page.getByRole("heading", { name: "Recevoir un lien de connexion" })).toBeVisible();
    await expectFits(page, "Connexion");
    await page.goto("/api/login?invitation=jeton-de-test");
    await expect(page.getByRole("heading", { name: "Bienvenue sur Calibra" })).toBeVisible();
    await expectFits(page, "Connexion");
  });

  test("sans serveur d'e-mails, la page le dit et ne propose pas de lien par e-mail", async ({ page }) => {
    await page.goto("/api/login");
    await expect(page.getByRole("note")).toContainText(
      "L'envoi d'e-mails n'est pas configuré sur ce serveur",
    );
    await expect(page.getByRole("note")).toContainText(
      "demandez votre lien d'invitation à un administrateur",
    );
    await expect(page.getByRole("button", { name: "Recevoir un lien de connexion par e-mail" })).toHaveCount(
      0,
    );
    await screenshot(page, "sign-in-without-email");
  });
});

test.describe("Collègues sans serveur d'e-mails", () => {
  test("l'administrateur copie le lien d'invitation d'un invité, qui rejoint l'entreprise", async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Alice",
      lastName: "Admin",
      company: "Atelier Zêta",
    });
    await page.goto("/profiles");
    await expect(page.getByText("L'envoi d'e-mails n'est pas configuré sur ce serveur")).toBeVisible();

    const email = `sophie.bernard.${Date.now()}@exemple.fr`;
    await page.getByRole("button", { name: "Nouvel utilisateur" }).click();
    const create = page.getByRole("dialog");
    await create.getByLabel("Email").fill(email);
    await create.getByLabel("Prénom").fill("Sophie");
    await create.getByRole("textbox", { name: "Nom", exact: true }).fill("Bernard");
    await create.getByRole("checkbox", { name: /Technicien/ }).check();
    await create.getByRole("button", { name: "Créer l'utilisateur" }).click();
    await expect(notifications(page).getByText("Utilisateur créé avec succès")).toBeVisible();

    const editButton = page.getByRole("button", { name: "Modifier Sophie Bernard" });
    await editButton.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Copier le lien d'invitation" }).click();
    const link = dialog.getByRole("textbox", { name: "Lien d'invitation de Sophie Bernard" });
    await expect(link).toHaveValue(/\/api\/login\?invitation=[A-Za-z0-9_-]{43}$/);
    // The toasts stay readable while the dialog hides the rest of the page from assistive technologies.
    await expect(
      page
        .getByRole("region", { name: /^Notifications/, includeHidden: true })
        .getByText("Lien d'invitation copié"),
    ).toBeVisible();
    const url = await link.inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await screenshot(page, "profiles-invitation-link");
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await expectFits(page, "Lien d'invitation");
    await link.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/screenshots/profiles-invitation-link-phone.png" });
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(dialog).toBeHidden();
    await expect(editButton).toBeFocused();

    // The colleague opens the link in a browser of their own and chooses a password.
    const guest = await browser.newContext({ locale: "fr-FR" });
    const guestPage = await guest.newPage();
    await guestPage.goto(url.replace(/^https?:\/\/[^/]+/, baseURL!));
    await expect(guestPage.getByRole("heading", { name: "Bienvenue sur Calibra" })).toBeVisible();
    await guestPage.getByLabel(/^Mot de passe/).fill("un-mot-de-passe-solide");
    await guestPage.getByLabel(/^Confirmation du mot de passe/).fill("un-mot-de-passe-solide");
    await guestPage.getByRole("button", { name: "Activer mon compte" }).click();
    await expect(guestPage.getByRole("heading", { level: 1, name: "Campagnes" })).toBeVisible();
    await guest.close();
  });
});
