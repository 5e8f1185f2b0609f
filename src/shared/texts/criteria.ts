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
  critere: (count: string | number, value: string | number) => `${count} critère${value}`,
  desCriteres: "des critères",
  creezLesCriteresSur:
    "Créez les critères sur lesquels les participants noteront chaque équipement : un poids, le profil qui le note et cinq niveaux, de −2 (raccourcir la période) à +2 (l'allonger).",
  aucunCritereNEst:
    "Aucun critère n'est encore défini. Demandez à un administrateur ou à un initiateur de campagne de les créer avant de lancer une campagne.",
} as const;

/** The texts of criterion-card.tsx. */
export const CRITERION_CARD_TEXTS = {
  poids: "Poids",
  modifier: "Modifier",
  modifierLeCritere: (name: string | number) => `Modifier le critère ${name}`,
  supprimer: "Supprimer",
  supprimerLeCritere: (name: string | number) => `Supprimer le critère ${name}`,
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
  nouveauCritereDeCotation: "Nouveau critère de cotation",
  modifierLeCritereDe: "Modifier le critère de cotation",
  definissezCeQueLes:
    "Définissez ce que les participants évaluent, son poids dans la note globale et ses cinq niveaux.",
  de01A: "De 0,1 à 99,9 : plus il est élevé, plus le critère compte dans la note globale.",
  creation: "Création...",
  enregistrement: "Enregistrement...",
  creerLeCritere: "Créer le critère",
  enregistrer: "Enregistrer",
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
  k1CoefficientDePonderation: "K1 — Coefficient de pondération",
  entre01Et: (K1_MAX: string | number, k1: string | number) => `Entre 0,1 et ${K1_MAX} ; ${k1} par défaut.`,
  k2CorrectionDeDispersion: "K2 — Correction de dispersion",
  entre0Et10: (k2: string | number) => `Entre 0 et 10 ; ${k2} par défaut, sans correction.`,
  pmaxPeriodiciteMaximale: "Pmax — Périodicité maximale",
  nombreEntierDeMois: (pmax: string | number) => `Nombre entier de mois, de 1 à 240 ; ${pmax} par défaut.`,
  mois: "mois",
  enregistrement: "Enregistrement...",
  enregistrerLesParametres: "Enregistrer les paramètres",
} as const;

/** The texts of grade-scale.tsx. */
export const GRADE_SCALE_TEXTS = {
  niveau: "Niveau ",
  score: "score ",
  niveauxDeCotationDe: (name: string | number) => `Niveaux de cotation de ${name}`,
} as const;

/** The texts of parameters-explanation.tsx. */
export const PARAMETERS_EXPLANATION_TEXTS = {
  commentCesParametresAgissent: "Comment ces paramètres agissent",
  pourChaqueEquipementLes:
    "Pour chaque équipement, les notes des participants donnent une note globale G, de",
  laMoyenneDesCriteres:
    " : la moyenne des critères, pondérée par leur poids. La nouvelle période en découle.",
  nouvellePeriode: "Nouvelle période =",
  currentPeriodTimesTwo: "période actuelle × 2",
  puissance: "puissance ",
  arrondieAuMoisEntre: "arrondie au mois, entre 1 mois et Pmax",
  k1CoefficientDePonderation: "K1 · Coefficient de pondération",
  regleLAmplitudeDe: "Règle l'amplitude de l'ajustement. Avec ",
  uneNoteGlobaleDe:
    ", une note globale de +2 double la période, −2 la divise par deux et 0 la conserve ; avec ",
  gradePlusTwoQuadruples: ", une note de +2 la multiplie par quatre.",
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
  monthsCount: (count: string | number) => `${count} mois`,
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
  lesCriteresPonderesSur:
    "Les critères pondérés sur lesquels les équipements sont notés, et les paramètres du calcul OPPERET",
  suppression: "Suppression...",
  supprimer: "Supprimer",
} as const;

/** The texts of scale-fields.tsx. */
export const SCALE_FIELDS_TEXTS = {
  niveauxDeCotation: "Niveaux de cotation",
  leScoreVaDe:
    "Le score va de −2 (raccourcit la période) à +2 (l'allonge). Les évaluateurs choisissent un niveau d'après sa description : rédigez-la comme une situation qu'ils reconnaîtront.",
  niveau: "Niveau",
  score: "Score",
  description: "Description",
  levelPrefix: "Niveau ",
  scoreDuNiveau: "Score du niveau ",
  descriptionDuNiveau: "Description du niveau ",
  situationLaPlusDefavorable: "Situation la plus défavorable",
  situationDefavorable: "Situation défavorable",
  situationNeutre: "Situation neutre",
  situationFavorable: "Situation favorable",
  situationLaPlusFavorable: "Situation la plus favorable",
} as const;

/** The texts of profiles.tsx. */
export const PROFILES_TEXTS = {
  noteParLesTechniciens:
    "Noté par les techniciens et utilisateurs d'équipement, y compris par le lien public technicien.",
  noteParLesGestionnaires: "Noté par les gestionnaires de parc.",
  noteParLesInitiateurs: "Noté par les initiateurs de campagne.",
  noteParTousLes: "Noté par tous les participants, quel que soit leur profil.",
} as const;
