import { layout } from "./mail-layout";
import type { MailMessage } from "./outbox";

/** The e-mail of POST /api/campaigns/{id}/notify-technicians: a technician's personal rating link. */
export function technicianRatingMail(options: {
  to: string;
  firstName: string | null;
  campaignName: string;
  companyName: string;
  deadline: string | null;
  sentBy: string;
  url: string;
}): MailMessage {
  const subject = `Notation des équipements : campagne « ${options.campaignName} »`;
  const lines = [
    options.firstName ? `Bonjour ${options.firstName},` : "Bonjour,",
    `${options.sentBy} vous invite à noter les équipements de la campagne d'étalonnage « ${options.campaignName} » de ${options.companyName}.`,
    options.deadline
      ? `Merci de donner vos notations avant le ${options.deadline}.`
      : "Merci de donner vos notations dès que possible.",
    "Ce lien vous est personnel : vos notations vous seront attribuées. Il fonctionne sans mot de passe, depuis un ordinateur ou un téléphone, tant que la campagne est ouverte. Ne le transférez pas.",
  ];
  const footer = "Vous recevez ce message parce que vous participez à cette campagne d'étalonnage.";
  return {
    to: options.to,
    subject,
    text: `${lines.join("\n\n")}\n\nNoter les équipements : ${options.url}\n\n${footer}\n`,
    html: layout(
      "Notation des équipements",
      lines,
      { label: "Noter les équipements", url: options.url },
      footer,
    ),
  };
}

/**
 * A visitor of a campaign's rating link gave their e-mail: the link that lets them review or change
 * their ratings later, from any device (their rater key is in its fragment, never sent to a server).
 */
export function publicRaterLinkMail(options: {
  to: string;
  operatorName: string;
  campaignName: string;
  companyName: string;
  url: string;
}): MailMessage {
  const subject = `Vos notations : campagne « ${options.campaignName} »`;
  const lines = [
    `Bonjour ${options.operatorName},`,
    `Vos notations des équipements de la campagne « ${options.campaignName} » de ${options.companyName} sont enregistrées.`,
    "Pour les revoir ou les modifier tant que la campagne est ouverte, depuis cet appareil ou un autre, ouvrez le lien ci-dessous. Il vous est personnel : quiconque l'ouvre peut modifier vos notations. Ne le transférez pas.",
  ];
  const footer =
    "Vous recevez ce message parce que votre adresse a été saisie avec des notations. Si ce n'est pas vous, ignorez-le.";
  return {
    to: options.to,
    subject,
    text: `${lines.join("\n\n")}\n\nReprendre mes notations : ${options.url}\n\n${footer}\n`,
    html: layout("Vos notations", lines, { label: "Reprendre mes notations", url: options.url }, footer),
  };
}

/** POST /api/emails/campaign-invitation: a participant is asked to rate a campaign's equipment. */
export function campaignInvitationMail(options: {
  to: string;
  firstName: string | null;
  campaignName: string;
  campaignDescription: string | null;
  companyName: string;
  deadline: string | null;
  sentBy: string;
  url: string;
}): MailMessage {
  const subject = `Invitation à la campagne d'étalonnage « ${options.campaignName} »`;
  const lines = [
    options.firstName ? `Bonjour ${options.firstName},` : "Bonjour,",
    `${options.sentBy} vous invite à participer à la campagne d'étalonnage « ${options.campaignName} » de ${options.companyName}.`,
    ...(options.campaignDescription ? [options.campaignDescription] : []),
    options.deadline
      ? `Merci de noter les équipements avant le ${options.deadline}.`
      : "Merci de noter les équipements dès que possible.",
  ];
  const footer = "Vous recevez ce message parce que vous participez à cette campagne d'étalonnage.";
  return {
    to: options.to,
    subject,
    text: `${lines.join("\n\n")}\n\nOuvrir la campagne : ${options.url}\n\n${footer}\n`,
    html: layout(
      "Invitation à une campagne",
      lines,
      { label: "Ouvrir la campagne", url: options.url },
      footer,
    ),
  };
}

/** POST /api/emails/report-notification: a report is ready; its file travels with the message. */
export function reportNotificationMail(options: {
  to: string;
  recipientName: string | null;
  campaignName: string;
  companyName: string;
  reportLabel: string;
  fileName: string;
  attached: boolean;
  sentBy: string;
  url: string;
}): MailMessage {
  const subject = `Rapport de la campagne « ${options.campaignName} »`;
  const lines = [
    options.recipientName ? `Bonjour ${options.recipientName},` : "Bonjour,",
    `${options.sentBy} vous transmet le rapport ${options.reportLabel} de la campagne d'étalonnage « ${options.campaignName} » de ${options.companyName}.`,
    options.attached
      ? `Vous le trouverez en pièce jointe (${options.fileName}).`
      : `Le fichier ${options.fileName} est disponible dans Calibra.`,
    "Il présente les participants, les notations de chaque équipement, les nouvelles périodes d'étalonnage calculées par la méthode OPPERET, les périodes forcées et leur évolution.",
  ];
  const footer = "Ce message a été envoyé depuis Calibra, l'outil de gestion des campagnes d'étalonnage.";
  return {
    to: options.to,
    subject,
    text: `${lines.join("\n\n")}\n\nVoir les rapports : ${options.url}\n\n${footer}\n`,
    html: layout("Rapport de campagne", lines, { label: "Voir les rapports", url: options.url }, footer),
  };
}
