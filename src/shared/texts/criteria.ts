/**
 * The words of the Critères de notation screen (criteria, grade scales, global parameters), one object per component. Imported by the rating-criteria pages only: each area's texts travel with its own lazy chunk.
 */

/** The texts of criteria-list.tsx. */
export const CRITERIA_LIST_TEXTS = {
  chargementDesCriteres: "Chargement des critères...",
  impossibleDeChargerLes: "Impossible de charger les critères",
  aucunCritereDeCotation: "Aucun critère de cotation",
  creerUnCritere: "Créer un critère",
  criteresDeCotation: "Critères de cotation",
  chaqueCritereEstNote:
    "Chaque critère est noté de 1 à 5 ; le score du niveau choisi, pondéré par le poids, entre dans la note globale.",
  poidsTotal: " · poids total",
} as const;

/** The texts of criterion-card.tsx. */
export const CRITERION_CARD_TEXTS = {
  poids: "Poids",
} as const;

/** The texts of criterion-dialog.tsx. */
export const CRITERION_DIALOG_TEXTS = {
  nom: "Nom",
  exFrequenceDUtilisation: "Ex. : Fréquence d'utilisation",
  description: "Description",
  ceQueLEvaluateur: "Ce que l'évaluateur doit apprécier, et comment.",
  poids: "Poids",
  profil: "Profil",
  annuler: "Annuler",
  enregistrementEnCours: "Enregistrement en cours...",
} as const;

/** The texts of global-parameters-form.tsx. */
export const GLOBAL_PARAMETERS_FORM_TEXTS = {
  chargementDesParametres: "Chargement des paramètres...",
  impossibleDeChargerLes: "Impossible de charger les paramètres globaux.",
  reessayer: "Réessayer",
  parametresGlobauxOpperet: "Paramètres globaux OPPERET",
  retablir: "Rétablir",
  enregistrementEnCours: "Enregistrement en cours...",
  uneModificationSApplique:
    "Une modification s'applique aux prochains calculs : les résultats déjà calculés ne changent pas.",
  ilsSAppliquentAu:
    "Ils s'appliquent au calcul des nouvelles périodes d'étalonnage de toutes les campagnes de l'entreprise.",
} as const;

/** The texts of grade-scale.tsx. */
export const GRADE_SCALE_TEXTS = {
  niveau: "Niveau ",
  score: "score ",
} as const;

/** The texts of parameters-explanation.tsx. */
export const PARAMETERS_EXPLANATION_TEXTS = {
  commentCesParametresAgissent: "Comment ces paramètres agissent",
  pourChaqueEquipementLes:
    "Pour chaque équipement, les notes des participants donnent une note globale G, de",
  laMoyenneDesCriteres:
    " : la moyenne des critères, pondérée par leur poids. La nouvelle période en découle.",
  nouvellePeriode: "Nouvelle période =",
  periodeActuelle2: "période actuelle × 2",
  puissance: "puissance ",
  arrondieAuMoisEntre: "arrondie au mois, entre 1 mois et Pmax",
  k1CoefficientDePonderation: "K1 · Coefficient de pondération",
  regleLAmplitudeDe: "Règle l'amplitude de l'ajustement. Avec ",
  uneNoteGlobaleDe:
    ", une note globale de +2 double la période, −2 la divise par deux et 0 la conserve ; avec ",
  uneNoteDe2: ", une note de +2 la multiplie par quatre.",
  k2CorrectionDeDispersion: "K2 · Correction de dispersion",
  tientCompteDuDesaccord:
    "Tient compte du désaccord entre évaluateurs : la note de chaque critère est diminuée de K2 fois l'écart type des notes reçues. Un désaccord raccourcit donc la période, il ne l'allonge jamais. Avec ",
  seuleLaMoyenneCompte: ", seule la moyenne compte.",
  pmaxPeriodiciteMaximale: "Pmax · Périodicité maximale",
  plafondDeLaNouvelle:
    "Plafond de la nouvelle période en mois, quelles que soient les notes. La période calculée ne descend jamais sous 1 mois.",
  exempleAvecCesValeurs: "Exemple avec ces valeurs : instrument étalonné tous les ",
  evaluateursUnanimes: ", évaluateurs unanimes",
  mois: "mois",
  saisissezDesValeursValides: "Saisissez des valeurs valides pour voir leur effet sur la période.",
} as const;

/** The texts of rating-criteria-page.tsx. */
export const RATING_CRITERIA_PAGE_TEXTS = {
  criteresDeCotation: "Critères de Cotation",
  nouveauCritere: "Nouveau critère",
  vousConsultezLesCriteres:
    "Vous consultez les critères et les paramètres en lecture seule : seuls les administrateurs et les initiateurs de campagne peuvent les modifier.",
  supprimerLeCritereDe: "Supprimer le critère de cotation",
  etesVousSurDe: "Êtes-vous sûr de vouloir supprimer le critère",
  etSesCinqNiveaux:
    " et ses cinq niveaux ? Un critère qui a déjà servi à noter des équipements ne peut pas être supprimé : modifiez-le plutôt. Cette action est irréversible.",
} as const;

/** The texts of scale-fields.tsx. */
export const SCALE_FIELDS_TEXTS = {
  niveauxDeCotation: "Niveaux de cotation",
  leScoreVaDe:
    "Le score va de −2 (raccourcit la période) à +2 (l'allonge). Les évaluateurs choisissent un niveau d'après sa description : rédigez-la comme une situation qu'ils reconnaîtront.",
  niveau: "Niveau",
  score: "Score",
  description: "Description",
  niveau2: "Niveau ",
  scoreDuNiveau: "Score du niveau ",
  descriptionDuNiveau: "Description du niveau ",
} as const;
