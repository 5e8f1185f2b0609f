/**
 * The words of the signed-in frame (sidebar, header, menu) and of the components every screen
 * shares (dialogs, toasts, empty states, filters). Imported by the shell and shared components only:
 * never by the landing page, whose weight is counted.
 */

/** The frame: skip link, phone menu, sidebar, header search. */
export const SHELL_TEXTS = {
  skipToContent: "Aller au contenu",
  openMenu: "Ouvrir le menu",
  menu: "Menu",
  closeMenu: "Fermer le menu",
  mainNavigation: "Navigation principale",
  settings: "Paramètres",
  myProfile: "Mon profil : {name}",
  searchPlaceholder: "Rechercher...",
  searchLabel: "Rechercher une campagne, un instrument ou un utilisateur",
  searching: "Recherche...",
  noResult: "Aucun résultat pour « {query} »",
  searchResults: "Résultats de la recherche",
  signOut: "Déconnexion",
} as const;

/** Dialogs, toasts and the question before unsaved input is lost. */
export const DIALOG_TEXTS = {
  close: "Fermer",
  cancel: "Annuler",
  toast: "Notification",
  toastRegion: "Notifications ({hotkey})",
  discardTitle: "Abandonner les modifications ?",
  discardCancel: "Continuer la saisie",
  discardConfirm: "Abandonner",
  discardText: "Ce que vous avez saisi dans cette fenêtre n'est pas enregistré et sera perdu.",
  reason: "Motif",
  reasonRequiredHint:
    "Votre entreprise exige un motif : il figure dans les résultats, les rapports et l'historique.",
  reasonOptionalHint:
    "Conseillé : il figure dans les résultats, les rapports et l'historique (sinon « motif non renseigné »).",
} as const;

/** Lists: a failed read, a table that scrolls sideways, role and profile badges, role filter. */
export const LIST_TEXTS = {
  retry: "Réessayer",
  loadFailed:
    "Une erreur est survenue pendant le chargement {what}. Vérifiez votre connexion puis réessayez.",
  scrollHint: "Faites défiler le tableau vers la droite pour voir toutes ses colonnes.",
  scrollRegion: "{label} (défilement horizontal)",
  criterionDescription: "Description du critère {name}",
  profilePrefix: "Profil : ",
  noRole: "Aucun rôle",
  roleFilter: "Filtrer par rôle",
  allRoles: "Tous les rôles",
} as const;

/** The equipment cards of the phone screens, and their pager. */
export const EQUIPMENT_CARD_TEXTS = {
  typePrefix: "Type : ",
  select: "Sélectionner {name} ({reference})",
  range: "Équipements {from} à {to} sur {total}",
  pager: "Pages des équipements",
  firstPage: "Première page",
  previousPage: "Page précédente",
  nextPage: "Page suivante",
  lastPage: "Dernière page",
  pageOf: "Page {page} sur {count}",
} as const;

/** « Exporter [CSV] [Excel] »: the two download links of a list. */
export const EXPORT_TEXTS = {
  label: "Exporter",
  csv: "CSV",
  xlsx: "Excel",
  csvName: "Exporter CSV",
  xlsxName: "Exporter Excel",
} as const;

/** The screens of the frame itself: an unknown address, a screen still to come. */
export const SYSTEM_TEXTS = {
  notFoundTitle: "Page introuvable",
  notFoundBack: "Retour aux campagnes",
  notFoundText: "L'adresse demandée ne correspond à aucun écran de Calibra.",
  upcomingTitle: "Écran en préparation",
  upcomingText: "Cet écran sera disponible dans une prochaine version de Calibra.",
} as const;

export const NAV_LABELS = {
  campaigns: "Campagnes",
  parc: "Parc",
  planning: "Planning",
  ratingCriteria: "Critères de Cotation",
  profiles: "Profils",
  company: "Entreprise",
  reports: "Rapports",
  emailTest: "Test Emails",
  auditLogs: "Journal d'audit",
} as const;
