/**
 * The "Synthèse" sheet: the campaign, the OPPERET parameters, the counts, the families, the
 * participants by profile (who rated, with their counts, then who was invited but did not) and the
 * criteria, one block under the other in seven columns.
 */
import type { Style, Worksheet } from "exceljs";
import {
  INVITED_COLUMNS,
  PARTICIPANT_TEXTS,
  participantRoles,
  participantsEmptyTexts,
  RATER_COLUMNS,
  REPORT_TITLE,
} from "../format";
import type { CampaignReport } from "../report-model";
import {
  BRAND_COLOUR,
  type CellValue,
  HEADER_STYLE,
  LABEL_STYLE,
  NUMBER_FORMATS,
  parisDate,
  SECTION_STYLE,
  TITLE_STYLE,
  text,
} from "./cells";

const WIDTHS = [34, 30, 30, 16, 14, 14, 14] as const;
const COLUMN_COUNT = WIDTHS.length;
/** Characters of a line across the columns B to G (an estimate for row heights of merged text). */
const VALUE_LINE_CHARS = 120;
const LINE_HEIGHT = 15;
/** Characters of a line across the columns A to G. */
const NOTE_LINE_CHARS = 150;
const SUBSECTION_STYLE: Partial<Style> = { font: { bold: true, color: { argb: BRAND_COLOUR } } };
const NOTE_STYLE: Partial<Style> = {
  font: { italic: true, color: { argb: "FF566273" } },
  alignment: { vertical: "top", wrapText: true },
};

interface Entry {
  label: string;
  value: CellValue;
  numFmt?: string;
  share?: number | null;
}

class SummaryWriter {
  private readonly styles = new Map<string, Partial<Style>>();

  constructor(private readonly sheet: Worksheet) {
    sheet.columns = WIDTHS.map((width) => ({ width }));
  }

  private valueStyle(numFmt: string | undefined, wrap = false): Partial<Style> {
    const key = `${numFmt ?? ""}|${wrap}`;
    let style = this.styles.get(key);
    if (!style) {
      style = { alignment: { horizontal: "left", vertical: "top", wrapText: wrap } };
      if (numFmt) style.numFmt = numFmt;
      this.styles.set(key, style);
    }
    return style;
  }

  blank(): void {
    this.sheet.addRow([]);
  }

  title(company: string): void {
    const title = this.sheet.addRow([REPORT_TITLE]);
    title.height = 24;
    title.getCell(1).style = TITLE_STYLE;
    const name = this.sheet.addRow([text(company)]);
    name.getCell(1).style = { font: { bold: true, size: 12 } };
  }

  section(label: string): void {
    this.blank();
    const row = this.sheet.addRow([label]);
    row.height = 20;
    for (let c = 1; c <= COLUMN_COUNT; c++) row.getCell(c).style = SECTION_STYLE;
  }

  /** A sub-heading inside a section. */
  subsection(label: string): void {
    this.blank();
    const row = this.sheet.addRow([label]);
    row.getCell(1).style = SUBSECTION_STYLE;
  }

  /** A line of text across A:G, wrapped: a section's note, or what an empty list says. */
  note(value: string): void {
    const row = this.sheet.addRow([value]);
    row.getCell(1).style = NOTE_STYLE;
    this.sheet.mergeCells(row.number, 1, row.number, COLUMN_COUNT);
    row.height = LINE_HEIGHT * lineCount(value, NOTE_LINE_CHARS);
  }

  /** Label in A, value across B:G (wrapped and heightened when long). */
  entries(entries: readonly Entry[]): void {
    for (const entry of entries) {
      const row = this.sheet.addRow([entry.label, entry.value]);
      row.getCell(1).style = LABEL_STYLE;
      const long = typeof entry.value === "string" && entry.value.length > 30;
      row.getCell(2).style = this.valueStyle(entry.numFmt, long);
      if (entry.share !== undefined) {
        row.getCell(3).value = entry.share;
        row.getCell(3).style = this.valueStyle(NUMBER_FORMATS.share);
      }
      if (long) {
        this.sheet.mergeCells(row.number, 2, row.number, COLUMN_COUNT);
        row.height = LINE_HEIGHT * lineCount(entry.value as string, VALUE_LINE_CHARS);
      }
    }
  }

  /** A small table: header row then rows; `merges` stretches a column to the next ones. */
  table(
    headers: readonly string[],
    rows: readonly CellValue[][],
    formats: readonly (string | undefined)[],
    merges: readonly { column: number; to: number; chars: number }[] = [],
  ): void {
    const header = this.sheet.addRow(expand(headers, merges));
    const lastIndex = headers.length - 1;
    const last =
      merges.find((m) => m.column === columnOf(lastIndex, merges))?.to ?? columnOf(lastIndex, merges);
    for (let c = 1; c <= last; c++) header.getCell(c).style = HEADER_STYLE;
    header.height = 30;
    for (const merge of merges) this.sheet.mergeCells(header.number, merge.column, header.number, merge.to);
    for (const values of rows) {
      const row = this.sheet.addRow(expand(values, merges));
      let lines = 1;
      for (let c = 0; c < values.length; c++) {
        const target = columnOf(c, merges);
        const merge = merges.find((m) => m.column === target);
        const style = { ...this.valueStyle(formats[c], merge !== undefined) };
        if (typeof values[c] === "number") style.alignment = { horizontal: "right", vertical: "top" };
        row.getCell(target).style = style;
        if (merge) {
          this.sheet.mergeCells(row.number, merge.column, row.number, merge.to);
          lines = Math.max(lines, lineCount(String(values[c] ?? ""), merge.chars));
        }
      }
      if (lines > 1) row.height = LINE_HEIGHT * lines;
    }
  }
}

/** The column (1-based) of the c-th value once merged ranges are skipped. */
function columnOf(index: number, merges: readonly { column: number; to: number }[]): number {
  let column = 1;
  for (let i = 0; i < index; i++) {
    const merge = merges.find((m) => m.column === column);
    column = merge ? merge.to + 1 : column + 1;
  }
  return column;
}

function expand<T>(values: readonly T[], merges: readonly { column: number; to: number }[]): (T | null)[] {
  const cells: (T | null)[] = [];
  values.forEach((value, index) => {
    cells[columnOf(index, merges) - 1] = value;
  });
  return Array.from(cells, (value) => value ?? null);
}

function lineCount(value: string, chars: number): number {
  return value.split("\n").reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / chars)), 0);
}

function share(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

export function writeSummarySheet(sheet: Worksheet, report: CampaignReport): void {
  const writer = new SummaryWriter(sheet);
  const { campaign, summary, parameters } = report;
  writer.title(report.company.name);

  writer.section("Campagne");
  writer.entries([
    { label: "Nom", value: text(campaign.name) },
    { label: "Description", value: text(campaign.description) },
    { label: "Statut", value: text(campaign.statusLabel) },
    {
      label: "Date de création",
      value: parisDate(campaign.createdAt, report.trace.timeZone),
      numFmt: NUMBER_FORMATS.dateTime,
    },
    { label: "Créée par", value: text(campaign.createdBy) },
    {
      label: "Échéance",
      value: parisDate(campaign.deadline, report.trace.timeZone),
      numFmt: NUMBER_FORMATS.dateTime,
    },
    {
      label: "Date de clôture",
      value: parisDate(campaign.closedAt, report.trace.timeZone),
      numFmt: NUMBER_FORMATS.dateTime,
    },
    {
      label: "Périodes appliquées le",
      value: parisDate(campaign.appliedAt, report.trace.timeZone),
      numFmt: NUMBER_FORMATS.dateTime,
    },
    {
      label: "Rapport généré le",
      value: parisDate(report.generatedAt, report.trace.timeZone),
      numFmt: NUMBER_FORMATS.dateTime,
    },
    { label: "Généré par", value: text(report.generatedBy) },
  ]);

  writer.section("Paramètres OPPERET");
  writer.entries([
    { label: "k1 (sensibilité)", value: parameters.k1, numFmt: NUMBER_FORMATS.parameter },
    { label: "k2 (dispersion)", value: parameters.k2, numFmt: NUMBER_FORMATS.parameter },
    { label: "Période maximale (mois)", value: parameters.pmax, numFmt: NUMBER_FORMATS.months },
  ]);

  writer.section("Synthèse des résultats");
  const counted = summary.withResult;
  writer.entries([
    { label: "Équipements", value: summary.equipmentCount, numFmt: NUMBER_FORMATS.count },
    { label: "Avec résultat", value: summary.withResult, numFmt: NUMBER_FORMATS.count },
    { label: "Sans résultat", value: summary.withoutResult, numFmt: NUMBER_FORMATS.count },
    {
      label: "Périodes étendues",
      value: summary.extended,
      numFmt: NUMBER_FORMATS.count,
      share: share(summary.extended, counted),
    },
    {
      label: "Périodes maintenues",
      value: summary.maintained,
      numFmt: NUMBER_FORMATS.count,
      share: share(summary.maintained, counted),
    },
    {
      label: "Périodes réduites",
      value: summary.reduced,
      numFmt: NUMBER_FORMATS.count,
      share: share(summary.reduced, counted),
    },
    { label: "Périodes forcées", value: summary.forced, numFmt: NUMBER_FORMATS.count },
    { label: "Notations", value: summary.ratingCount, numFmt: NUMBER_FORMATS.count },
  ]);

  writer.section("Évolution par famille d'instruments");
  writer.table(
    [
      "Type",
      "Équipements",
      "Période actuelle moyenne (mois)",
      "Nouvelle période moyenne (mois)",
      "Étendues",
      "Maintenues",
      "Réduites",
    ],
    report.families.map((family) => [
      text(family.type),
      family.count,
      family.meanCurrentPeriod,
      family.meanNewPeriod,
      family.extended,
      family.maintained,
      family.reduced,
    ]),
    [
      undefined,
      NUMBER_FORMATS.count,
      NUMBER_FORMATS.meanMonths,
      NUMBER_FORMATS.meanMonths,
      NUMBER_FORMATS.count,
      NUMBER_FORMATS.count,
      NUMBER_FORMATS.count,
    ],
  );

  const groups = report.participantGroups;
  const empty = participantsEmptyTexts(groups);
  writer.section(PARTICIPANT_TEXTS.title);
  writer.note(PARTICIPANT_TEXTS.note);
  writer.subsection(PARTICIPANT_TEXTS.raters);
  if (empty.raters) writer.note(empty.raters);
  else
    writer.table(
      ["Profil", ...RATER_COLUMNS],
      groups.flatMap((group) =>
        group.raters.map((rater) => [
          text(group.profileLabel),
          text(rater.name),
          text(rater.email),
          text(participantRoles(rater)),
          rater.ratingCount,
          rater.equipmentCount,
        ]),
      ),
      [undefined, undefined, undefined, undefined, NUMBER_FORMATS.count, NUMBER_FORMATS.count],
      [{ column: 4, to: 5, chars: 26 }],
    );
  writer.subsection(PARTICIPANT_TEXTS.invitedWithoutRating);
  if (empty.invited) writer.note(empty.invited);
  else
    writer.table(
      ["Profil", ...INVITED_COLUMNS],
      groups.flatMap((group) =>
        group.invitedWithoutRating.map((person) => [
          text(group.profileLabel),
          text(person.name),
          text(person.email),
          text(participantRoles(person)),
        ]),
      ),
      [],
      [{ column: 4, to: COLUMN_COUNT, chars: 56 }],
    );

  writer.section("Critères de cotation");
  writer.table(
    ["Critère", "Profil", "Poids"],
    report.criteria.map((criterion) => [
      text(criterion.name),
      text(criterion.profileLabel),
      criterion.weight,
    ]),
    [undefined, undefined, NUMBER_FORMATS.weight],
    [{ column: 1, to: 2, chars: 62 }],
  );
}
