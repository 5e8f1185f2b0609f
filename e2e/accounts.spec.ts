import { expect, test } from "@playwright/test";
import { signIn } from "./data";
import { expectAccessible, notifications, screenshot } from "./support";

test.describe("Compte, entreprise et profil (spec §2, §4)", () => {
  test("un visiteur crée son compte, configure l'entreprise, arrive sur les campagnes, puis se déconnecte", async ({
    page,
  }) => {
    // The whole journey of a new account, a dozen screens: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const email = `claire.martin.${Date.now()}@exemple.fr`;
    await page.goto("/");
    await page.getByRole("link", { name: "Commencer maintenant" }).click();
    await expect(page).toHaveURL(/\/api\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Connexion à Calibra" })).toBeVisible();
    await screenshot(page, "sign-in");
    await expectAccessible(page);

    await page.getByRole("tab", { name: "Créer un compte" }).click();
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByText("Le prénom est requis")).toBeVisible();
    await page.getByLabel("Prénom").fill("Claire");
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Martin");
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Mot de passe").fill("court");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByText("Le mot de passe doit contenir au moins 10 caractères")).toBeVisible();
    await screenshot(page, "sign-up-errors");
    await page.getByLabel("Mot de passe").fill("un-mot-de-passe-solide");
    await page.getByRole("button", { name: "Créer mon compte" }).click();

    await expect(page).toHaveURL(/\/company-setup$/);
    await expect(page.getByRole("heading", { name: "Bienvenue sur Calibra, Claire !" })).toBeVisible();
    await expect(page.getByText("cette étape est obligatoire")).toBeVisible();
    await expect(page.locator("ol li")).toHaveCount(6);
    await screenshot(page, "company-setup");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Configurer l'entreprise" }).click();
    await expect(page.getByText("Le nom de l'entreprise est requis")).toBeVisible();
    await page.getByLabel("Nom de l'entreprise").fill("Métrologie Rhône-Alpes");
    await page.getByLabel("Email").fill("pas-un-email");
    await page.getByRole("button", { name: "Configurer l'entreprise" }).click();
    await expect(page.getByText("Format d'email invalide")).toBeVisible();
    await page.getByLabel("Email").fill("contact@metrologie-ra.fr");
    await page.getByLabel("Téléphone").fill("04 72 00 00 00");
    await page.getByRole("button", { name: "Configurer l'entreprise" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Campagnes" })).toBeVisible();
    // Spec §8: the setup's toast is seen on the campaigns screen (no reload loses it).
    await expect(notifications(page).getByText("Configuration terminée")).toBeVisible();
    const sidebar = page.locator("aside");
    await expect(sidebar.getByText("Métrologie Rhône-Alpes")).toBeVisible();
    await expect(sidebar.getByText("Claire Martin")).toBeVisible();
    await expect(sidebar.getByText("Administrateur")).toBeVisible();
    await screenshot(page, "campaigns-after-setup");

    // A first colleague, invited from Profils.
    await sidebar.getByRole("link", { name: "Profils" }).click();
    await page.getByRole("button", { name: "Nouvel utilisateur" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(`paul.durand.${Date.now()}@exemple.fr`);
    await dialog.getByLabel("Prénom").fill("Paul");
    await dialog.getByRole("textbox", { name: "Nom", exact: true }).fill("Durand");
    await dialog.getByRole("checkbox", { name: /Gestionnaire de Parc/ }).check();
    await dialog.getByRole("button", { name: "Créer l'utilisateur" }).click();
    await expect(notifications(page).getByText("Utilisateur créé avec succès")).toBeVisible();
    await expect(page.getByRole("row", { name: /Paul Durand/ })).toContainText("Gestionnaire de Parc");
    await screenshot(page, "profiles-after-first-invitation");

    await sidebar.getByRole("button", { name: "Déconnexion" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Étalonnez au bon moment");
    await page.goto("/company");
    await page.waitForURL("**/api/login");

    // Back with the password; a wrong one first.
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Mot de passe").fill("pas-le-bon-mot-de-passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect.");
    await page.getByLabel("Mot de passe").fill("un-mot-de-passe-solide");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Campagnes" })).toBeVisible();
  });

  test("demander un lien de connexion par e-mail", async ({ page }) => {
    // This server sends no e-mail (no SMTP_URL): the answer of a server that does is given here.
    await page.route("**/api/auth/options", (route) =>
      route.fulfill({ json: { emailDelivery: true, singleSignOn: false } }),
    );
    await page.goto("/api/login");
    await page.getByRole("button", { name: "Recevoir un lien de connexion par e-mail" }).click();
    await expect(page.getByRole("heading", { name: "Recevoir un lien de connexion" })).toBeVisible();
    await page.getByLabel("Adresse e-mail").fill("quelquun@exemple.fr");
    await page.getByRole("button", { name: "Envoyer le lien de connexion" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Si un compte existe pour cette adresse" }),
    ).toBeVisible();
    await screenshot(page, "login-link-sent");
  });

  test("un lien de connexion périmé est expliqué", async ({ page }) => {
    await page.goto("/api/auth/login-link/jeton-inconnu");
    await expect(page).toHaveURL(/erreur=lien-invalide/);
    await expect(page.getByRole("alert")).toContainText("Ce lien de connexion n'est plus valable");
  });

  test("/api/logout ouvert comme une adresse demande confirmation ; le bouton déconnecte", async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, { roles: ["equipment_user"], firstName: "Inès", lastName: "Morel" });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/api/logout");
      await expect(
        page.getByRole("heading", { level: 1, name: "Se déconnecter de Calibra ?" }),
      ).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, `sign-out-${width}`);
    }
    // Opening the address signed nobody out.
    expect((await page.request.get("/api/auth/user")).status()).toBe(200);
    await page.getByRole("link", { name: "Annuler" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Campagnes" })).toBeVisible();
    await page.goto("/api/logout");
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });

  test("profil : modifier ses informations, voir son compte", async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, { roles: ["equipment_user"], firstName: "Paul", lastName: "Durand" });
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profil Utilisateur" })).toBeVisible();
    await expect(page.getByText("Technicien/Utilisateur d'Équipement")).toBeVisible();
    await page.getByLabel("Prénom").fill("");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Le prénom est requis")).toBeVisible();
    await page.getByLabel("Prénom").fill("Paul-Henri");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(notifications(page).getByText("Profil mis à jour avec succès")).toBeVisible();
    await expect(page.locator("aside").getByText("Paul-Henri Durand")).toBeVisible();
    await screenshot(page, "profile");
    await expectAccessible(page);
  });

  test("entreprise : l'administrateur modifie, les autres consultent", async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Alice",
      lastName: "Admin",
      company: "Atelier Delta",
    });
    await page.goto("/company");
    await expect(page.getByLabel("Nom de l'entreprise")).toHaveValue("Atelier Delta");
    await page.getByLabel("Adresse").fill("8 avenue de la Métrologie, 38000 Grenoble");
    await page.getByLabel("Site web").fill("https://atelier-delta.fr");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(notifications(page).getByText("Entreprise mise à jour avec succès")).toBeVisible();
    await expect(page.getByText("Utilisateurs")).toBeVisible();
    await screenshot(page, "company");
    await expectAccessible(page);
  });

  test("entreprise : un technicien voit le formulaire en lecture seule", async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, { roles: ["equipment_user"], company: "Atelier Epsilon" });
    await page.goto("/company");
    await expect(page.getByText("Seul un administrateur peut modifier ces informations.")).toBeVisible();
    await expect(page.getByLabel("Nom de l'entreprise")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Enregistrer" })).toHaveCount(0);
  });
});
