// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiErrorText, toastApiError } from "../api/errors";
import { ApiError } from "../api/request";
import { handleUnauthorized, redirectToLogin, unauthorizedScreenOf } from "./session";
import { dismissToast } from "./toast";

/** The toast store is module state: read it through the same hook the Toaster uses. */
async function currentToasts() {
  const { renderHook } = await import("@testing-library/react");
  const { useToasts } = await import("./toast");
  return renderHook(() => useToasts()).result.current.filter((t) => t.open);
}

afterEach(() => {
  dismissToast();
  vi.useRealTimers();
});

describe("Écran d'une session expirée (spec §8)", () => {
  it.each([
    ["/", "campaigns"],
    ["/campaigns", "campaigns"],
    ["/company-setup", "companySetup"],
    ["/reports", "other"],
    ["/campaigns/3/rating", "other"],
  ])("%s → %s", (path, screen) => {
    expect(unauthorizedScreenOf(path)).toBe(screen);
  });
});

describe("Erreur d'un appel", () => {
  it("affiche 'Accès refusé' pour un 403, quel que soit le message de l'écran", async () => {
    toastApiError(
      new ApiError(403, '{"message":"Accès refusé","code":"FORBIDDEN"}'),
      "Impossible de créer la campagne",
    );
    expect((await currentToasts()).map((t) => [t.title, t.description, t.variant])).toEqual([
      ["Erreur", "Accès refusé", "destructive"],
    ]);
  });

  it("affiche le message de l'écran pour une autre erreur, un seul toast à la fois", async () => {
    toastApiError(new ApiError(500, "", "Internal Server Error"), "Impossible de supprimer la campagne");
    toastApiError(new ApiError(500, "", "Internal Server Error"), "Impossible de clôturer la campagne");
    expect((await currentToasts()).map((t) => t.description)).toEqual(["Impossible de clôturer la campagne"]);
  });

  it("ajoute la règle métier d'un refus (409) au message de l'écran", async () => {
    toastApiError(
      new ApiError(
        409,
        '{"message":"Ce critère a déjà servi à noter des équipements : il ne peut pas être supprimé. Modifiez-le plutôt.","code":"CRITERION_IN_USE"}',
      ),
      "Impossible de supprimer le critère de cotation",
    );
    expect((await currentToasts()).map((t) => t.description)).toEqual([
      "Impossible de supprimer le critère de cotation. Ce critère a déjà servi à noter des équipements : il ne peut pas être supprimé. Modifiez-le plutôt.",
    ]);
  });

  it("ajoute la raison d'un refus métier (403, 409) au message de l'écran, tel quel", () => {
    const refused = (status: number, message: string, code: string) =>
      new ApiError(status, JSON.stringify({ message, code }));
    expect(
      apiErrorText(
        refused(403, "Vous ne participez pas à cette campagne.", "NOT_A_PARTICIPANT"),
        "Impossible de sauvegarder l'évaluation",
      ),
    ).toBe("Impossible de sauvegarder l'évaluation. Vous ne participez pas à cette campagne.");
    expect(
      apiErrorText(
        refused(409, "Cette campagne est clôturée : elle ne peut plus être modifiée.", "CAMPAIGN_CLOSED"),
        "Impossible de sauvegarder les notations.",
      ),
    ).toBe(
      "Impossible de sauvegarder les notations. Cette campagne est clôturée : elle ne peut plus être modifiée.",
    );
    expect(apiErrorText(new ApiError(500, "oups"), "Impossible de sauvegarder l'évaluation")).toBe(
      "Impossible de sauvegarder l'évaluation",
    );
    expect(apiErrorText(new ApiError(502, "<html>Bad gateway</html>"), "Impossible de sauvegarder")).toBe(
      "Impossible de sauvegarder",
    );
    expect(apiErrorText(new ApiError(403, '{"message":"Accès refusé","code":"FORBIDDEN"}'), "X")).toBe(
      "Accès refusé",
    );
    expect(apiErrorText(new TypeError("Failed to fetch"), "X")).toBe(
      "Impossible de joindre le serveur. Vérifiez votre connexion.",
    );
  });

  it("ne montre rien de plus pour un 401 : la reconnexion a son propre message", async () => {
    toastApiError(
      new ApiError(401, '{"message":"Unauthorized","code":"UNAUTHORIZED"}'),
      "Impossible de créer la campagne",
    );
    expect(await currentToasts()).toEqual([]);
  });
});

describe("Redirection vers la connexion", () => {
  it("ne redirige pas pour un mot de passe refusé : la page de connexion l'explique", async () => {
    vi.useFakeTimers();
    const location = { href: "http://localhost/api/login", pathname: "/api/login" };
    vi.stubGlobal("location", location);
    const refused = new ApiError(
      401,
      '{"message":"Unauthorized : e-mail ou mot de passe incorrect.","code":"INVALID_CREDENTIALS"}',
    );
    expect(handleUnauthorized(refused)).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(await currentToasts()).toEqual([]);
    expect(location.href).toBe("http://localhost/api/login");
    vi.unstubAllGlobals();
  });

  it("affiche le toast de l'écran puis va sur /api/login après 500 ms", async () => {
    vi.useFakeTimers();
    const location = { href: "http://localhost/campaigns", pathname: "/campaigns" };
    vi.stubGlobal("location", location);
    redirectToLogin("campaigns");
    expect((await currentToasts()).map((t) => t.description)).toEqual([
      "Non autorisé / Session expirée. Reconnexion en cours...",
    ]);
    vi.advanceTimersByTime(499);
    expect(location.href).toBe("http://localhost/campaigns");
    vi.advanceTimersByTime(1);
    expect(location.href).toBe("/api/login");
    vi.unstubAllGlobals();
  });

  it("compte les 500 ms à partir du moment où le toast peut s'afficher, le code des toasts arrivé", async () => {
    // Fresh modules: a redirection already under way (the test above) is not started twice.
    vi.resetModules();
    const fresh = await import("./session");
    const toasts = await import("./toast");
    vi.useFakeTimers();
    const location = { href: "http://localhost/campaigns", pathname: "/campaigns" };
    vi.stubGlobal("location", location);
    let arrived = () => {};
    toasts.toasterLoadingUntil(new Promise<void>((resolve) => (arrived = resolve)));
    fresh.redirectToLogin("campaigns");
    await vi.advanceTimersByTimeAsync(2000);
    expect(location.href).toBe("http://localhost/campaigns");
    arrived();
    await vi.advanceTimersByTimeAsync(499);
    expect(location.href).toBe("http://localhost/campaigns");
    await vi.advanceTimersByTimeAsync(1);
    expect(location.href).toBe("/api/login");
    toasts.dismissToast();
    vi.unstubAllGlobals();
  });
});
