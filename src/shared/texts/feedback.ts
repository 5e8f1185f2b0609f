import { ERROR_MESSAGES } from "./api-answers";

/** The feedback the screens give (spec §8): toasts, confirmations, read-only reasons, e-mails waiting in the outbox. */

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
