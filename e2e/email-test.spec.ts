import { expect, type Locator, type Page, test } from "@playwright/test";
import { seedCalculatedCampaign, signIn } from "./data";
import { expectAccessible, expectFits, screenshot } from "./support";

/** A suffix that keeps this run's e-mail addresses apart from any other (they are unique server-wide). */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const CAMPAIGN = "Étalonnage atelier pression 2026";
const EQUIPMENT = [
  { name: "Manomètre numérique", serialNumber: "MAN-001", currentPeriod: 12 },
  { name: "Sonde PT100", serialNumber: "PT-003", currentPeriod: 6 },
];
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

function toasts(page: Page) {
  return page.getByRole("region", { name: /^Notifications/, includeHidden: true });
}

async function clearToasts(page: Page) {
  const open = toasts(page).locator('[data-state="open"]');
  for (const toast of await open.all())
    await toast.getByRole("button", { name: "Fermer", includeHidden: true }).dispatchEvent("click");
  await expect(open).toHaveCount(0);
}

function card(page: Page, title: string): Locator {
  return page.getByRole("region", { name: title });
}

/** The debug block's message to this address (a table row, or a card on a phone). */
function messageTo(page: Page, address: string): Locator {
  return card(page, "Débogage").locator("[data-message-id]").filter({ hasText: address });
}

test.describe("Test des Emails (spec §2, §5, §8)", () => {
  test("un administrateur envoie une invitation et une notification de rapport ; le bloc de débogage les liste", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    await signIn(context, baseURL!, {
      roles: ["admin"],
      firstName: "Claire",
      lastName: "Martin",
      email: `claire.martin.${run}@exemple.fr`,
      company: "Métrologie Industrielle Rhône",
    });
    const hugoEmail = `hugo.moreau.${run}@exemple.fr`;
    const created = await page.request.post("/api/users", {
      data: { firstName: "Hugo", lastName: "Moreau", email: hugoEmail, roles: ["equipment_user"] },
    });
    expect(created.status()).toBe(201);
    const hugo = (await created.json()) as { id: string };
    const { id } = await seedCalculatedCampaign(page.request, {
      name: CAMPAIGN,
      equipment: EQUIPMENT,
      participantIds: [hugo.id],
    });
    const report = await page.request.post(`/api/campaigns/${id}/generate-report`, {
      data: { format: "pdf" },
    });
    expect(report.status()).toBe(201);

    await page.goto("/campaigns");
    await page.getByRole("link", { name: "Test Emails" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Test des Emails" })).toBeVisible();

    // The transport: no SMTP server here, the messages stay in the internal outbox.
    const debug = card(page, "Débogage");
    await expect(debug).toContainText("Boîte d'envoi interne");
    await expect(debug).toContainText("ils restent en attente dans la boîte d'envoi interne de Calibra");
    await expect(debug).toContainText("Expéditeur");

    // Invitation: disabled until a campaign and one of its participants are chosen.
    const invitation = card(page, "Invitation à une campagne");
    const invite = invitation.getByRole("button", { name: "Envoyer l'invitation" });
    await expect(invite).toBeDisabled();
    await expect(invitation.getByLabel("Participant")).toBeDisabled();
    await invitation.getByLabel("Campagne").selectOption({ label: CAMPAIGN });
    await expect(invite).toBeDisabled();
    await invitation.getByLabel("Participant").selectOption({ label: `Hugo Moreau — ${hugoEmail}` });
    await expect(invite).toBeEnabled();
    await invite.click();
    // Nothing left: the screen says the message waits, never that it was sent.
    await expect(toasts(page)).toContainText("Email de test en attente : aucun serveur d'envoi configuré");
    await expect(toasts(page)).not.toContainText("envoyé avec succès");
    const invitationMessage = messageTo(page, hugoEmail).filter({ hasText: CAMPAIGN });
    await expect(invitationMessage).toContainText("En attente");
    await expect(invitationMessage).toContainText("Aucun serveur d'envoi configuré");
    await expect(invitationMessage).toContainText("Invitation à une campagne");

    // The administrator opens the message and copies its link, to pass it on by other means.
    await clearToasts(page);
    await invitationMessage.getByRole("button", { name: /^Ouvrir le message/ }).click();
    const opened = page.getByRole("dialog", { name: "Message de la boîte d'envoi" });
    await expect(opened).toContainText(hugoEmail);
    const link = opened.getByLabel("Lien du message");
    await expect(link).toHaveValue(new RegExp(`/campaigns/${id}/rating$`));
    await expect(opened.getByText(await link.inputValue()).first()).toBeVisible();
    await page.mouse.move(0, 0);
    await screenshot(page, "email-test-message");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(opened).toBeHidden();

    // Report notification: disabled until a report and a valid address are given.
    const notification = card(page, "Notification de rapport");
    const notify = notification.getByRole("button", { name: "Envoyer la notification" });
    await expect(notify).toBeDisabled();
    await notification.getByLabel("Rapport").selectOption({ index: 1 });
    await expect(notify).toBeDisabled();
    const address = notification.getByLabel("E-mail du destinataire");
    await address.fill("qualite@");
    await address.blur();
    await expect(notification).toContainText("Format d'email invalide");
    await expect(notify).toBeDisabled();
    const qualityEmail = `qualite.${run}@exemple.fr`;
    await address.fill(qualityEmail);
    await notification.getByLabel("Nom du destinataire").fill("Service qualité");
    await expect(notify).toBeEnabled();
    await clearToasts(page);
    await page.mouse.move(0, 0);
    await screenshot(page, "email-test-filled");
    await notify.click();
    await expect(toasts(page)).toContainText("Email de test en attente : aucun serveur d'envoi configuré");
    const sentReport = messageTo(page, qualityEmail);
    await expect(sentReport).toContainText("En attente");
    await expect(sentReport).toContainText(/\.pdf \(\d+(,\d)? Ko\)/);
    await expect(sentReport).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await clearToasts(page);
    await page.mouse.move(0, 0);
    await screenshot(page, "email-test-page");
    await expectAccessible(page);

    // A message the transport refused is a failure, with its error.
    await page.route("**/api/emails/campaign-invitation", (route) =>
      route.fulfill({
        json: {
          transport: "smtp",
          message: {
            id: 999_999,
            to: hugoEmail,
            subject: "Invitation",
            status: "failed",
            error: "550 Boîte aux lettres inconnue",
            createdAt: new Date().toISOString(),
            sentAt: null,
            attachments: [],
            purpose: "campaign_invitation",
            expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
            droppedReason: null,
            droppedAt: null,
          },
        },
      }),
    );
    await invite.click();
    await expect(toasts(page)).toContainText(
      "Impossible d'envoyer l'email de test : 550 Boîte aux lettres inconnue",
    );
    await page.unroute("**/api/emails/campaign-invitation");

    // A refusal says the server's reason after the screen's message.
    await page.route("**/api/emails/campaign-invitation", (route) =>
      route.fulfill({
        status: 404,
        json: { code: "NOT_FOUND", message: "Ce participant ne fait pas partie de la campagne." },
      }),
    );
    await invite.click();
    await expect(toasts(page)).toContainText(
      "Impossible d'envoyer l'email de test. Ce participant ne fait pas partie de la campagne.",
    );
    await page.unroute("**/api/emails/campaign-invitation");

    // "Actualiser" reads the outbox again.
    const reading = page.waitForResponse((response) => response.url().endsWith("/api/emails/outbox"));
    await debug.getByRole("button", { name: "Actualiser" }).click();
    expect((await reading).status()).toBe(200);

    // On a phone: the messages as cards, nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await clearToasts(page);
    await expect(messageTo(page, qualityEmail)).toBeVisible();
    await expect(debug.getByRole("table")).toHaveCount(0);
    await expectFits(page, "Test des Emails");
    await screenshot(page, "email-test-page-phone");
    await expectAccessible(page);
    await messageTo(page, hugoEmail)
      .filter({ hasText: CAMPAIGN })
      .getByRole("button", { name: /^Ouvrir le message/ })
      .click();
    await expect(page.getByRole("dialog", { name: "Message de la boîte d'envoi" })).toBeVisible();
    await expectFits(page, "Message de la boîte d'envoi");
    await screenshot(page, "email-test-message-phone");
  });

  test("un technicien voit pourquoi il ne peut rien envoyer ; le journal lui est fermé", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(context, baseURL!, { roles: ["equipment_user"], firstName: "Paul", lastName: "Durand" });
    const outboxCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/emails/outbox")) outboxCalls.push(request.url());
    });
    await page.goto("/email-test");
    await expect(card(page, "Invitation à une campagne")).toContainText(
      "votre rôle ne permet pas d'inviter des participants",
    );
    await expect(page.getByRole("button", { name: "Envoyer l'invitation" })).toBeDisabled();
    await expect(card(page, "Notification de rapport")).toContainText(
      "votre rôle ne permet pas d'envoyer des rapports",
    );
    await expect(page.getByRole("button", { name: "Envoyer la notification" })).toBeDisabled();
    await expect(card(page, "Débogage")).toContainText(
      "Le journal des e-mails est réservé aux administrateurs et aux initiateurs de campagne.",
    );
    expect(outboxCalls).toEqual([]);
    await page.mouse.move(0, 0);
    await screenshot(page, "email-test-technician");
    await expectAccessible(page);
  });
});
