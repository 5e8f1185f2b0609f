import type { OutboxMessage } from "../../../shared/api/reports";

/** The texts of the Test des Emails screen. */
export const EMAIL_TEST_TEXTS = {
  title: "Test des Emails",
  description:
    "Vérifiez que les e-mails de Calibra partent : invitations aux campagnes et notifications de rapport",
  invitationTitle: "Invitation à une campagne",
  invitationDescription:
    "Envoie à un participant l'e-mail qui l'invite à noter les équipements d'une campagne, avec le lien pour l'ouvrir.",
  campaignLabel: "Campagne",
  campaignPlaceholder: "Choisissez une campagne",
  participantLabel: "Participant",
  participantPlaceholder: "Choisissez un participant",
  participantFirst: "Choisissez d'abord une campagne.",
  participantsLoading: "Chargement des participants...",
  noParticipants: "Cette campagne n'a aucun participant : ajoutez-en depuis l'écran Campagnes.",
  noCampaigns: "Aucune campagne : créez-en une depuis l'écran Campagnes.",
  sendInvitation: "Envoyer l'invitation",
  invitationNotAllowed:
    "Réservé aux administrateurs et aux initiateurs de campagne : votre rôle ne permet pas d'inviter des participants.",
  notificationTitle: "Notification de rapport",
  notificationDescription:
    "Envoie un rapport terminé à l'adresse de votre choix, son fichier (PDF, Excel ou HTML) en pièce jointe.",
  reportLabel: "Rapport",
  reportPlaceholder: "Choisissez un rapport terminé",
  noReports: "Aucun rapport terminé : générez-en un depuis l'écran Campagnes.",
  recipientEmail: "E-mail du destinataire",
  recipientName: "Nom du destinataire",
  recipientNameHint: "Facultatif.",
  sendNotification: "Envoyer la notification",
  notificationNotAllowed:
    "Réservé aux administrateurs, aux initiateurs de campagne et aux gestionnaires de parc : votre rôle ne permet pas d'envoyer des rapports.",
  requiredHint: "Le bouton s'active une fois les champs obligatoires remplis.",
  sending: "Envoi...",
  debugTitle: "Débogage",
  debugDescription: "Le transport utilisé et les derniers e-mails de votre entreprise.",
  debugNotAllowed: "Le journal des e-mails est réservé aux administrateurs et aux initiateurs de campagne.",
  refresh: "Actualiser",
  transportLabel: "Transport",
  smtpTransport: "Serveur SMTP",
  outboxTransport: "Boîte d'envoi interne",
  outboxExplanation:
    "Aucun serveur SMTP n'est configuré (variable SMTP_URL) : les e-mails ne partent pas, ils restent dans la boîte d'envoi interne de Calibra. Vous pouvez les consulter ci-dessous.",
  smtpExplanation: "Les e-mails partent par ce serveur dès leur envoi.",
  senderLabel: "Expéditeur",
  messagesTitle: "Derniers messages",
  noMessages: "Aucun e-mail pour le moment : envoyez un test ci-dessus.",
  loadFailed: "Impossible de charger le journal des e-mails.",
  columnDate: "Date",
  columnRecipient: "Destinataire",
  columnSubject: "Objet",
  columnStatus: "Statut",
  columnAttachments: "Pièces jointes",
  noAttachment: "Aucune",
  sentAt: "Envoyé le {date}",
} as const;

export const OUTBOX_STATUS_LOOKS: Record<OutboxMessage["status"], { label: string; className: string }> = {
  sent: { label: "Envoyé", className: "border-emerald-300 bg-emerald-50 text-emerald-900" },
  stored: { label: "En attente", className: "border-amber-300 bg-amber-50 text-amber-900" },
  sending: { label: "En cours", className: "border-sky-300 bg-sky-50 text-sky-900" },
  failed: { label: "Échec", className: "border-red-300 bg-red-50 text-red-900" },
};
