/**
 * The words of the Notation screen (rating sheet, progress, toolbar), one object per component. Imported by the rating pages only: each area's texts travel with its own lazy chunk.
 */

/** The texts of bulk-rating-dialog.tsx. */
export const BULK_RATING_DIALOG_TEXTS = {
  noterLesSelectionnes: "Noter les sélectionnés",
  criteres: "Critères",
  poids: "Poids ",
  annuler: "Annuler",
} as const;

/** The texts of rating-cards.tsx. */
export const RATING_CARDS_TEXTS = {
  equipementsANoter: "Équipements à noter",
} as const;

/** The texts of rating-completeness.tsx. */
export const RATING_COMPLETENESS_TEXTS = {
  notes: "notes",
  sansNote: " sans note",
  notesParCritere: "Notes par critère : ",
  notesParCritere2: "Notes par critère",
  chaqueCritereDeChaque: "Chaque critère de chaque profil est noté pour chaque équipement.",
  ceQuiManquePar: "Ce qui manque, par profil",
  calculerSurDesNotations: "Calculer sur des notations incomplètes ?",
  notesSur: " notes sur ",
  sur: " sur ",
  entierementNotesLesCriteres:
    " entièrement notés). Les critères sans note ne comptent pas dans le score des équipements concernés. Le calcul enregistrera que vous l'avez confirmé.",
} as const;

/** The texts of rating-page.tsx. */
export const RATING_PAGE_TEXTS = {
  retourAuxCampagnes: "Retour aux campagnes",
  chargementDeLaNotation: "Chargement de la notation...",
  campagneNonTrouvee: "Campagne non trouvée",
  cetteCampagneNExiste:
    "Cette campagne n'existe pas ou n'appartient pas à votre entreprise. Choisissez une campagne dans la liste des campagnes pour en noter les équipements.",
  impossibleDeChargerLa: "Impossible de charger la notation",
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
  tousLesEquipementsSont2: "Tous les équipements sont notés : les nouvelles périodes peuvent être calculées.",
  avancementDeLaNotation: "Avancement de la notation",
  equipementsNotes: " équipements notés",
  unEquipementCompteComme:
    "Un équipement compte comme noté dès qu'il a reçu une note, quel que soit l'évaluateur ; le calcul complet demande une note à chaque critère de chaque profil.",
  nouvellesPeriodesDEtalonnage: "Nouvelles périodes d'étalonnage",
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
} as const;

/** The texts of rating-table.tsx. */
export const RATING_TABLE_TEXTS = {
  poids: "Poids ",
  tableauDeNotationDefilant: "Tableau de notation (défilant)",
  notationDesEquipements: "Notation des équipements",
  selectionnerTousLesEquipements: "Sélectionner tous les équipements affichés",
  equipement: "Équipement",
  nomEtReference: "Nom et référence",
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
} as const;
