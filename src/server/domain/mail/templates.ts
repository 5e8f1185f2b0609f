import { DEFAULT_TIME_ZONE, zoneFormat, zoneTimeLabel } from "../../../shared/clock";
import { escapeHtml } from "../../html";
import type { MailMessage } from "./outbox";

/** Calibra's e-mails, in French, as plain text and HTML. */

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

/** One instrument of the due-date reminder, its day already written the French way. */
export interface DueReminderItem {
  name: string;
  reference: string;
  dueDate: string;
  overdue: boolean;
  location: string | null;
  url: string;
}

/** How many instruments one reminder lists; the planning shows the rest. */
const DUE_REMINDER_LISTED = 200;

/**
 * The daily reminder to a fleet manager (or, when the company has none, an administrator): the
 * instruments newly entering the warning window before their calibration due date, or already past it.
 */
export function dueRemindersMail(options: {
  to: string;
  firstName: string | null;
  companyName: string;
  warningDays: number;
  instruments: readonly DueReminderItem[];
  planningUrl: string;
  asAdministrator: boolean;
}): MailMessage {
  const count = options.instruments.length;
  const plural = count > 1 ? "s" : "";
  const subject = `Étalonnage à prévoir : ${count} instrument${plural} — ${options.companyName}`;
  const lines = [
    options.firstName ? `Bonjour ${options.firstName},` : "Bonjour,",
    count > 1
      ? `${count} instruments de votre parc arrivent à leur échéance d'étalonnage dans les ${options.warningDays} jours, ou l'ont déjà dépassée :`
      : `Un instrument de votre parc arrive à son échéance d'étalonnage dans les ${options.warningDays} jours, ou l'a déjà dépassée :`,
  ];
  const listed = options.instruments.slice(0, DUE_REMINDER_LISTED);
  const more = count - listed.length;
  const closing = [
    ...(more > 0 ? [`… et ${more} autre${more > 1 ? "s" : ""}, à retrouver dans le planning.`] : []),
    "Planifiez leur étalonnage depuis le planning de Calibra. Chaque instrument n'est rappelé qu'une fois par échéance.",
  ];
  const footer = options.asAdministrator
    ? `Vous recevez ce message en tant qu'administrateur de l'espace ${options.companyName} sur Calibra : aucun gestionnaire de parc actif n'y est désigné.`
    : `Vous recevez ce message en tant que gestionnaire de parc de l'espace ${options.companyName} sur Calibra.`;
  const due = (item: DueReminderItem) => `échéance le ${item.dueDate}${item.overdue ? " (en retard)" : ""}`;
  const textList = listed
    .map(
      (item) =>
        `- ${item.name} (${item.reference}) : ${due(item)}${item.location ? `, ${item.location}` : ""}\n  ${item.url}`,
    )
    .join("\n");
  const cell = "padding:8px;border-bottom:1px solid #e2e8f0;vertical-align:top";
  const rows = listed
    .map(
      (item) =>
        `<tr><td style="${cell}"><a href="${escapeHtml(item.url)}" style="color:#1e40af">${escapeHtml(item.name)}</a><br><span style="color:#64748b">${escapeHtml(item.reference)}</span></td>` +
        `<td style="${cell};white-space:nowrap${item.overdue ? ";color:#b91c1c;font-weight:bold" : ""}">${escapeHtml(item.dueDate)}${item.overdue ? "<br>en retard" : ""}</td>` +
        `<td style="${cell}">${escapeHtml(item.location ?? "—")}</td></tr>`,
    )
    .join("");
  const head = "padding:8px;border-bottom:2px solid #cbd5e1;text-align:left";
  const table = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px;border-collapse:collapse">
<tr><th style="${head}">Instrument</th><th style="${head}">Échéance</th><th style="${head}">Emplacement</th></tr>${rows}</table>
${closing.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join("")}`;
  const action = { label: "Voir le planning", url: options.planningUrl };
  const html = layout("Étalonnages à prévoir", lines, action, footer);
  // The list goes between the introduction and the button.
  const button = html.indexOf('<p style="margin:24px 0">');
  return {
    to: options.to,
    subject,
    text: `${lines.join("\n\n")}\n\n${textList}\n\n${closing.join("\n\n")}\n\nVoir le planning : ${options.planningUrl}\n\n${footer}\n`,
    html: button < 0 ? html : `${html.slice(0, button)}${table}\n${html.slice(button)}`,
  };
}

/** What the daily digest of the audit trail tells (issue 23). */
export interface DailyCheckpointDigest {
  to: string;
  firstName: string | null;
  companyName: string;
  companyId: number;
  /** The checkpoint: the position and hash of the chain's head when it was taken. */
  position: number;
  hash: string;
  takenAt: Date;
  /** The entries added to the trail since the previous daily checkpoint (or since its start). */
  entries: number;
  /** When the previous daily checkpoint was taken; null for the first one. */
  since: Date | null;
  journalUrl: string;
  /** The company's time zone (decision 026); the default zone when absent. */
  timeZone?: string;
}

/** « 27/11/2026 à 00:15:03 (heure de Paris, UTC+1) »: the zone is said, winter or summer. */
export function companyTime(at: Date, zone: string = DEFAULT_TIME_ZONE): string {
  const offset =
    zoneFormat(zone, { timeZoneName: "shortOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? "";
  const day = zoneFormat(zone, { dateStyle: "short" }).format(at);
  return `${day} à ${zoneFormat(zone, { timeStyle: "medium" }).format(at)} (${zoneTimeLabel(zone)}, ${offset})`;
}

/**
 * The daily digest of the audit trail to a company's administrator (issue 23): the checkpoint taken
 * that day, the entries since the one before, and why keeping the message proves later that the
 * trail was not rewritten.
 */
export function dailyCheckpointMail(options: DailyCheckpointDigest): MailMessage {
  const zone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const subject = `Point de contrôle de la piste d'audit du ${zoneFormat(zone, { dateStyle: "long" }).format(options.takenAt)} — ${options.companyName}`;
  const { entries } = options;
  const added =
    entries === 0
      ? "aucune entrée ajoutée à la piste"
      : `${entries} entrée${entries > 1 ? "s" : ""} ajoutée${entries > 1 ? "s" : ""} à la piste`;
  const activity = options.since
    ? `${added} depuis le point de contrôle quotidien précédent, du ${companyTime(options.since, zone)}`
    : `${added} depuis son début`;
  const command = `npm run audit:verify -- --company ${options.companyId} --checkpoint ${options.position}:${options.hash}`;
  const lines = [
    options.firstName ? `Bonjour ${options.firstName},` : "Bonjour,",
    `Calibra a enregistré le point de contrôle quotidien de la piste d'audit de l'espace ${options.companyName}.`,
  ];
  const facts: [string, string][] = [
    ["Position", String(options.position)],
    ["Empreinte (SHA-256)", options.hash],
    ["Date et heure", companyTime(options.takenAt, zone)],
    ["Activité du jour", `${activity.charAt(0).toUpperCase()}${activity.slice(1)}.`],
  ];
  const keep = [
    "Conservez ce message : il est une preuve tenue hors de Calibra. Chaque entrée de la piste est scellée par une empreinte qui inclut celle de la précédente ; tant que ce message existe, n'importe qui peut prouver plus tard que la piste n'a été ni réécrite ni raccourcie jusqu'à ce point, en lançant sur la base de Calibra :",
  ];
  const footer = `Vous recevez ce message en tant qu'administrateur de l'espace ${options.companyName} sur Calibra : un point de contrôle par jour où la piste a changé.`;
  const cell = "padding:6px 8px;border-bottom:1px solid #e2e8f0;vertical-align:top";
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th style="${cell};text-align:left;white-space:nowrap;color:#64748b;font-weight:normal">${escapeHtml(label)}</th>` +
        `<td style="${cell}${label.startsWith("Empreinte") ? ";font-family:monospace;word-break:break-all" : ""}">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const block = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px;border-collapse:collapse">${rows}</table>
${keep.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join("")}
<p style="margin:0 0 16px"><code style="display:block;padding:8px 12px;background:#f1f5f9;border-radius:6px;font-size:13px;word-break:break-all">${escapeHtml(command)}</code></p>`;
  const action = { label: "Ouvrir le Journal d'Audit", url: options.journalUrl };
  const html = layout("Point de contrôle de la piste d'audit", lines, action, footer);
  const button = html.indexOf('<p style="margin:24px 0">');
  const textFacts = facts.map(([label, value]) => `${label} : ${value}`).join("\n");
  return {
    to: options.to,
    subject,
    text: `${lines.join("\n\n")}\n\n${textFacts}\n\n${keep.join("\n\n")}\n\n  ${command}\n\nOuvrir le Journal d'Audit : ${options.journalUrl}\n\n${footer}\n`,
    html: button < 0 ? html : `${html.slice(0, button)}${block}\n${html.slice(button)}`,
  };
}
