/**
 * The API's error contract (DESIGN.md §7): one stable code per kind of failure, one HTTP status per
 * code, and a body `{message, code}` whose message is French text for the user. 401 bodies contain
 * "Unauthorized" so the web client can recognise them (spec §8).
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const DEFAULT_ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: "Les données envoyées sont invalides.",
  UNAUTHORIZED: "Unauthorized",
  FORBIDDEN: "Accès refusé",
  NOT_FOUND: "Ressource introuvable",
  CONFLICT: "Cette opération entre en conflit avec des données existantes.",
  PAYLOAD_TOO_LARGE: "La requête est trop volumineuse.",
  RATE_LIMITED: "Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.",
  INTERNAL: "Une erreur interne est survenue. Veuillez réessayer.",
  SERVICE_UNAVAILABLE: "Le service est momentanément indisponible.",
};

export interface ErrorBody {
  message: string;
  code: ErrorCode;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && value in ERROR_STATUS;
}
