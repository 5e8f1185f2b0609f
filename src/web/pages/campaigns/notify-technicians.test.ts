import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/request";
import { notificationFailureText, notificationToast } from "./notify-technicians";

describe("La notification des techniciens (spec §8)", () => {
  it("'Notifications envoyées' avec le nombre de techniciens notifiés, et les échecs s'il y en a", () => {
    expect(notificationToast({ successCount: 3, failureCount: 0 })).toEqual({
      title: "Notifications envoyées",
      description: "3 techniciens notifiés avec succès",
    });
    expect(notificationToast({ successCount: 2, failureCount: 1 })?.description).toBe(
      "2 techniciens notifiés avec succès, 1 échecs",
    );
    expect(notificationToast({ successCount: 0, failureCount: 2 })?.description).toBe(
      "0 techniciens notifiés avec succès, 2 échecs",
    );
  });

  it("sans serveur d'envoi : « en attente », jamais « notifiés avec succès »", () => {
    expect(notificationToast({ successCount: 0, failureCount: 0, pendingCount: 3 })).toEqual({
      title: "Notifications en attente",
      description:
        "3 e-mails en attente : aucun serveur d'envoi configuré. Ouvrez-les dans Test des Emails pour transmettre les liens.",
    });
  });

  it("aucun technicien parmi les participants : pas de toast « envoyées »", () => {
    expect(notificationToast({ successCount: 0, failureCount: 0 })).toBeNull();
  });

  it("un échec : le message du serveur, sinon 'Impossible d'envoyer les notifications'", () => {
    const refused = new ApiError(
      409,
      JSON.stringify({ code: "CAMPAIGN_NOT_ACTIVE", message: "Cette campagne n'est pas active." }),
    );
    expect(notificationFailureText(refused)).toBe("Cette campagne n'est pas active.");
    expect(notificationFailureText(new ApiError(500, "{}"))).toBe("Impossible d'envoyer les notifications");
    expect(
      notificationFailureText(new ApiError(403, JSON.stringify({ code: "FORBIDDEN", message: "x" }))),
    ).toBe("Accès refusé");
  });
});
