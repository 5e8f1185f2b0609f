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
  equipementsDansLaCampagne: (length: string | number) => `${length} équipements dans la campagne`,
  aucunEquipementNeCorrespond: "Aucun équipement ne correspond à cette recherche.",
  t1EquipementCorrespondA: "1 équipement correspond à la recherche : il est sélectionné.",
  equipementsCorrespondentALa: (length: string | number) =>
    `${length} équipements correspondent à la recherche`,
} as const;

/** The texts of grade-cell.tsx. */
export const GRADE_CELL_TEXTS = {
  choisirUneNote: "Choisir une note",
  enAttenteDeValidation: "En attente de validation",
  nonEnregistree: "Non enregistrée",
} as const;

/** The texts of group-rating-dialog.tsx. */
export const GROUP_RATING_DIALOG_TEXTS = {
  criteres: "Critères",
  annuler: "Annuler",
  nePasModifier: "Ne pas modifier",
  equipementSelectionne: "équipement sélectionné",
  equipementsSelectionnes: "équipements sélectionnés",
  leNiveauChoisiPour: (
    equipmentLabel: string | number,
    KEEP_LABEL: string | number,
    saveRatings: string | number,
  ) =>
    `Le niveau choisi pour un critère s'applique aux ${equipmentLabel}. Les critères laissés sur « ${KEEP_LABEL} » gardent leur note. Rien n'est envoyé avant « ${saveRatings} ».`,
  choisissezLeNiveauD: "Choisissez le niveau d'au moins un critère.",
  aAppliquer: (value: string | number) => `${value} à appliquer`,
  appliquerA: (value: string | number) => `Appliquer à ${value}`,
  critere: "critère",
  equipement: "équipement",
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
  valuePlaceholder: "Ex. : 12,5",
  choisir: "Choisir",
  conditionsDeMesureObservations: "Conditions de mesure, observations…",
  decimalHint: "Virgule ou point, 4 décimales au plus",
  unitesDe: (type: string | null, units: string) => `Unités de « ${type} » : ${units}`,
  facultatif: "Facultatif",
  enregistrement: "Enregistrement...",
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
  lienPersonnelVosNotations: (value: string | number) =>
    `Lien personnel${value}. Vos notations vous sont attribuées.`,
  notezChaqueEquipementSelon:
    "Notez chaque équipement selon votre expérience, puis enregistrez vos notations.",
  vosNotationsSontEnregistrees: "Vos notations sont enregistrées sous ce nom.",
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
  selectionner: (name: string | number, serialNumber: string | number) =>
    `Sélectionner ${name} (${serialNumber})`,
} as const;

/** The texts of selection-bar.tsx. */
export const SELECTION_BAR_TEXTS = {
  cochezDesEquipementsPour: "Cochez des équipements pour les noter en une fois.",
  equipementSelectionne: "équipement sélectionné",
  equipementsSelectionnes: "équipements sélectionnés",
} as const;

/** The texts of rating-workspace.tsx. */
export const RATING_WORKSPACE_TEXTS = {
  pourLaCampagne: (value: string | number, name: string | number) => `${value} pour la campagne ${name}.`,
  aucuneModificationEnAttente: "Aucune modification en attente.",
  aEnregistrer: (value: string | number) => `${value} à enregistrer`,
  enregistrement: "Enregistrement...",
  notationEnregistree: "notation enregistrée",
  notationsEnregistrees: "notations enregistrées",
  notationModifiee: "notation modifiée",
  notationsModifiees: "notations modifiées",
} as const;
