/**
 * The words of the Notation screen (rating sheet, progress, toolbar), one object per component. Imported by the rating pages only: each area's texts travel with its own lazy chunk.
 */

/** The texts of bulk-rating-dialog.tsx. */
export const BULK_RATING_DIALOG_TEXTS = {
  noterLesSelectionnes: "Noter les sélectionnés",
  criteres: "Critères",
  poids: "Poids ",
  annuler: "Annuler",
  nePasModifier: "Ne pas modifier",
  equipementSelectionne: "équipement sélectionné",
  equipementsSelectionnes: "équipements sélectionnés",
  laNoteChoisiePour: (equipmentLabel: string | number, KEEP_LABEL: string | number) =>
    `La note choisie pour un critère s'applique aux ${equipmentLabel} et remplace vos notes actuelles sur ce critère. Les critères laissés sur « ${KEEP_LABEL} » gardent leurs notes.`,
  auPlusNotationsPar: (ratings: string | number) =>
    `Au plus ${ratings} notations par envoi : sélectionnez moins d'équipements ou de critères.`,
  choisissezLaNoteD: "Choisissez la note d'au moins un critère.",
  aEnregistrer: (value: string | number) => `${value} à enregistrer`,
  enregistrement: "Enregistrement...",
  appliquerA: (value: string | number) => `Appliquer à ${value}`,
  equipement: "équipement",
} as const;

/** The texts of rating-cards.tsx. */
export const RATING_CARDS_TEXTS = {
  equipementsANoter: "Équipements à noter",
  descriptionDuCritere: (name: string | number) => `Description du critère ${name}`,
} as const;

/** The texts of rating-page.tsx. */
export const RATING_PAGE_TEXTS = {
  retourAuxCampagnes: "Retour aux campagnes",
  chargementDeLaNotation: "Chargement de la notation...",
  campagneNonTrouvee: "Campagne non trouvée",
  cetteCampagneNExiste:
    "Cette campagne n'existe pas ou n'appartient pas à votre entreprise. Choisissez une campagne dans la liste des campagnes pour en noter les équipements.",
  impossibleDeChargerLa: "Impossible de charger la notation",
  notationDesEquipements: "Notation des équipements",
  deLaCampagne: "de la campagne",
} as const;

/** The texts of rating-progress.tsx. */
export const RATING_PROGRESS_TEXTS = {
  statut: "Statut",
  echeance: "Échéance",
  expire: "Expiré",
  nonDefinie: "Non définie",
  voirLesResultatsDu: "Voir les résultats du calcul",
  laCampagneEstCloturee: "La campagne est clôturée : ses notes et ses résultats ne changent plus.",
  chaqueEquipementAAu:
    "Chaque équipement a au moins une note, mais des critères restent sans note : le calcul sur des notations incomplètes demandera une confirmation, qui sera enregistrée.",
  tousLesEquipementsSont:
    "Tous les équipements sont notés. Un administrateur ou un initiateur de campagne lancera le calcul des nouvelles périodes d'étalonnage.",
  allEquipmentRated: "Tous les équipements sont notés : les nouvelles périodes peuvent être calculées.",
  avancementDeLaNotation: "Avancement de la notation",
  equipementsNotes: " équipements notés",
  unEquipementCompteComme:
    "Un équipement compte comme noté dès qu'il a reçu une note, quel que soit l'évaluateur ; le calcul complet demande une note à chaque critère de chaque profil.",
  nouvellesPeriodesDEtalonnage: "Nouvelles périodes d'étalonnage",
  leCalculDesNouvelles:
    "Le calcul des nouvelles périodes d'étalonnage sera proposé une fois les équipements de la campagne notés.",
  calculationWaitsFor: (value: string | number) =>
    `Le calcul des nouvelles périodes d'étalonnage sera proposé lorsque chaque équipement aura reçu au moins une note : encore ${value} à noter.`,
  calculEnCours: "Calcul en cours...",
  calculerNouvellePeriodeD: "Calculer nouvelle période d'étalonnage",
  vosNotesSur: (rated: string | number, total: string | number, value: string | number) =>
    ` Vos notes : ${rated} sur ${total} (${value}).`,
  equipement: "équipement",
} as const;

/** The texts of rating-sheet.tsx. */
export const RATING_SHEET_TEXTS = {
  equipementsANoter: "Équipements à noter",
  choisissezUneNotePar: "Choisissez une note par critère : chaque choix est enregistré aussitôt.",
  aucunCritereANoter: "Aucun critère à noter",
  voirLesCriteresDe: "Voir les critères de cotation",
  aucunCritereDeCotation:
    "Aucun critère de cotation ne correspond à votre profil. Un administrateur ou un initiateur de campagne peut en créer dans l'écran Critères de Cotation.",
  aNoterParEquipement: " à noter par équipement",
  aucunEquipementTrouve: "Aucun équipement trouvé",
  ouvrirLesCampagnes: "Ouvrir les campagnes",
  effacerLaRechercheEt: "Effacer la recherche et le filtre",
  aucunEquipementDeLa:
    "Aucun équipement de la campagne ne correspond à la recherche ou au filtre choisi. Modifiez-les, ou effacez-les pour revoir toute la liste.",
  critere: "critère",
  cetteCampagneNeContient:
    "Cette campagne ne contient encore aucun équipement. Ajoutez-en depuis l'écran Campagnes : ouvrez les détails de la campagne, puis Équipements.",
  noEquipmentYet:
    "Cette campagne ne contient encore aucun équipement. Un administrateur, un initiateur de campagne ou un gestionnaire de parc les ajoutera ; ils apparaîtront ici.",
  equipement: "équipement",
  afficheSur: (length: string | number, value: string | number, length2: string | number) =>
    `${length} affiché${value} sur ${length2}`,
  deVotreProfil: (criteriaCount: string | number) => ` · ${criteriaCount} de votre profil`,
} as const;

/** The texts of rating-table.tsx. */
export const RATING_TABLE_TEXTS = {
  poids: "Poids ",
  tableauDeNotationDefilant: "Tableau de notation (défilant)",
  notationDesEquipements: "Notation des équipements",
  selectionnerTousLesEquipements: "Sélectionner tous les équipements affichés",
  equipement: "Équipement",
  nomEtReference: "Nom et référence",
  critereNoteSur: (
    rated: string | number,
    value: string | number,
    value2: string | number,
    total: string | number,
  ) => `${rated} critère${value} noté${value2} sur ${total}`,
  selectionner: (label: string | number) => `Sélectionner ${label}`,
} as const;

/** The texts of rating-toolbar.tsx. */
export const RATING_TOOLBAR_TEXTS = {
  rechercherUnEquipement: "Rechercher un équipement",
  nomReferenceOuIdentifiant: "Nom, référence ou identifiant",
  afficher: "Afficher",
  aucunEquipementSelectionneCochez:
    "Aucun équipement sélectionné : cochez des équipements pour les noter en une fois.",
  dont: "(dont ",
  horsDeLaListe: " hors de la liste affichée)",
  toutSelectionner: "Tout sélectionner",
  toutDeselectionner: "Tout désélectionner",
  noterLesSelectionnes: "Noter les sélectionnés",
  equipementSelectionne: "équipement sélectionné",
  equipementsSelectionnes: "équipements sélectionnés",
} as const;

/** The texts of rating-cell.tsx. */
export const RATING_CELL_TEXTS = {
  nonNote: "Non noté",
  choisirUneNote: "Choisir une note",
} as const;

/** The texts of rating-filters.ts. */
export const RATING_FILTERS_TEXTS = {
  tous: "Tous",
  completementNotes: "Complètement notés",
  nonNotes: "Non notés",
} as const;

/** The texts of rating-workspace.tsx. */
export const RATING_WORKSPACE_TEXTS = {
  noteEnregistree: (name: string | number, name2: string | number) => `Note enregistrée : ${name}, ${name2}.`,
} as const;
