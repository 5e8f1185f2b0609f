import { escapeHtml } from "../../html";
import { layout } from "./mail-layout";
import type { MailMessage } from "./outbox";

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
