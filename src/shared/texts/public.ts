/**
 * The words of the public pages (measurement and rating links opened without an account), one object per component. Imported by the public pages only: each area's texts travel with its own lazy chunk.
 */

/** The texts of campaign-heading.tsx. */
export const CAMPAIGN_HEADING_TEXTS = {
  echeance: "Échéance : ",
} as const;

/** The texts of chosen-instrument.tsx. */
export const CHOSEN_INSTRUMENT_TEXTS = {
  equipementDeLaMesure: "Équipement de la mesure",
  laMesureSeraEnregistree: "La mesure sera enregistrée sur",
  reference: "Référence ",
  aucunEquipementChoisiChoisissez: "Aucun équipement choisi : choisissez l'équipement mesuré ci-dessus.",
} as const;

/** The texts of equipment-choice.tsx. */
export const EQUIPMENT_CHOICE_TEXTS = {
  rechercherUnEquipement: "Rechercher un équipement",
  nomReferenceOuType: "Nom, référence ou type",
} as const;

/** The texts of grade-cell.tsx. */
export const GRADE_CELL_TEXTS = {
  choisirUneNote: "Choisir une note",
} as const;

/** The texts of group-rating-dialog.tsx. */
export const GROUP_RATING_DIALOG_TEXTS = {
  criteres: "Critères",
  annuler: "Annuler",
} as const;

/** The texts of link-state.tsx. */
export const LINK_STATE_TEXTS = {
  demandezUnNouveauLien: "Demandez un nouveau lien au responsable de la campagne.",
  reessayer: "Réessayer",
  chargementDeLaCampagne: "Chargement de la campagne...",
} as const;

/** The texts of measurement-done.tsx. */
export const MEASUREMENT_DONE_TEXTS = {
  equipement: "Équipement",
  valeur: "Valeur",
  operateur: "Opérateur",
} as const;

/** The texts of measurement-form.tsx. */
export const MEASUREMENT_FORM_TEXTS = {
  nouvelleMesure: "Nouvelle mesure",
  ex125: "Ex. : 12,5",
  choisir: "Choisir",
  conditionsDeMesureObservations: "Conditions de mesure, observations…",
} as const;

/** The texts of measurement-page.tsx. */
export const MEASUREMENT_PAGE_TEXTS = {
  campagneIndisponible: "Campagne indisponible",
  aucunEquipement: "Aucun équipement",
} as const;

/** The texts of public-rating-page.tsx. */
export const PUBLIC_RATING_PAGE_TEXTS = {
  lAdresseDeNotation: "L'adresse de notation doit contenir le jeton de la campagne.",
  aucunEquipement: "Aucun équipement",
  aucunCritereANoter: "Aucun critère à noter",
  aucunCritereDeCotation:
    "Aucun critère de cotation n'est défini pour ce profil. Prévenez le responsable de la campagne.",
} as const;

/** The texts of public-shell.tsx. */
export const PUBLIC_SHELL_TEXTS = {
  entreprise: "Entreprise : ",
  saisieSecuriseeParLien:
    "Saisie sécurisée par lien de partage, sans compte. Calibra — gestion des campagnes d'étalonnage.",
} as const;

/** The texts of rater-card.tsx. */
export const RATER_CARD_TEXTS = {
  operateur: "Opérateur",
  votreNom: "Votre nom",
} as const;

/** The texts of rating-cards.tsx. */
export const RATING_CARDS_TEXTS = {
  equipementsANoter: "Équipements à noter",
} as const;

/** The texts of rating-grid.tsx. */
export const RATING_GRID_TEXTS = {
  notationDesEquipements: "Notation des équipements",
  selectionnerTousLesEquipements: "Sélectionner tous les équipements",
  equipement: "Équipement",
} as const;

/** The texts of selection-bar.tsx. */
export const SELECTION_BAR_TEXTS = {
  cochezDesEquipementsPour: "Cochez des équipements pour les noter en une fois.",
} as const;
