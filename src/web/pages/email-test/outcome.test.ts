import { describe, expect, it } from "vitest";
import type { OutboxMessage, SentEmail } from "../../../shared/api/reports";
import { isValidRecipient, reportNotificationOf, sentEmailFailureText } from "./outcome";

const sent = (status: OutboxMessage["status"], error: string | null = null): SentEmail => ({
  transport: "smtp",
  message: {
    id: 1,
    to: "claire@exemple.fr",
    subject: "Invitation",
    status,
    error,
    createdAt: "2026-03-02T09:00:00.000Z",
    sentAt: null,
    attachments: [],
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
