import type { MailMessage } from "./outbox";

/** Calibra's e-mails, in French, as plain text and HTML. */

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
): string {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join("");
  return `<!doctype html><html lang="fr"><body style="margin:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1e293b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border:1px solid #e2e8f0">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e2e8f0;font-size:20px;font-weight:bold;color:#1e40af">Calibra</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1e40af;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0;font-size:13px;color:#64748b;line-height:1.5">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(action.url)}" style="color:#1e40af;word-break:break-all">${escapeHtml(action.url)}</a></p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
}

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
