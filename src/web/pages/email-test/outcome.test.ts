import { describe, expect, it } from "vitest";
import type { OutboxMessage, SentEmail } from "../../../shared/api/reports";
import { isValidRecipient, reportNotificationOf, sentEmailFailureText, sentEmailOutcome } from "./outcome";

const sent = (
  status: OutboxMessage["status"],
  error: string | null = null,
  transport: SentEmail["transport"] = "smtp",
): SentEmail => ({
  transport,
  message: {
    id: 1,
    to: "claire@exemple.fr",
    subject: "Invitation",
    status,
    error,
    createdAt: "2026-03-02T09:00:00.000Z",
    sentAt: null,
    attachments: [],
    purpose: "campaign_invitation",
    expiresAt: "2026-03-09T09:00:00.000Z",
    droppedReason: null,
    droppedAt: null,
  },
});

describe("Le résultat d'un e-mail de test", () => {
  it("parti, en cours ou conservé dans la boîte d'envoi : réussi", () => {
    for (const status of ["sent", "sending", "stored"] as const)
      expect(sentEmailFailureText(sent(status), "Impossible d'envoyer l'email de test")).toBeNull();
  });

  it("refusé par le transport : un échec, avec son erreur", () => {
    expect(
      sentEmailFailureText(sent("failed", "550 Mailbox unavailable"), "Impossible d'envoyer l'email de test"),
    ).toBe("Impossible d'envoyer l'email de test : 550 Mailbox unavailable");
    expect(sentEmailFailureText(sent("failed"), "Impossible d'envoyer l'email de test")).toBe(
      "Impossible d'envoyer l'email de test",
    );
  });
});

describe("Ce que l'écran dit d'un e-mail de test (rien d'« envoyé » qui ne soit parti)", () => {
  const fallback = "Impossible d'envoyer l'email de test";
  it("sans serveur d'envoi, le message attend : jamais « envoyé »", () => {
    expect(sentEmailOutcome(sent("stored", null, "outbox"), fallback)).toEqual({
      tone: "waiting",
      text: "Email de test en attente : aucun serveur d'envoi configuré",
    });
  });
  it("parti par SMTP : envoyé avec succès", () => {
    expect(sentEmailOutcome(sent("sent"), fallback)).toEqual({
      tone: "success",
      text: "Email de test envoyé avec succès",
    });
  });
  it("refusé : l'erreur", () => {
    expect(sentEmailOutcome(sent("failed", "550"), fallback)).toEqual({
      tone: "error",
      text: "Impossible d'envoyer l'email de test : 550",
    });
  });
});

describe("La notification de rapport : rapport et adresse valide requis (spec §5)", () => {
  it("une adresse valide, comme le serveur l'entend", () => {
    expect(isValidRecipient("claire@exemple.fr")).toBe(true);
    expect(isValidRecipient(" claire@exemple.fr ")).toBe(true);
    expect(isValidRecipient("claire@")).toBe(false);
    expect(isValidRecipient("")).toBe(false);
  });

  it("rien à envoyer sans rapport ou sans adresse valide ; le nom est facultatif", () => {
    expect(reportNotificationOf({ reportId: null, recipientEmail: "a@b.fr", recipientName: "" })).toBeNull();
    expect(reportNotificationOf({ reportId: 3, recipientEmail: "a@b", recipientName: "" })).toBeNull();
    expect(reportNotificationOf({ reportId: 3, recipientEmail: " a@b.fr ", recipientName: "  " })).toEqual({
      reportId: 3,
      recipientEmail: "a@b.fr",
      recipientName: null,
    });
    expect(
      reportNotificationOf({ reportId: 3, recipientEmail: "a@b.fr", recipientName: " Léa " })?.recipientName,
    ).toBe("Léa");
  });
});
