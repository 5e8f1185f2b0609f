/**
 * French texts shown to users that are not tied to one screen (spec §8). Screen-specific texts live
 * with their screen; every sentence here appears in the product exactly as written in the spec.
 */
export const UNAUTHORIZED_TOASTS = {
  campaigns: { title: "Unauthorized", description: "Unauthorized – You are logged out. Logging in again..." },
  other: { title: "Non autorisé", description: "Non autorisé / Session expirée. Reconnexion en cours..." },
  companySetup: { title: "Session expirée", description: "Reconnexion en cours..." },
} as const;
export type UnauthorizedScreen = keyof typeof UNAUTHORIZED_TOASTS;

export const GENERIC_MESSAGES = {
  forbidden: "Accès refusé",
  network: "Impossible de joindre le serveur. Vérifiez votre connexion.",
} as const;
