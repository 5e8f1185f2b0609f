import type { PointPhase } from "../../../shared/conformity/decide-event";

/** A point as the event dialog types it: every value as text ("0,012"), empty for none. */
export interface PointRow {
  phase: PointPhase;
  reference: string;
  indication: string;
  error: string;
  unit: string;
  expandedUncertainty: string;
  coverageFactor: string;
  mpe: string;
  /** An asymmetric tolerance kept from a stored point (not typed in the dialog). */
  toleranceLower: string;
  toleranceUpper: string;
}

export const emptyPoint = (phase: PointPhase = "asFound"): PointRow => ({
  phase,
  reference: "",
  indication: "",
  error: "",
  unit: "",
  expandedUncertainty: "",
  coverageFactor: "2",
  mpe: "",
  toleranceLower: "",
  toleranceUpper: "",
});

/** The words a spreadsheet may use for each phase. */
const PHASE_WORDS: Record<string, PointPhase> = {
  trouve: "asFound",
  "tel que trouve": "asFound",
  avant: "asFound",
  "avant ajustage": "asFound",
  asfound: "asFound",
  "as found": "asFound",
  laisse: "asLeft",
  "tel que laisse": "asLeft",
  apres: "asLeft",
  "apres ajustage": "asLeft",
  asleft: "asLeft",
  "as left": "asLeft",
};

const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();

/** A cell as a number's text: "0,012", "-1.5e-3"; null when it is not one. */
function numberCell(cell: string | undefined): string | null {
  const text = (cell ?? "").trim().replace(/\s/g, "");
  if (text === "") return "";
  return /^[-+]?(\d+[.,]?\d*|[.,]\d+)(e[-+]?\d+)?$/i.test(text) ? text : null;
}

export type PasteResult = { points: PointRow[] } | { line: number; reason: "phase" | "number" };

/**
 * Rows pasted from a spreadsheet, one point per line: phase, reference value, indication, U, k,
 * EMT and unit, separated by tabs or semicolons (a French spreadsheet's CSV). A first line of
 * headings is skipped; a line that cannot be read stops the paste and is named (1-based).
 */
export function pastePoints(text: string): PasteResult {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "");
  const points: PointRow[] = [];
  for (const [index, line] of lines.entries()) {
    const cells = line.split(/\t|;/);
    const phase = PHASE_WORDS[plain(cells[0] ?? "")];
    if (!phase) {
      if (index === 0 && points.length === 0) continue;
      return { line: index + 1, reason: "phase" };
    }
    const [reference, indication, u, k, mpe] = [1, 2, 3, 4, 5].map((at) => numberCell(cells[at]));
    if ([reference, indication, u, k, mpe].some((cell) => cell === null))
      return { line: index + 1, reason: "number" };
    points.push({
      ...emptyPoint(phase),
      reference: reference ?? "",
      indication: indication ?? "",
      expandedUncertainty: u ?? "",
      coverageFactor: k || "2",
      mpe: mpe ?? "",
      unit: (cells[6] ?? "").trim(),
    });
  }
  return { points };
}
