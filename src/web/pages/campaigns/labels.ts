/**
 * The texts of the campaigns' records (decision 021): archiving, bringing back, reopening. Kept with
 * the page rather than in messages.ts, which the landing page loads whole.
 */
export const RECORD_TEXTS = {
  archiveConfirm:
    "Archiver la campagne « {name} » ? Elle passe en lecture seule et quitte la liste des campagnes en cours. Ses notations, calculs, rapports et mesures restent consultables avec le filtre « Archivées ».",
  unarchiveConfirm: "Désarchiver la campagne « {name} » ? Elle revient dans la liste des campagnes en cours.",
  reopenConfirm:
    "La campagne « {name} » redevient active : elle peut être modifiée, notée et recalculée. Ses liens publics sont renouvelés ; ses calculs et rapports précédents restent au dossier.",
  archived: "Campagne archivée : elle reste consultable avec le filtre « Archivées »",
  unarchived: "Campagne désarchivée : elle est de retour dans la liste",
  reopened: "Campagne rouverte : de nouveaux liens publics ont été créés",
  archiveFailed: "Impossible d'archiver la campagne",
  unarchiveFailed: "Impossible de désarchiver la campagne",
  reopenFailed: "Impossible de rouvrir la campagne",
} as const;
