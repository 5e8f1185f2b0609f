import { expect, test } from "@playwright/test";
import { SESSION_COOKIE } from "../src/server/http/plugins/session";
import { signIn } from "./data";
import { notifications } from "./support";

/**
 * Issue 21, point 5: a session that expires while a campaign is typed says so in French, and the
 * campaign is not lost — back from the sign-in page, « Nouvelle campagne » takes it back.
 */
test("une session expirée pendant la saisie d'une campagne : en français, et la saisie reprise", async ({
  page,
  context,
  baseURL,
}) => {
  const signed = await signIn(context, baseURL!, {
    roles: ["admin"],
    firstName: "Claire",
    lastName: "Martin",
  });
  // The toast lasts the 500 ms before the sign-in page: every toast shown is noted in the tab.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const region = document.querySelector('[role="region"][aria-label^="Notifications"]');
      const text = region?.textContent ?? "";
      if (text && !(sessionStorage.getItem("toasts-vus") ?? "").includes(text))
        sessionStorage.setItem("toasts-vus", `${sessionStorage.getItem("toasts-vus") ?? ""}|${text}`);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto("/campaigns");
  await page.getByRole("button", { name: "Nouvelle campagne" }).click();
  const dialog = page.getByRole("dialog", { name: "Créer une nouvelle campagne" });
  await dialog.getByLabel(/^Nom/).fill("Tournée des balances 2027");
  await dialog.getByLabel(/^Description/).fill("Toutes les balances de l'atelier");

  // The session ends (cookie gone) while the dialog is open; saving meets a 401.
  await context.clearCookies();
  await dialog.getByRole("button", { name: "Créer la campagne" }).click();
  await page.waitForURL("**/api/login**");
  const seen = await page.evaluate(() => sessionStorage.getItem("toasts-vus") ?? "");
  expect(seen).toContain("Non autorisé / Session expirée. Reconnexion en cours...");
  expect(seen).not.toContain("Unauthorized");

  // Signed in again in the same tab: the campaign comes back as typed.
  await context.addCookies([{ name: SESSION_COOKIE, value: signed.token, url: baseURL! }]);
  await page.goto("/campaigns");
  await page.getByRole("button", { name: "Nouvelle campagne" }).click();
  const again = page.getByRole("dialog", { name: "Créer une nouvelle campagne" });
  await expect(
    again.getByText("La campagne que vous saisissiez avant l'expiration de votre session a été reprise."),
  ).toBeVisible();
  await expect(again.getByLabel(/^Nom/)).toHaveValue("Tournée des balances 2027");
  await expect(again.getByLabel(/^Description/)).toHaveValue("Toutes les balances de l'atelier");
  await again.getByRole("button", { name: "Créer la campagne" }).click();
  await expect(notifications(page).getByText("Campagne créée avec succès")).toBeVisible();

  // Saved, the draft is forgotten: the next new campaign starts empty.
  await page.getByRole("button", { name: "Nouvelle campagne" }).click();
  await expect(
    page.getByRole("dialog", { name: "Créer une nouvelle campagne" }).getByLabel(/^Nom/),
  ).toHaveValue("");
});
