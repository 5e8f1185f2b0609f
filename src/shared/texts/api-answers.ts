import type { ErrorCode } from "../errors";

/** What the API answers in French: errors by code and their more precise messages, refused requests and imports, report warnings, and what the server tells whoever runs it. */

/** The message each error code answers with, unless the failure names a more precise one. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  CERTIFICATE_INVALID: "Ce fichier n'est pas un certificat d'étalonnage numérique (DCC) lisible.",
  CERTIFICATE_OTHER_INSTRUMENT: "Ce certificat concerne un autre instrument.",
  CERTIFICATE_UNMATCHED: "Aucun instrument du parc ne correspond à ce certificat.",
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
  STORAGE_FULL:
    "L'espace disque du serveur est plein : rien n'a été enregistré. Prévenez l'administrateur de Calibra, puis réessayez une fois de la place libérée.",
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
  certificateNotFound: "Certificat introuvable",
  impactReviewNotFound: "Revue d'impact introuvable",
  participantNotFound: "Ce participant ne fait pas partie de la campagne.",
  emailNotFound: "Ce message n'existe pas dans la boîte d'envoi de votre entreprise.",
  secretEmailText:
    "Ce message contient un lien de connexion personnel : il n'est pas affiché, car il ouvrirait le compte de son destinataire.",
  auditDetailNotKept:
    "Cet événement n'a pas de détail conservé à part : ses valeurs avant et après sont dans le journal.",
  unknownTimeZone: "Fuseau horaire inconnu : choisissez un fuseau de la liste, par exemple {zone}.",
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

/** What the server tells whoever runs it, at start (standard error and the log). */
export const SERVER_MESSAGES = {
  dataDirLocked:
    "Le dossier de données {dataDir} est déjà utilisé par un autre processus Calibra (pid {pid}). Arrêtez-le ou choisissez un autre DATA_DIR.",
  embeddedDatabaseLost:
    "La base embarquée s'est arrêtée sur une écriture impossible (disque plein ?) : Calibra s'arrête pour être relancé. Libérez de la place sur le disque de DATA_DIR si elle manque ; au redémarrage, la base reprend chaque écriture validée.",
  privilegedDatabaseRole:
    "DATABASE_URL se connecte à PostgreSQL en tant que « {role} » ({privileges}) : hors du rôle calibra_app, la sécurité au niveau des lignes ne s'applique plus à ses requêtes. Connectez Calibra avec un rôle NOSUPERUSER NOBYPASSRLS (voir le README).",
} as const;

/** The answers of a Digital Calibration Certificate's import (decision 033). */
export const CERTIFICATE_MESSAGES = {
  formUnreadable: "Le formulaire envoyé est illisible : joignez le fichier XML du certificat.",
  formWithoutFile: "Le formulaire ne contient aucun fichier : joignez le fichier XML du certificat.",
  notUtf8: "Le fichier n'est pas un texte UTF-8 : un certificat numérique (DCC) est un fichier XML en UTF-8.",
  otherInstrument:
    "Ce certificat concerne l'instrument identifié {identifications}, pas {reference} : importez-le sur la fiche de cet instrument, ou dans l'import groupé du parc.",
  unmatched:
    "Aucun instrument du parc ne correspond à ce certificat (identifications : {identifications}). Vérifiez la référence de l'instrument.",
  noIdentification:
    "Le certificat n'identifie pas son instrument (ni référence du client ou du propriétaire, ni numéro de série).",
  noPoint: "Le certificat ne donne aucun résultat de mesure à reprendre.",
  noTolerance:
    "Le type d'instrument « {type} » n'a pas de tolérance : fixez-la dans Paramètres → Règles de décision pour décider de la conformité des points du certificat.",
  noType:
    "L'instrument {reference} n'a pas de type, donc pas de tolérance : donnez-lui un type et fixez sa tolérance dans Paramètres → Règles de décision.",
  sameIdentifier:
    "Le certificat {number} a déjà été importé pour cet instrument, dans une autre version du fichier : une révision de certificat porte un nouveau numéro.",
  notes: "Importé du certificat d'étalonnage numérique {number} (DCC {version}).",
} as const;

/** Why the DCC reader cannot read a file as a Digital Calibration Certificate (decision 033). */
export const DCC_MESSAGES = {
  malformed: "Le fichier n'est pas un XML lisible : {detail}.",
  notUtf: "son encodage n'est ni UTF-8 ni UTF-16",
  empty: "le fichier est vide",
  brokenAt: "il n'est pas bien formé à la ligne {line}, colonne {col}",
  broken: "il n'est pas bien formé",
  noRoot: "aucun élément racine",
  entities:
    "Les entités XML (DOCTYPE) sont refusées : un certificat DCC n'en a pas besoin et elles peuvent servir à saturer le serveur.",
  foreignRoot:
    "Ce fichier XML n'est pas un certificat d'étalonnage numérique (DCC) : son élément racine est « {name} »{where}, et non « digitalCalibrationCertificate » (https://ptb.de/dcc).",
  noVersion:
    "Version du DCC non indiquée : l'attribut schemaVersion manque (versions acceptées : 3.1 à 3.3).",
  unsupportedVersion: "Version du DCC non prise en charge : {version} (versions acceptées : 3.1 à 3.3).",
  noIdentifier: "Le certificat n'indique pas son identifiant unique (coreData/uniqueIdentifier).",
  noDate: "Le certificat n'indique pas la date d'étalonnage (coreData/beginPerformanceDate).",
  noResult:
    "Le certificat n'indique pas de résultat d'étalonnage exploitable : aucune grandeur n'y est repérée (refType) comme valeur de référence, indication ou erreur de mesure.",
  calibrationDate: "date d'étalonnage (coreData/beginPerformanceDate)",
  endDate: "date de fin d'étalonnage (coreData/endPerformanceDate)",
  unreadableDate: "La {what} du certificat est illisible : « {text} » (format attendu : AAAA-MM-JJ).",
  roles: {
    nominal: "la valeur nominale",
    reference: "la valeur de référence",
    indication: "l'indication",
    error: "l'erreur de mesure",
  },
  roleOfResult: "{role} du résultat « {name} »",
  noNumber:
    "Le certificat n'indique pas de valeur numérique lisible pour {what} : si:real, si:realListXMLList ou si:hybrid attendu.",
  namedResult: "Le résultat « {name} »",
  someResult: "Un résultat du certificat",
  roleLength: "{role} : {length}",
  unevenLists: "{where} contient des listes de longueurs différentes ({detail}).",
  noValue: "Le certificat n'indique pas de valeur pour {what}.",
  noUnit: "Le certificat n'indique pas l'unité de {what}.",
  units: "unités",
  uncertaintyIncomplete: "L'incertitude de {what} est incomplète : {element} manque.",
  incompatibleLists:
    "Les listes de {what} ont des longueurs incompatibles : {count} valeur(s) mais {length} {label}.",
  unreadableNumber: "Valeur numérique illisible « {token} » pour {what}.",
} as const;
