import { DEFAULT_TIME_ZONE, zoneFormat, zoneTimeLabel } from "../../../shared/clock";
import { escapeHtml } from "../../html";
import { layout } from "./mail-layout";
import type { MailMessage } from "./outbox";

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
