import { expect, type Page, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { users } from "../src/server/db/schema";
import { signedInUser } from "../tests/support/people";
import { openE2eDatabase, signIn } from "./data";
import { expectAccessible, notifications, screenshot } from "./support";

/** A suffix that keeps this run's e-mail addresses apart from any other (they are unique server-wide). */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * The toasts, also while a dialog is open: the modal dialog hides the rest of the page from
 * assistive technologies, so the toast region is then only reachable with includeHidden.
 */
function toasts(page: Page) {
  return page.getByRole("region", { name: /^Notifications/, includeHidden: true });
}

function userRow(page: Page, name: string | RegExp) {
  return page.getByRole("region", { name: "Liste des utilisateurs" }).getByRole("row", { name });
}

async function setLastLogin(userId: string, date: Date) {
  const database = await openE2eDatabase();
  try {
    await database.db.update(users).set({ lastLogin: date }).where(eq(users.id, userId));
  } finally {
    await database.close();
  }
}

test.describe("Profils : gestion des utilisateurs (spec §2, §5, §6)", () => {
  test("un administrateur crée un utilisateur au clavier, filtre, modifie puis supprime", async ({
    page,
    context,
    baseURL,
  }) => {
    const admin = await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      email: `claire.martin.${run}@exemple.fr`,
      company: "Métrologie Industrielle Rhône",
    });
    await page.goto("/profiles");
    await expect(page.getByRole("heading", { level: 1, name: "Profils" })).toBeVisible();
    await expect(page.getByText("Gérez les utilisateurs de votre entreprise et leurs rôles")).toBeVisible();
    const list = page.getByRole("region", { name: "Liste des utilisateurs" });
    await expect(list).toHaveCSS("max-height", "600px");
    await expect(list).toHaveCSS("overflow-y", "auto");
    const me = userRow(page, /Claire Martin/);
    await expect(me.getByText("Admin", { exact: true })).toBeVisible();
    await expect(me.getByText("Vous", { exact: true })).toBeVisible();
    await expect(me.getByText("Invitation en attente : aucun serveur d'envoi configuré")).toBeVisible();
    await expect(page.getByText("1 utilisateur", { exact: true })).toBeVisible();

    // New user, with the keyboard only. An empty form shows the schema's messages.
    const create = page.getByRole("button", { name: "Nouvel utilisateur" });
    await create.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Nouvel utilisateur" });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText("Si aucun rôle n'est coché, l'utilisateur sera Technicien/Utilisateur d'Équipement."),
    ).toBeVisible();
    // This server sends no e-mail (no SMTP_URL): the dialog says how the invitation reaches the user.
    await expect(dialog.getByText(/copier son lien d'invitation et le lui transmettre/)).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await dialog.getByRole("button", { name: "Créer l'utilisateur" }).press("Enter");
    await expect(dialog.getByText("L'email est requis")).toBeVisible();
    await expect(dialog.getByText("Le prénom est requis")).toBeVisible();
    await expect(dialog.getByText("Le nom est requis")).toBeVisible();
    await expectAccessible(page);

    // An address already used is refused by the server; its message stays in the dialog.
    await dialog.getByLabel("Email").focus();
    await page.keyboard.type(admin.user.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Sophie");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Leroy");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("checkbox", { name: /^Admin/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("checkbox", { name: /^Initiateur de Campagne/ })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: /^Gestionnaire de Parc/ })).toBeChecked();
    await screenshot(page, "profiles-new-user-dialog");
    await dialog.getByLabel("Prénom").press("Enter");
    await expect(
      dialog.getByRole("alert").filter({ hasText: "Un compte existe déjà avec cette adresse e-mail." }),
    ).toBeVisible();

    const email = `sophie.leroy.${run}@exemple.fr`;
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Email").press("Enter");
    await expect(notifications(page).getByText("Utilisateur créé avec succès")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();
    const sophie = userRow(page, /Sophie Leroy/);
    await expect(sophie.getByText(email)).toBeVisible();
    await expect(sophie.getByText("Initiateur de Campagne")).toBeVisible();
    await expect(sophie.getByText("Gestionnaire de Parc")).toBeVisible();
    await expect(sophie.getByText("Actif", { exact: true })).toBeVisible();
    await expect(sophie.getByText("Invitation en attente : aucun serveur d'envoi configuré")).toBeVisible();
    await expect(sophie.getByText("Jamais connecté")).toBeVisible();

    // Role filter, with the count of shown users and an empty state.
    const filter = page.getByLabel("Filtrer par rôle");
    await expect(filter.locator("option")).toHaveText([
      "Tous les rôles",
      "Admin",
      "Initiateur de Campagne",
      "Gestionnaire de Parc",
      "Technicien/Utilisateur d'Équipement",
    ]);
    await filter.selectOption({ label: "Gestionnaire de Parc" });
    await expect(sophie).toBeVisible();
    await expect(me).toBeHidden();
    await expect(page.getByText("1 sur 2 utilisateurs")).toBeVisible();
    await filter.selectOption({ label: "Admin" });
    await expect(me).toBeVisible();
    await expect(sophie).toBeHidden();
    await filter.selectOption({ label: "Technicien/Utilisateur d'Équipement" });
    await expect(page.getByRole("heading", { name: "Aucun utilisateur" })).toBeVisible();
    await page.getByRole("button", { name: "Afficher tous les rôles" }).click();
    await expect(filter).toHaveValue("all");
    await expect(page.getByText("2 utilisateurs", { exact: true })).toBeVisible();

    // One's own account can be neither deactivated nor deleted.
    await page.getByRole("button", { name: "Modifier Claire Martin" }).click();
    const own = page.getByRole("dialog", { name: "Modifier l'utilisateur" });
    await expect(own.getByText("Vous ne pouvez pas désactiver votre propre compte.")).toBeVisible();
    await expect(own.getByRole("button", { name: "Supprimer" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Modifier Claire Martin" })).toBeFocused();

    // Edit: another role, deactivated.
    await page.getByRole("button", { name: "Modifier Sophie Leroy" }).click();
    const edit = page.getByRole("dialog", { name: "Modifier l'utilisateur" });
    await expect(edit.getByLabel("Email")).toHaveValue(email);
    await expect(edit.getByLabel("Statut")).toHaveValue("active");
    await edit.getByRole("checkbox", { name: /^Gestionnaire de Parc/ }).uncheck();
    await edit.getByRole("checkbox", { name: /^Technicien\/Utilisateur d'Équipement/ }).check();
    await edit.getByLabel("Statut").selectOption({ label: "Inactif" });
    await screenshot(page, "profiles-edit-dialog");
    await expectAccessible(page);
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await expect(notifications(page).getByText("Utilisateur modifié avec succès")).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(sophie.getByText("Inactif", { exact: true })).toBeVisible();
    await expect(sophie.getByText("Technicien/Utilisateur d'Équipement")).toBeVisible();
    await expect(sophie.getByText("Gestionnaire de Parc")).toHaveCount(0);

    // Delete, after a confirmation naming the user.
    await page.getByRole("button", { name: "Modifier Sophie Leroy" }).click();
    await edit.getByRole("button", { name: "Supprimer" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Supprimer l'utilisateur" });
    await expect(confirm).toContainText("Sophie Leroy");
    await expect(confirm).toContainText("Cette action est irréversible.");
    await confirm.getByRole("button", { name: "Annuler" }).click();
    await expect(confirm).toBeHidden();
    await expect(edit.getByRole("button", { name: "Supprimer" })).toBeFocused();
    await edit.getByRole("button", { name: "Supprimer" }).click();
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await expect(notifications(page).getByText("Utilisateur supprimé avec succès")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(sophie).toHaveCount(0);
    await expect(create).toBeFocused();
  });

  test("import CSV : aperçu, erreurs par ligne, puis import des lignes valides", async ({
    page,
    context,
    baseURL,
  }) => {
    const admin = await signIn(context, baseURL!, {
      roles: ["admin", "campaign_initiator"],
      firstName: "Claire",
      lastName: "Martin",
      email: `claire.import.${run}@exemple.fr`,
      company: "Métrologie Industrielle Rhône",
    });
    await setLastLogin(admin.user.id, new Date("2026-03-12T08:45:00Z"));
    await page.goto("/profiles");
    await expect(userRow(page, /Claire Martin/).getByText("12/03/2026 09:45")).toBeVisible();

    await page.getByRole("button", { name: "Importer CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Importer des utilisateurs" });
    await expect(dialog.getByText("Une ligne par utilisateur :")).toBeVisible();

    // Nothing pasted yet.
    await dialog.getByRole("button", { name: "Importer (0)" }).click();
    await expect(toasts(page).getByText("Veuillez coller des données CSV")).toBeVisible();
    await expect(toasts(page).getByText("Erreur", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveText("Veuillez coller des données CSV");

    // Only errors.
    await dialog.getByLabel("Données CSV").fill("Ligne sans email");
    await expect(
      dialog.getByText("Ligne 1: Format invalide - 3 colonnes attendues (Prénom, Nom, Email)"),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Importer (0)" }).click();
    await expect(
      toasts(page).getByText("Aucun utilisateur valide - Corrigez les erreurs avant d'importer"),
    ).toBeVisible();

    const csv = [
      "Prénom,Nom,Email",
      `Lucie,Bernard,lucie.bernard.${run}@exemple.fr`,
      "",
      `Hugo;Moreau;hugo.moreau.${run}@exemple.fr`,
      `"Inès","Laurent","ines.laurent.${run}@exemple.fr"`,
      "Paul,Durand,paul.durand-sans-arobase",
      `Claire,Martin,${admin.user.email.toUpperCase()}`,
      `Lucie,Bernard,LUCIE.BERNARD.${run}@exemple.fr`,
    ].join("\n");
    await dialog.getByLabel("Données CSV").fill(csv);
    const preview = dialog.getByRole("region", { name: "Utilisateurs qui seront importés" });
    await expect(preview.getByRole("row")).toHaveCount(4);
    await expect(preview.getByRole("row", { name: /Inès/ })).toContainText(`ines.laurent.${run}@exemple.fr`);
    await expect(preview.getByRole("row", { name: /Hugo/ })).toContainText("Moreau");
    await expect(dialog.getByText("3 utilisateurs valides")).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Lignes ignorées" }).getByRole("listitem")).toHaveText([
      "Ligne 6: Format email invalide",
      "Ligne 7: Email déjà existant en base",
      "Ligne 8: Email en double dans l'import",
    ]);
    // The previous refusal's toast goes away by itself (spec §9: 5 s) before the picture.
    await expect(toasts(page).getByText(/Aucun utilisateur valide/)).toBeHidden({ timeout: 10_000 });
    await screenshot(page, "profiles-import-dialog");
    await expectAccessible(page);

    await dialog.getByRole("button", { name: "Importer (3)" }).click();
    await expect(notifications(page).getByText("Import réussi")).toBeVisible();
    await expect(notifications(page).getByText("3 utilisateurs importés")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Importer CSV" })).toBeFocused();
    for (const name of ["Lucie Bernard", "Hugo Moreau", "Inès Laurent"]) {
      const row = userRow(page, new RegExp(name));
      await expect(row.getByText("Aucun rôle")).toBeVisible();
      await expect(row.getByText("Invitation en attente : aucun serveur d'envoi configuré")).toBeVisible();
    }
    await expect(page.getByText("4 utilisateurs", { exact: true })).toBeVisible();
    await page.mouse.move(0, 0);
    await screenshot(page, "profiles-list");
    await expectAccessible(page);
  });

  test("un initiateur de campagne consulte la liste en lecture seule", async ({ page, context, baseURL }) => {
    const initiator = await signIn(context, baseURL!, {
      roles: ["campaign_initiator"],
      firstName: "Anne",
      lastName: "Petit",
    });
    const database = await openE2eDatabase();
    try {
      await signedInUser(database.db, {
        companyId: initiator.company!.id,
        roles: ["admin", "equipment_manager"],
        firstName: "Marc",
        lastName: "Roux",
      });
    } finally {
      await database.close();
    }
    await page.goto("/profiles");
    await expect(page.getByText(/Vous consultez cette liste en lecture seule/)).toBeVisible();
    const marc = userRow(page, /Marc Roux/);
    await expect(marc.getByText("Admin", { exact: true })).toBeVisible();
    await expect(marc.getByText("Gestionnaire de Parc")).toBeVisible();
    await expect(userRow(page, /Anne Petit/).getByText("Initiateur de Campagne")).toBeVisible();
    await expect(page.getByRole("button", { name: "Nouvel utilisateur" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Importer CSV" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Modifier/ })).toHaveCount(0);
    await page.getByLabel("Filtrer par rôle").selectOption({ label: "Admin" });
    await expect(page.getByText("1 sur 2 utilisateurs")).toBeVisible();
    await screenshot(page, "profiles-read-only");
    await expectAccessible(page);
  });

  test("un technicien voit « Accès refusé » au lieu de la liste", async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, { roles: ["equipment_user"], firstName: "Paul", lastName: "Durand" });
    await page.goto("/profiles");
    await expect(page.getByRole("heading", { level: 1, name: "Profils" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();
    await expect(page.getByText(/réservée aux administrateurs et aux initiateurs de campagne/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Liste des utilisateurs" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Nouvel utilisateur" })).toHaveCount(0);
    await screenshot(page, "profiles-access-denied");
    await expectAccessible(page);
  });
});
