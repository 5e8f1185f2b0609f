import { layout } from "./mail-layout";
import type { MailMessage } from "./outbox";

/** Calibra's e-mails, in French, as plain text and HTML. */

export function loginLinkMail(to: string, url: string): MailMessage {
  const subject = "Votre lien de connexion à Calibra";
  const lines = [
    "Bonjour,",
    "Vous avez demandé à vous connecter à Calibra. Ce lien est valable 15 minutes et ne peut servir qu'une fois.",
  ];
  const footer = "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message.";
  return {
    to,
    subject,
    text: `${lines.join("\n\n")}\n\nSe connecter : ${url}\n\n${footer}\n`,
    html: layout("Connexion à Calibra", lines, { label: "Se connecter", url }, footer),
  };
}

/**
 * The sign-in link was asked for an address with no active account: said to that address (the
 * form itself answers the same either way, and the server does the same work).
 */
export function noAccountMail(to: string, url: string): MailMessage {
  const subject = "Votre demande de connexion à Calibra";
  const lines = [
    "Bonjour,",
    "Un lien de connexion à Calibra a été demandé pour cette adresse, mais aucun compte actif ne l'utilise.",
    "Si c'était vous : demandez à l'administrateur de votre entreprise de vous inviter, ou créez votre compte.",
  ];
  const footer = "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message.";
  return {
    to,
    subject,
    text: `${lines.join("\n\n")}\n\nAller sur Calibra : ${url}\n\n${footer}\n`,
    html: layout("Connexion à Calibra", lines, { label: "Aller sur Calibra", url }, footer),
  };
}

export function invitationMail(options: {
  to: string;
  firstName: string | null;
  companyName: string;
  invitedBy: string;
  url: string;
}): MailMessage {
  const subject = `Invitation à rejoindre ${options.companyName} sur Calibra`;
  const lines = [
    options.firstName ? `Bonjour ${options.firstName},` : "Bonjour,",
    `${options.invitedBy} vous invite à rejoindre l'espace ${options.companyName} sur Calibra, l'outil de gestion des campagnes d'étalonnage.`,
    "Choisissez votre mot de passe pour activer votre compte. Ce lien est valable 7 jours.",
  ];
  const footer =
    "Vous recevez ce message parce qu'un administrateur de votre entreprise a créé votre compte.";
  return {
    to: options.to,
    subject,
    text: `${lines.join("\n\n")}\n\nChoisir mon mot de passe : ${options.url}\n\n${footer}\n`,
    html: layout(
      "Bienvenue sur Calibra",
      lines,
      { label: "Choisir mon mot de passe", url: options.url },
      footer,
    ),
  };
}
