/**
 * Small pieces of markup shared by the sections of the HTML report. Every text that comes from the
 * model goes through `text()` (escapeHtml); fixed wording is written as is.
 */

import type { EvolutionStatus } from "../../../shared/opperet";
import { escapeHtml } from "../../html";

/** A text of the model, escaped; "—" when absent. */
export function text(value: string | null | undefined): string {
  return value === null || value === undefined || value === "" ? DASH : escapeHtml(value);
}

export const DASH = '<span class="none">—</span>';

/** A right-aligned numeric cell; "—" when the value is absent. */
export function numberCell(formatted: string | null): string {
  return formatted === null ? `<td class="num">${DASH}</td>` : `<td class="num">${formatted}</td>`;
}

/** A table inside a wrapper that scrolls sideways on a narrow screen (the page itself never does). */
export function scrollTable(
  label: string,
  className: string,
  head: string,
  body: string,
  fit = false,
): string {
  return `<div class="table-scroll${fit ? " fit" : ""}" role="region" aria-label="${label}" tabindex="0"><table class="${className}"><thead>${head}</thead>${body}</table></div>`;
}

/** A header row: each entry is a label, or [label, "num"] for a numeric column. */
export function headerRow(columns: readonly (string | readonly [string, string])[]): string {
  const cells = columns.map((column) =>
    typeof column === "string"
      ? `<th scope="col">${column}</th>`
      : `<th scope="col" class="${column[1]}">${column[0]}</th>`,
  );
  return `<tr>${cells.join("")}</tr>`;
}

const STATUS_CLASSES: Record<EvolutionStatus, string> = {
  extended: "badge badge-extended",
  maintained: "badge badge-maintained",
  reduced: "badge badge-reduced",
};

const STATUS_SIGNS: Record<EvolutionStatus, string> = {
  extended: "▲",
  maintained: "■",
  reduced: "▼",
};

/** The evolution status as a coloured badge whose text and sign carry the meaning without colour. */
export function statusBadge(status: EvolutionStatus, label: string): string {
  return `<span class="${STATUS_CLASSES[status]}"><span aria-hidden="true">${STATUS_SIGNS[status]}</span> ${escapeHtml(label)}</span>`;
}

/** A definition list of label → already-built value markup. */
export function facts(entries: readonly (readonly [string, string])[]): string {
  return `<dl class="facts">${entries.map(([label, value]) => `<div><dt>${label}</dt><dd>${value}</dd></div>`).join("")}</dl>`;
}

export function section(id: string, title: string, body: string, className = ""): string {
  const classes = className ? ` class="${className}"` : "";
  return `<section id="${id}"${classes} aria-labelledby="${id}-titre"><h2 id="${id}-titre">${title}</h2>${body}</section>`;
}
