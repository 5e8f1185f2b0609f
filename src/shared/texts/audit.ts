import type { AuditCheckpointView, AuditEntryStatus, AuditEvent, AuditVerification } from "../api/audit";
import { AUDIT_CHAIN_BREAKS } from "../audit-actions";
import { format, frenchNumber, SHARE_TEXTS } from "../messages";

type Outcome = AuditEvent["outcome"];
type BrokenReason = NonNullable<AuditVerification["firstBroken"]>["reason"];

/** The texts of the Journal d'Audit screen. */
export const AUDIT_TEXTS = {
  outOfFive: " sur 5",
  entriesTable: "Notations du journal",
  eventsTable: "Piste d'audit",
  title: "Journal d'Audit",
  description:
    "Qui a noté quoi, avec quel score et quelle période, et la trace de chaque action réalisée dans Calibra",
  refresh: "Actualiser",
  tabsLabel: "Contenu du journal",
  tabEntries: "Notations",
  tabEvents: "Journal des événements",

  deniedTitle: "Accès refusé",
  deniedText:
    "Le journal d'audit est réservé aux administrateurs et aux initiateurs de campagne : il montre les notations de tous les participants et la trace de toutes les actions de l'entreprise. Demandez à un administrateur de vous attribuer le rôle nécessaire si vous en avez besoin.",
  backToCampaigns: "Retour aux campagnes",

  entriesFilters: "Filtrer les notations",
  entriesSearch: "Rechercher une notation",
  entriesSearchPlaceholder: "Campagne, équipement, référence, évaluateur",
  campaign: "Campagne",
  allCampaigns: "Toutes les campagnes",
  user: "Utilisateur",
  allUsers: "Tous les utilisateurs",
  status: "Statut",
  allStatuses: "Tous les statuts",
  clearFilters: "Effacer les filtres",
  trailExportTitle: "Exporter la piste d'audit",
  trailExportText:
    "Chaque événement de la période, du plus ancien au plus récent, avec ses valeurs avant et après et son empreinte dans la chaîne. Sans dates : toute la piste.",
  trailFrom: "Du",
  trailTo: "Au",
  trailExportHints: {
    csv: "Télécharge la piste d'audit de la période, au format CSV",
    xlsx: "Télécharge la piste d'audit de la période, en classeur Excel",
  },
  exportHints: {
    csv: "Télécharge les notations correspondant aux filtres, au format CSV",
    xlsx: "Télécharge les notations correspondant aux filtres, en classeur Excel",
  },
  entriesLoading: "Chargement des notations...",
  entriesLoadFailed: "Impossible de charger les notations",
  entriesWhat: "des notations",
  entriesEmptyTitle: "Aucune notation pour le moment",
  entriesEmptyText:
    "Les notations apparaissent ici dès qu'une campagne a des équipements : créez une campagne depuis l'écran Campagnes, ajoutez-y vos équipements et invitez les participants à les noter.",
  entriesNoneFilteredTitle: "Aucune notation trouvée",
  entriesNoneFilteredText:
    "Aucune notation ne correspond à ces filtres. Élargissez la recherche ou effacez les filtres.",
  goToCampaigns: "Aller aux campagnes",
  entriesListTitle: "Notations",
  entriesTruncated:
    "Seules les {n} entrées les plus récentes sont affichées. Affinez la recherche ou filtrez par campagne, utilisateur ou statut pour retrouver les autres ; l'export (CSV ou Excel) les contient toutes.",
  entriesPager: "Pages des notations",
  matchingFilters: " correspondant aux filtres",
  updating: "Mise à jour...",
  columnCampaign: "Campagne",
  columnEquipment: "Équipement",
  columnUser: "Utilisateur",
  columnRatings: "Notes par critère",
  columnScore: "Score OPPERET",
  columnPeriod: "Nouvelle période",
  columnDate: "Date",
  columnStatus: "Statut",
  noRater: "Non noté",
  unknownRater: "Évaluateur inconnu",
  noRatings: "Aucune note",
  notCalculated: "Pas encore calculé",
  months: "{n} mois",
  grade: "note {grade} sur 5",
  previousPage: "Page précédente",
  nextPage: "Page suivante",
  pageOf: "Page {page} sur {count}",
  rowsShown: "Entrées {from} à {to} sur {total}",

  eventsFilters: "Filtrer les événements",
  eventsSearch: "Rechercher un événement",
  eventsSearchPlaceholder: "Description, nom de l'auteur",
  action: "Action",
  allActions: "Toutes les actions",
  otherActions: "Autres actions",
  outcome: "Résultat",
  all: "Tous",
  allFeminine: "Toutes",
  eventsLoading: "Chargement des événements...",
  eventsLoadFailed: "Impossible de charger les événements",
  eventsWhat: "des événements",
  eventsEmptyTitle: "Aucun événement enregistré",
  eventsEmptyText:
    "Chaque action réalisée dans Calibra (création d'une campagne, notation, calcul, connexion...) s'inscrit ici avec son auteur et sa date. Commencez par créer une campagne depuis l'écran Campagnes.",
  eventsNoneFilteredTitle: "Aucun événement trouvé",
  eventsNoneFilteredText:
    "Aucun événement ne correspond à ces filtres sur cette période. Élargissez la recherche ou effacez les filtres.",
  eventsListTitle: "Événements",
  eventsOnPage: "{n} sur cette page, du plus récent au plus ancien",
  eventsPage: "Page {n}",
  newer: "Plus récents",
  older: "Plus anciens",
  eventsPager: "Pages des événements",
  columnWhen: "Date",
  columnActor: "Auteur",
  columnAction: "Action",
  columnDescription: "Description",
  columnOutcome: "Résultat",
  showDetails: "Afficher le détail",
  hideDetails: "Masquer le détail",
  detailsOf: "de l'événement n° {seq}",
  details: "Détail",
  publicOperator: "Opérateur public",
  system: "Système",
  deletedUser: "Utilisateur supprimé",
  unknownOperator: "Opérateur non identifié",
  changesTitle: "Valeurs avant et après",
  field: "Champ",
  before: "Avant",
  after: "Après",
  absent: "—",
  absentValue: "absent",
  unchanged: " (inchangé)",
  showWhole: "Tout afficher ({n} caractères)",
  showLess: "Réduire",
  noChanges: "Aucune valeur enregistrée pour cet événement.",
  extraDetails: "Informations complémentaires",
  position: "Position dans la chaîne",
  record: "Enregistrement",
  link: "Lien utilisé",
  ipAddress: "Adresse IP",
  userAgent: "Navigateur",
  unknown: "Non renseigné",

  integrityTitle: "Intégrité de la piste d'audit",
  integrityText:
    "Chaque événement est scellé par une empreinte qui inclut celle du précédent : la vérification relit toute la chaîne et signale la première entrée modifiée, supprimée ou insérée. Chaque rapport laisse un point de contrôle (position et empreinte de la tête), et chaque jour où la piste a changé un point de contrôle quotidien est envoyé par e-mail aux administrateurs : conservé hors de Calibra, il révèle une chaîne réécrite ou raccourcie.",
  checkpointsLink: "Télécharger les points de contrôle (JSON)",
  checkpointsTitle: "Derniers points de contrôle",
  checkpointsNone:
    "Aucun point de contrôle pour l'instant : le premier est pris au prochain rapport, ou dans la journée si la piste a changé.",
  checkpoint: "N° {seq} · {reason} · {date}",
  verify: "Vérifier l'intégrité",
  verifying: "Vérification...",
  verified: "Piste d'audit intègre : {n} entrées vérifiées",
  verifiedOne: "Piste d'audit intègre : {n} entrée vérifiée",
  verifiedAt: "Vérifiée le {date}",
  head: "Dernière entrée scellée : n° {seq}, empreinte",
  broken: "Piste d'audit altérée à la position {seq} : {reason}",
  brokenHelp:
    "Les {n} entrées qui la précèdent sont intactes. Conservez cette constatation et prévenez le responsable de la base de données : une piste altérée ne doit pas être corrigée à la main.",
  verifyFailed: "Impossible de vérifier la piste d'audit",
  entryNoun: "entrée",
} as const;

/** Why a checkpoint of the chain was taken. */
export const CHECKPOINT_REASONS: Record<AuditCheckpointView["reason"], string> = {
  report: "Rapport généré",
  daily: "Point quotidien, envoyé par e-mail",
  manual: "Pris à la demande",
};

/** The statuses of spec §4 (audit entry), with the labels of the CSV export. */
export const ENTRY_STATUS_LOOKS: Record<AuditEntryStatus, { label: string; className: string }> = {
  completed: { label: "Terminé", className: "border-emerald-300 bg-emerald-50 text-emerald-900" },
  in_progress: { label: "En cours", className: "border-sky-300 bg-sky-50 text-sky-900" },
  pending: { label: "En attente", className: "border-amber-300 bg-amber-50 text-amber-900" },
};

export const ENTRY_STATUSES = Object.keys(ENTRY_STATUS_LOOKS) as AuditEntryStatus[];

/** The French names of the audited actions live in one shared catalogue (the trail's export uses them). */
export { ACTION_GROUPS, actionLabel, isKnownAction } from "../audit-actions";

export const OUTCOME_LOOKS: Record<Outcome, { label: string; className: string }> = {
  success: { label: "Réussi", className: "border-emerald-300 bg-emerald-50 text-emerald-900" },
  refused: { label: "Refusé", className: "border-transparent bg-destructive text-destructive-foreground" },
  failed: { label: "Échoué", className: "border-amber-400 bg-amber-100 text-amber-950" },
};

export const OUTCOMES = Object.keys(OUTCOME_LOOKS) as Outcome[];

/** The reasons of a broken chain (GET /api/audit/verify), in French. */
export const BROKEN_REASONS: Record<BrokenReason, string> = AUDIT_CHAIN_BREAKS;

/**
 * The share link a public operator used (`measurement/campaign`, `rating/personal:12`), as the
 * measurement screens name it: 'Lien de saisie', 'Lien de notation', 'Lien personnel'.
 */
export function linkLabel(actorLink: string | null): string | null {
  if (!actorLink) return null;
  const [purpose = "", kind = ""] = actorLink.split("/");
  const linkKind = kind.split(":")[0];
  if (linkKind === "personal") return SHARE_TEXTS.sourcePersonalLink;
  if (linkKind === "campaign" && purpose === "measurement") return SHARE_TEXTS.sourceMeasurementLink;
  if (linkKind === "campaign" && purpose === "rating") return SHARE_TEXTS.sourceRatingLink;
  return actorLink;
}

/** 'Piste d'audit intègre : N entrées vérifiées', or where the chain first breaks and how. */
export function verificationText(result: AuditVerification): string {
  if (result.valid || !result.firstBroken)
    return format(result.checked > 1 ? AUDIT_TEXTS.verified : AUDIT_TEXTS.verifiedOne, {
      n: frenchNumber(result.checked),
    });
  return format(AUDIT_TEXTS.broken, {
    seq: frenchNumber(result.firstBroken.seq),
    reason: BROKEN_REASONS[result.firstBroken.reason],
  });
}
