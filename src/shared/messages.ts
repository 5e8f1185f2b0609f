import type { ErrorCode } from "./errors";

/**
 * Every French message of Calibra in one catalogue: what the API answers (errors by code, field
 * messages, notices) and the feedback the screens give (spec §5 validation, spec §8 toasts). The
 * spec's sentences appear here exactly as written; `messages.test.ts` checks each of them.
 * Templates carry named placeholders (`{n}`, `{name}`) filled by `format`.
 */

/** A count as French writes it: "5 000", thousands grouped by a narrow no-break space. */
export function frenchNumber(value: number): string {
  return new Intl.NumberFormat("fr-FR").format(value);
}

/** Fills a template's `{placeholders}`; a placeholder without a value stays as it is. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

/** The message each error code answers with, unless the failure names a more precise one. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: "Les données envoyées sont invalides.",
  PARTICIPANT_NOT_ELIGIBLE:
    "Seuls les utilisateurs de l'entreprise ayant un rôle (administrateur, initiateur, gestionnaire ou technicien) peuvent participer à une campagne.",
  UNAUTHORIZED: "Unauthorized",
  INVALID_CREDENTIALS: "Unauthorized : e-mail ou mot de passe incorrect.",
  FORBIDDEN: "Accès refusé",
  COMPANY_REQUIRED: "Configurez d'abord votre entreprise.",
  NOT_A_PARTICIPANT: "Vous ne participez pas à cette campagne.",
  CRITERION_NOT_IN_PROFILE: "Ce critère n'est pas noté par votre profil.",
  NOT_FOUND: "Ressource introuvable",
  CONFLICT: "Cette opération entre en conflit avec des données existantes.",
  CAMPAIGN_CLOSED: "Cette campagne est clôturée : elle ne peut plus être modifiée.",
  CAMPAIGN_ALREADY_CLOSED: "Cette campagne est déjà clôturée.",
  CAMPAIGN_HAS_RECORDS:
    "Cette campagne contient des notations, des résultats ou des rapports : elle ne peut pas être supprimée. Archivez-la pour la retirer de la liste en gardant son dossier.",
  CAMPAIGN_ARCHIVED: "Cette campagne est archivée : elle reste consultable mais ne peut plus être modifiée.",
  INSTRUMENT_QUARANTINED:
    "Cet instrument est en quarantaine (revue d'impact en cours) : aucune mesure ne peut être saisie avec lui avant la clôture de la revue.",
  CAMPAIGN_NOT_ACTIVE:
    "Cette campagne n'est pas active : seule une campagne active peut être notée, notifiée ou clôturée.",
  DUPLICATE_REFERENCE: "Cette référence figure déjà dans cette campagne.",
  NO_RESULTS: "Aucun résultat de calcul disponible pour cette campagne.",
  RESULTS_OUTDATED:
    "Des notations, des périodes actuelles, des poids de critères ou les paramètres globaux ont changé depuis le dernier calcul : relancez le calcul avant d'appliquer les périodes.",
  CRITERION_IN_USE:
    "Ce critère a déjà servi à noter des équipements : il ne peut pas être supprimé. Modifiez-le plutôt.",
  EMAIL_TAKEN: "Un compte existe déjà avec cette adresse e-mail.",
  SELF_DELETION: "Vous ne pouvez pas supprimer votre propre compte.",
  SELF_DEACTIVATION: "Vous ne pouvez pas désactiver votre propre compte.",
  LAST_ADMIN: "L'entreprise doit garder au moins un administrateur actif.",
  COMPANY_ALREADY_SET_UP: "Votre entreprise est déjà configurée.",
  INVITATION_NOT_PENDING:
    "Cet utilisateur a déjà activé son compte ou est inactif : il n'a pas d'invitation en attente.",
  LINK_INVALID: "Ce lien n'est plus valable.",
  SHARE_LINK_INVALID: "Ce lien n'est pas valide ou a expiré.",
  SUBMISSION_ALREADY_REVIEWED: "Cette saisie a déjà été acceptée ou refusée.",
  REPORT_NOT_READY: "Ce rapport n'est pas disponible : sa génération est en cours ou a échoué.",
  REPORT_NOT_PREVIEWABLE:
    "Un classeur Excel ne s'affiche pas dans le navigateur : téléchargez-le pour l'ouvrir.",
  REPORT_RENDER_FAILED: "La génération du rapport a échoué.",
  AUDIT_DETAIL_ALTERED: "Le détail de cette modification a été altéré : son empreinte ne correspond plus.",
  IMPACT_REVIEW_CLOSED: "Cette revue d'impact est close : elle ne peut plus être modifiée.",
  IMPACT_REVIEW_INCOMPLETE:
    "Chaque mesure et chaque campagne de la revue doit recevoir une décision avant la clôture.",
  SIGNATURE_REQUIRED: "Signature obligatoire : saisissez votre mot de passe.",
  SIGNATURE_INVALID: "Mot de passe incorrect : signature refusée.",
  TWO_PERSON_RULE: "Double validation : qui a calculé ou forcé une période ne peut pas approuver.",
  CALENDAR_FEED_INVALID: "Ce calendrier n'existe pas ou son adresse a été renouvelée.",
  REQUEST_TIMEOUT: "La requête a mis trop de temps à arriver.",
  PAYLOAD_TOO_LARGE: "La requête est trop volumineuse.",
  URI_TOO_LONG: "L'adresse demandée est trop longue.",
  RATE_LIMITED: "Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.",
  HEADERS_TOO_LARGE: "Les en-têtes de la requête sont trop volumineux.",
  CROSS_SITE_REQUEST:
    "Cette demande vient d'un autre site que Calibra : elle a été refusée par sécurité. Refaites-la depuis Calibra.",
  INTERNAL: "Une erreur interne est survenue. Veuillez réessayer.",
  SERVICE_UNAVAILABLE: "Le service est momentanément indisponible.",
};

/** More precise messages of some codes: what was not found, why a request could not be read. */
export const DETAIL_MESSAGES = {
  campaignNotFound: "Campagne introuvable",
  equipmentNotFound: "Équipement introuvable",
  criterionNotFound: "Critère de cotation introuvable",
  resultNotFound: "Aucun résultat de calcul pour cet équipement.",
  runNotFound: "Ce calcul n'existe pas pour cette campagne.",
  userNotFound: "Utilisateur introuvable",
  companyNotFound: "Entreprise introuvable",
  duplicateReference: "La référence {reference} figure déjà dans cette campagne.",
  lockedOut: "Trop de tentatives de connexion échouées. Par sécurité, réessayez dans 15 minutes.",
  invalidInvitation:
    "Ce lien d'invitation n'est pas valide ou a expiré. Demandez à votre administrateur de vous en envoyer un nouveau.",
  loginLinkSent: "Si un compte existe pour cette adresse, un lien de connexion vient de lui être envoyé.",
  invitationRefused: "Ce lien d'invitation n'est pas valide ou a expiré. {reason}",
  linkUsed: "Ce lien a déjà servi : il ne s'utilise qu'une fois.",
  linkExpired: "Ce lien a expiré.",
  linkSuperseded: "Un lien plus récent vous a été envoyé : seul le dernier fonctionne.",
  linkAccountActive: "Ce compte est déjà activé : connectez-vous avec votre mot de passe.",
  linkAccountInactive: "Ce compte est désactivé : adressez-vous à l'administrateur de votre entreprise.",
  linkUnknown: "Ce lien n'est pas valide.",
  factorTooLarge:
    "K1 × facteur d'ajustement ne peut pas dépasser 6,6 : la période pourrait être multipliée par plus de 99.",
  unknownGrade: "Ce niveau n'existe pas pour ce critère.",
  publicRateLimited:
    "Trop de saisies en peu de temps depuis cette adresse ou ce lien. Patientez une minute avant de réessayer.",
  equipmentNotInCampaign: "Cet équipement ne fait pas partie de la campagne.",
  scaleNotOfCriterion: "Ce niveau n'appartient pas à ce critère.",
  submissionNotFound: "Saisie introuvable",
  reportNotFound: "Rapport introuvable",
  instrumentNotFound: "Instrument introuvable",
  calibrationEventNotFound: "Étalonnage introuvable",
  impactReviewNotFound: "Revue d'impact introuvable",
  participantNotFound: "Ce participant ne fait pas partie de la campagne.",
  emailNotFound: "Ce message n'existe pas dans la boîte d'envoi de votre entreprise.",
  secretEmailText:
    "Ce message contient un lien de connexion personnel : il n'est pas affiché, car il ouvrirait le compte de son destinataire.",
} as const;

/** Requests refused before any route runs, and values the database itself refused. */
export const REQUEST_MESSAGES = {
  invalidJson: "Le corps de la requête n'est pas un JSON valide.",
  invalidCharacter: "Le texte contient un caractère invalide.",
  emptyBody: "Le corps de la requête est vide.",
  bodyNotObject: "Le corps de la requête doit être un objet JSON.",
  unsupportedMediaType: "Le type de contenu de la requête n'est pas pris en charge.",
  malformedUrl: "L'adresse demandée n'est pas valide.",
  parameterTooLong: "Un paramètre de l'adresse est trop long.",
  textTooLong: "Un texte dépasse la longueur autorisée.",
  numberOutOfRange: "Une valeur numérique est hors des limites autorisées.",
  dateOutOfRange: "Une date est hors des limites autorisées.",
  badFormat: "Une valeur n'a pas le format attendu.",
  duplicateValue: "Cette valeur existe déjà.",
  missingReference: "Cette opération fait référence à des données inexistantes ou encore utilisées.",
  ruleViolated: "Une valeur ne respecte pas les règles autorisées.",
  webAppNotBuilt: "L'application web n'est pas construite : lancez « npm run build ».",
  tooDeep: "Le corps de la requête est imbriqué trop profondément ({max} niveaux au plus).",
  malformedRequest: "La requête HTTP est mal formée.",
} as const;

/**
 * Field messages: the form rules of spec §5 and the bounds of every stored value (spec §9). The
 * screens' forms and the API share them through the zod schemas of `src/shared/api`.
 */
export const FIELD_MESSAGES = {
  nameRequired: "Le nom est requis",
  weightRequired: "Le poids est requis",
  profileRequired: "Le profil est requis",
  k1Required: "K1 est requis",
  k2Required: "K2 est requis",
  pmaxRequired: "Pmax est requis",
  companyNameRequired: "Le nom de l'entreprise est requis",
  emailInvalid: "Format d'email invalide",
  emailRequired: "L'email est requis",
  valueRequired: "La valeur est requise",
  firstNameRequired: "Le prénom est requis",
  lastNameRequired: "Le nom est requis",
  passwordRequired: "Le mot de passe est requis",
  passwordTooShort: "Le mot de passe doit contenir au moins {min} caractères",
  passwordTooLong: "Le mot de passe ne peut pas dépasser 200 caractères",
  tooLong: "Ce champ ne peut pas dépasser {limit} caractères",
  enterNumber: "Saisissez un nombre",
  gradeRange: "Le niveau va de 1 à 5",
  scoreRequired: "Le score est requis",
  websiteInvalid: "Le site web doit être une adresse complète, par exemple https://www.exemple.fr",
  scoreOutOfRange: "Le score doit être compris entre −2 et +2",
  scaleDescriptionRequired: "La description du niveau est requise",
  weightPositive: "Le poids doit être positif",
  weightTooLarge: "Le poids ne peut pas dépasser 99,9",
  fiveGrades: "Un critère a exactement cinq niveaux",
  eachGradeOnce: "Les niveaux 1 à 5 doivent figurer une fois chacun",
  k1Positive: "K1 doit être positif",
  k1TooLarge: "K1 ne peut pas dépasser {max}",
  k2Negative: "K2 ne peut pas être négatif",
  k2TooLarge: "K2 ne peut pas dépasser 10",
  pmaxWhole: "Pmax est un nombre entier de mois",
  pmaxTooSmall: "Pmax doit valoir au moins 1 mois",
  pmaxTooLarge: "Pmax ne peut pas dépasser 240 mois",
  deadlineInvalid: "La date limite n'est pas une date valide",
  dateInvalid: "Cette date n'est pas valide : saisissez une date entre les années 1900 et 9999",
  dayInvalid: "Saisissez un jour sous la forme AAAA-MM-JJ (entre les années 1900 et 9999)",
  dayRangeReversed: "Le dernier jour doit suivre le premier",
  tooManyEventsToExport:
    "{count} événements sur cette période : un export en contient au plus {max}. Choisissez une période plus courte.",
  campaignStatusUnknown: "Statut de campagne inconnu",
  tooManyEquipment: "Une campagne compte au plus {max} équipements",
  equipmentNameRequired: "Le nom de l'équipement est requis",
  equipmentNameTooLong: "Le nom de l'équipement ne peut pas dépasser {limit} caractères",
  referenceRequired: "La référence est requise",
  referenceTooLong: "La référence ne peut pas dépasser {limit} caractères",
  equipmentTypeTooLong: "Le type ne peut pas dépasser {limit} caractères",
  periodWhole: "La période doit être un nombre entier de mois",
  periodNegative: "La période ne peut pas être négative",
  periodZero: "La période doit être d'au moins 1 mois (une période vide ou illisible est lue comme 0)",
  periodTooLarge: "La période ne peut pas dépasser 1 200 mois",
  idInvalid: "Cet identifiant n'est pas valide",
  campaignRequired: "La campagne est requise",
  equipmentRequired: "L'équipement est requis",
  criterionRequired: "Le critère est requis",
  noRatingToSave: "Aucune notation à enregistrer pour le moment.",
  tooManyRatings: "Au plus {max} notations par envoi",
  tooManyUpdates: "Au plus {max} périodes forcées par envoi",
  tooManyParticipants: "Au plus {max} participants par campagne",
  factorNumber: "Le facteur d'ajustement doit être un nombre",
  factorPositive: "Le facteur d'ajustement doit être positif",
  factorTooLarge: "Le facteur d'ajustement ne peut pas dépasser 10",
  forcedPeriod: "La période forcée doit être un nombre entier de mois entre {min} et {max}.",
  roleUnknown: "Rôle inconnu",
  userStatusUnknown: "Statut inconnu",
  operatorRequired: "Impossible d'identifier l'opérateur.",
  operatorNameRequired: "Le nom de l'opérateur est requis",
  operatorNameTooLong: "Le nom de l'opérateur ne peut pas dépasser {limit} caractères",
  valueNotNumber: "La valeur doit être un nombre, par exemple 12,5",
  valueDecimals: "La valeur accepte au plus 4 décimales",
  valueOutOfRange: "La valeur doit être comprise entre −999 999,9999 et 999 999,9999",
  unitRequired: "Choisissez une unité dans la liste",
  notesTooLong: "Les notes ne peuvent pas dépasser {limit} caractères",
  submissionIdInvalid: "L'identifiant d'envoi n'est pas valide",
  raterKeyInvalid:
    "La clé d'évaluateur n'est pas valide : rouvrez le lien reçu par e-mail ou notez comme un nouvel évaluateur",
  scaleRequired: "Choisissez un niveau",
  profileNotPublic: "Par un lien public, seul le profil technicien peut noter.",
  tooManyPublicRatings: "Au plus {max} notations par envoi",
  reviewDecisionUnknown: "Décision inconnue : accepter ou refuser",
  tooManySubmissions: "Au plus {max} saisies à la fois",
  tooManyUsers: "Importez au plus {max} utilisateurs à la fois",
  importColumns: "Ligne {n}: Format invalide - 3 colonnes attendues (Prénom, Nom, Email)",
  importEmailFormat: "Ligne {n}: Format email invalide",
  importEmailTaken: "Ligne {n}: Email déjà existant en base",
  importEmailTwice: "Ligne {n}: Email en double dans l'import",
  importNothingPasted: "Veuillez coller des données CSV",
  importNothingValid: "Aucun utilisateur valide - Corrigez les erreurs avant d'importer",
  reportFormatUnknown: "Format de rapport inconnu : html, pdf ou xlsx",
  exportFormatUnknown: "Format d'export inconnu : csv ou xlsx",
  reportRequired: "Le rapport est requis",
  participantRequired: "Le participant est requis",
  searchTooLong: "La recherche ne peut pas dépasser 200 caractères",
  auditStatusUnknown: "Statut inconnu",
  pageSizeInvalid: "La taille de page doit être un nombre entier de 1 à 200",
  pageInvalid: "La page doit être un nombre entier à partir de 1",
  sortUnknown: "Tri inconnu",
  booleanInvalid: "Valeur attendue : true ou false",
  reasonRequiredBySetting:
    "Le motif est requis : votre entreprise exige un motif pour forcer une période ou rouvrir une campagne (Paramètres).",
  archivedFilterInvalid: "Le filtre des campagnes archivées doit valoir true, false ou all",
  runInvalid: "Le numéro de calcul doit être un nombre entier positif",
  instrumentStatusUnknown: "Statut inconnu : overdue, due_soon, ok, unknown ou quarantined",
  calibrationDateInvalid: "La date d'étalonnage doit être un jour valide (AAAA-MM-JJ)",
  calibrationDateFuture: "La date d'étalonnage ne peut pas être dans le futur",
  lastCalibrationDateInvalid: "La date du dernier étalonnage doit être un jour valide (AAAA-MM-JJ)",
  lastCalibrationDateFuture: "La date du dernier étalonnage ne peut pas être dans le futur",
  instrumentReferenceTaken: "Un instrument du parc porte déjà la référence {reference}",
  calibrationResultUnknown: "Résultat inconnu : conforme, non conforme ou ajusté",
  calibrationErrorInvalid: "L'erreur doit être un nombre à 6 décimales au plus, par exemple 0,012",
  correctionReasonRequired: "La raison de la correction est requise",
  impactDecisionUnknown: "Décision inconnue : sans impact, à reprendre ou client informé",
  conclusionRequired: "La conclusion de la revue est requise",
  importTooLarge: "Le fichier importé est trop volumineux",
  monthsInvalid: "Le nombre de mois doit être un entier de 1 à 24",
  monthInvalid: "Le mois doit être au format AAAA-MM",
  warningDaysInvalid: "Le délai d'alerte doit être un nombre entier de jours de 1 à 365",
  // Public entries you can trust (issue 21, decision 020): units per instrument type, corrections.
  unitNotAllowed: "L'unité « {unit} » n'est pas prévue pour {instrument} : choisissez parmi {units}",
  unitsTooMany: "Au plus {max} unités par type d'instrument",
  unitsTwice: "Chaque unité ne figure qu'une fois",
  instrumentTypeRequired: "Le type d'instrument est requis",
  measurementReasonRequired: "Le motif est requis",
  measurementNotFound: "Mesure introuvable",
  measurementWithdrawn: "Cette mesure a été retirée : elle ne peut plus être corrigée ni retirée.",
  measurementUnchanged: "La correction ne change ni la valeur, ni l'unité, ni les notes de la mesure",
} as const;

/**
 * What a value the schemas did not word themselves is refused for (zod's own checks: a wrong type,
 * a bound, an unknown choice). Never repeats the value sent.
 */
export const SCHEMA_MESSAGES = {
  required: "Ce champ est requis",
  wrongType: "Ce champ doit être {expected}",
  wrongTypeOther: "Ce champ n'a pas le type attendu",
  tooShortText: "Ce champ doit contenir au moins {min} caractère(s)",
  tooLongText: "Ce champ ne peut pas dépasser {max} caractères",
  tooSmallNumber: "La valeur doit être au moins {min}",
  notAboveNumber: "La valeur doit être supérieure à {min}",
  tooLargeNumber: "La valeur ne peut pas dépasser {max}",
  notBelowNumber: "La valeur doit être inférieure à {max}",
  tooFewItems: "La liste doit contenir au moins {min} élément(s)",
  tooManyItems: "La liste ne peut pas contenir plus de {max} éléments",
  notAllowed: "Cette valeur n'est pas autorisée",
  badFormat: "Ce champ n'a pas le format attendu",
  invalid: "Cette valeur n'est pas valide",
  expected: {
    string: "un texte",
    number: "un nombre",
    int: "un nombre entier",
    boolean: "vrai ou faux",
    object: "un objet",
    array: "une liste",
    date: "une date",
  },
} as const;

/** Why a campaign is read-only for the signed-in user (the `readOnlyReason` of a campaign). */
export const READ_ONLY_REASONS = {
  closed: ERROR_MESSAGES.CAMPAIGN_CLOSED,
  archived: ERROR_MESSAGES.CAMPAIGN_ARCHIVED,
  notActive: "Cette campagne n'est pas active : sa notation est suspendue jusqu'à ce qu'elle le redevienne.",
  role: "Votre rôle ne permet pas de noter les équipements : demandez à un administrateur de vous attribuer un rôle de technicien ou de gestionnaire de parc.",
  notParticipant:
    "Vous ne participez pas à cette campagne. Seuls ses participants peuvent la noter : demandez à l'initiateur de la campagne de vous y ajouter.",
} as const;

/**
 * Spec §8: the unauthorised toasts, by screen. The product speaks French everywhere: Campagnes says
 * what the other screens say (spec §8 gave it an English sentence).
 */
const SESSION_EXPIRED = {
  title: "Non autorisé",
  description: "Non autorisé / Session expirée. Reconnexion en cours...",
};
export const UNAUTHORIZED_TOASTS = {
  campaigns: SESSION_EXPIRED,
  other: SESSION_EXPIRED,
  companySetup: { title: "Session expirée", description: "Reconnexion en cours..." },
} as const;
export type UnauthorizedScreen = keyof typeof UNAUTHORIZED_TOASTS;

/** Toast titles (spec §8): default and destructive. */
export const TOAST_TITLES = { success: "Succès", error: "Erreur" } as const;

/** Why an import is refused: the header, or a line named by its number in the file. */
export const INSTRUMENT_IMPORT_MESSAGES = {
  header:
    "La première ligne doit être l'en-tête nom, reference, type, emplacement, periode_mois, dernier_etalonnage (colonnes manquantes : {missing})",
  nothing: "Aucun instrument à importer : ajoutez des lignes sous l'en-tête",
  line: "Ligne {n} : {message}",
  columns: "{count} colonnes au lieu de {expected}",
  referenceTwice: "la référence {reference} figure déjà ligne {first}",
  period: "la période doit être un nombre entier de mois entre 0 et 1 200",
  date: "la date du dernier étalonnage doit être une date valide (AAAA-MM-JJ ou JJ/MM/AAAA)",
  dateFuture: "la date du dernier étalonnage ne peut pas être dans le futur",
  nameRequired: "le nom est requis",
  referenceRequired: "la référence est requise",
  tooLong: "{column} dépasse {limit} caractères",
  historyChange:
    "{what} ne change pas par un import : utilisez un événement d'étalonnage (fiche de l'instrument) ; les autres colonnes de la ligne sont appliquées",
  lastCalibrationWhat: "la date du dernier étalonnage ({before} → {after})",
  periodWhat: "la période ({before} → {after} mois)",
  tooManyLines:
    "Le fichier compte {count} instruments : un import en accepte au plus {max}. Découpez-le en plusieurs fichiers.",
} as const;

/** What a report warns its reader of (the warning of generate-report's answer). */
export const REPORT_WARNINGS = {
  notCalculated: "Aucun calcul n'a encore été lancé : le rapport ne contient pas de nouvelles périodes.",
  outdated:
    "{n} résultat(s) ne correspondent plus aux notations ou aux paramètres actuels : relancez le calcul.",
  withoutResult: "{n} équipement(s) sans résultat de calcul.",
  interrupted: "La génération a été interrompue avant sa fin. Relancez-la.",
} as const;

/** Spec §8: what a failed action's toast says, by screen. */
export const FAILURE_MESSAGES = {
  invitationLink: "Impossible d'obtenir le lien d'invitation",
  createCampaign: "Impossible de créer la campagne",
  createCampaignNotOk: "Failed to create campaign",
  updateCampaign: "Impossible de modifier la campagne",
  closeCampaign: "Impossible de clôturer la campagne",
  deleteCampaign: "Impossible de supprimer la campagne",
  generateReport: "Impossible de générer le rapport",
  notify: "Impossible d'envoyer les notifications",
  deleteEquipment: "Failed to delete equipment",
  updateEquipment: "Impossible de modifier l'équipement",
  loadReport: "Erreur: Failed to load report",
  generatePdfReport: "Impossible de générer le rapport PDF.",
  pdfTestFailed: "Test échoué",
  unknownError: "Erreur inconnue",
  pdfTestUnreachable: "Impossible de tester la connexion",
  createCriterion: "Impossible de créer le critère de cotation",
  updateCriterion: "Impossible de modifier le critère de cotation",
  deleteCriterion: "Impossible de supprimer le critère de cotation",
  saveGlobalParameters: "Impossible de sauvegarder les paramètres globaux",
  updateUser: "Impossible de mettre à jour le profil utilisateur",
  createUser: "Impossible de créer l'utilisateur",
  deleteUser: "Impossible de supprimer l'utilisateur",
  importUsers: "Une erreur est survenue lors de l'import",
  updateProfile: "Impossible de mettre à jour le profil.",
  updateCompany: "Impossible de mettre à jour l'entreprise.",
  setUpCompany: "Impossible de configurer l'entreprise",
  sendTestEmail: "Impossible d'envoyer l'email de test",
  saveMeasurementTitle: "Erreur",
  saveMeasurement: "Impossible d'enregistrer la mesure",
  saveRating: "Impossible de sauvegarder l'évaluation",
  saveRatings: "Impossible de sauvegarder les notations.",
  saveForcedPeriods: "Impossible de sauvegarder les périodes forcées.",
  applyPeriods: "Impossible d'appliquer les nouvelles périodes.",
  calculate: "Erreur lors du calcul des nouvelles périodes",
  savePublicRatings: "Erreur lors de l'enregistrement des notations.",
  regenerateLink: "Impossible de régénérer le lien",
  reviewSubmissions: "Impossible d'enregistrer la décision",
  saveReviewSetting: "Impossible d'enregistrer le réglage",
  copyLink: "Impossible de copier le lien : sélectionnez-le et copiez-le à la main.",
} as const;

/** Spec §8: what a successful action's toast says. */
export const SUCCESS_MESSAGES = {
  invitationLinkCopied: "Lien d'invitation copié",
  campaignCreated: "Campagne créée avec succès",
  campaignUpdated: "Campagne modifiée avec succès",
  campaignClosed: "Campagne clôturée avec succès",
  campaignDeleted: "Campagne supprimée avec succès",
  reportGenerated: "Rapport {type} généré avec succès",
  reportPages: " ({n} pages)",
  reportWarning: ". Attention: {warning}",
  reportGeneratedTitle: "Rapport généré",
  notificationsSentTitle: "Notifications envoyées",
  techniciansNotified: "{n} techniciens notifiés avec succès",
  notificationFailures: ", {m} échecs",
  criterionCreated: "Critère créé avec succès",
  criterionUpdated: "Critère modifié avec succès",
  criterionDeleted: "Critère supprimé avec succès",
  globalParametersSaved: "Paramètres globaux sauvegardés",
  userCreated: "Utilisateur créé avec succès",
  userUpdated: "Utilisateur modifié avec succès",
  userDeleted: "Utilisateur supprimé avec succès",
  importDoneTitle: "Import réussi",
  profileUpdated: "Profil mis à jour avec succès",
  companyUpdated: "Entreprise mise à jour avec succès",
  equipmentUpdated: "Équipement modifié avec succès",
  equipmentRemoved: "Équipement {reference} retiré de la campagne",
  forcedPeriodUpdated: "1 période forcée mise à jour.",
  forcedPeriodsUpdated: "{n} périodes forcées mises à jour.",
  periodsAppliedTitle: "Nouvelles périodes appliquées",
  instrumentUpdated: "1 instrument mis à jour.",
  instrumentsUpdated: "{n} instruments mis à jour.",
  testEmailSent: "Email de test envoyé avec succès",
  measurementSavedTitle: "Succès",
  measurementSaved: "Mesure enregistrée avec succès",
  calculatedTitle: "Calcul terminé",
  calculated: "Les nouvelles périodes d'étalonnage ont été calculées avec succès.",
  ratingsSavedTitle: "Notations sauvegardées",
  forcedPeriodsSavedTitle: "Périodes forcées sauvegardées",
  setUpTitle: "Configuration terminée",
  bulkRatingApplied: "Notation appliquée à {n} équipement(s) sélectionné(s).",
  linkCopied: "Lien copié",
  linkRegenerated: "Nouveau lien créé : l'ancien ne fonctionne plus.",
  submissionsAccepted: "{n} saisie(s) acceptée(s)",
  submissionsRejected: "{n} saisie(s) refusée(s)",
  reviewSettingOn: "Les saisies publiques attendront votre validation.",
  reviewSettingOff: "Les saisies publiques sont prises en compte dès leur envoi.",
} as const;

/**
 * The public pages of spec §2: measurement entry (/measurement/{shareToken}) and technician rating
 * (/campaign/{token}), reached through a share link without an account.
 */
/**
 * What the screens say of e-mails that did not leave (decision 019): never « envoyé » for a message
 * that waits in the outbox because no SMTP server is configured.
 */
export const OUTBOX_TEXTS = {
  noServer: "en attente : aucun serveur d'envoi configuré",
  testEmailWaiting: "Email de test en attente : aucun serveur d'envoi configuré",
  notificationsWaitingTitle: "Notifications en attente",
  techniciansWaiting:
    "{n} e-mails en attente : aucun serveur d'envoi configuré. Ouvrez-les dans Test des Emails pour transmettre les liens.",
  invitationWaiting: "Invitation en attente : aucun serveur d'envoi configuré",
  invitationSent: "Invitation envoyée",
  importedWaiting:
    "Les invitations sont en attente : aucun serveur d'envoi configuré. Copiez le lien de chaque utilisateur depuis Modifier.",
  linkCopied: "Lien copié",
} as const;

/** Spec §8 and others: the campaign delete confirmation, and messages shared by every screen. */
export const CONFIRMATIONS = {
  closeCampaign:
    'Clôturer la campagne "{name}" ? Elle passera en lecture seule : plus aucune notation ni modification de ses équipements et participants ne sera possible.',
  deleteCampaign: 'Êtes-vous sûr de vouloir supprimer la campagne "{name}" ? Cette action est irréversible.',
} as const;

export const GENERIC_MESSAGES = {
  forbidden: ERROR_MESSAGES.FORBIDDEN,
  network: "Impossible de joindre le serveur. Vérifiez votre connexion.",
  invalidCredentials: "E-mail ou mot de passe incorrect.",
} as const;

/** What the server tells whoever runs it, at start (standard error and the log). */
export const SERVER_MESSAGES = {
  dataDirLocked:
    "Le dossier de données {dataDir} est déjà utilisé par un autre processus Calibra (pid {pid}). Arrêtez-le ou choisissez un autre DATA_DIR.",
  privilegedDatabaseRole:
    "DATABASE_URL se connecte à PostgreSQL en tant que « {role} » ({privileges}) : hors du rôle calibra_app, la sécurité au niveau des lignes ne s'applique plus à ses requêtes. Connectez Calibra avec un rôle NOSUPERUSER NOBYPASSRLS (voir le README).",
} as const;

/**
 * The staff side of the share links (issue 11): the share dialog of the Campagnes screen, the
 * company's review setting, the "Mesures" view of a campaign and its review list.
 */
export const SHARE_TEXTS = {
  shareTitle: "Partager la campagne",
  measurementLinkTitle: "Lien de saisie des mesures",
  ratingLinkTitle: "Lien de notation technicien",
  reviewSettingLabel: "Valider les saisies publiques avant prise en compte",
  reviewSettingHint:
    "Réglage de l'entreprise, le même pour toutes ses campagnes : les mesures et notations reçues par un lien attendent qu'un responsable de campagne les accepte.",
  reviewSettingReadOnly:
    "Seuls les administrateurs et les initiateurs de campagne peuvent changer ce réglage.",
  pendingEntries: "{n} saisie(s) à valider",
  regenerateMeasurement:
    "L'ancien lien de saisie cessera de fonctionner immédiatement, ainsi que les codes QR déjà imprimés et collés sur les instruments ou au mur de l'atelier. Il faudra diffuser le nouveau lien.",
  regenerateRating:
    "L'ancien lien de notation cessera de fonctionner immédiatement : les techniciens qui l'ont reçu devront utiliser le nouveau.",
  noNotificationTitle: "Aucune notification envoyée",
  noTechniciansToNotify:
    "Aucun technicien parmi les participants de cette campagne : ajoutez-en depuis ses détails, puis envoyez de nouveau.",
  sourceMeasurementLink: "Lien de saisie",
  sourceRatingLink: "Lien de notation",
  sourcePersonalLink: "Lien personnel",
  sourceInternal: "Saisie interne",
  statusPending: "En attente",
  statusAccepted: "Acceptée",
  statusRejected: "Refusée",
  noMeasurements: "Aucune mesure reçue pour le moment : partagez le lien de saisie depuis l'écran Campagnes.",
  noMeasurementsFiltered: "Aucune mesure ne correspond à ces filtres.",
  noLinkRatings:
    "Aucune notation reçue par lien pour le moment : partagez le lien de notation depuis l'écran Campagnes, ou envoyez aux techniciens leur lien personnel.",
  noPendingEntries: "Tout ce qui a été reçu par lien a été accepté ou refusé.",
  acceptAllConfirm: "Accepter les {n} saisie(s) en attente ? Elles seront prises en compte dès maintenant.",
  rejectAllConfirm: "Refuser les {n} saisie(s) en attente ? Elles ne seront jamais prises en compte.",
} as const;
