/**
 * The report's page geometry, palette and type scale, in one place so that every section keeps the
 * same rhythm. Units are PDF points (1/72 in); A4 portrait.
 */
import type { EvolutionStatus } from "../../../shared/opperet";
import type { FontName } from "./fonts";

export const PAGE = {
  width: 595.28,
  height: 841.89,
  left: 40,
  right: 40,
  /** The running header sits above `top`, the footer below `bottom`. */
  top: 58,
  bottom: 50,
} as const;

export const CONTENT_WIDTH = PAGE.width - PAGE.left - PAGE.right;

export const COLORS = {
  ink: "#1b2430",
  muted: "#5b6675",
  faint: "#8a94a3",
  rule: "#d3dae3",
  band: "#e9eef4",
  zebra: "#f6f8fa",
  primary: "#1f4e79",
  white: "#ffffff",
  warning: "#b45309",
  chartCurrent: "#a7b6c8",
  chartNew: "#1f4e79",
} as const;

/** Évolution colours: extended green, maintained grey-blue, reduced orange-red. */
export const STATUS_COLORS: Record<EvolutionStatus, string> = {
  extended: "#2e7d32",
  maintained: "#5a7184",
  reduced: "#d0451b",
};

export interface TextStyle {
  font: FontName;
  size: number;
  color: string;
}

/** Line height of a style: DejaVu's ascent + descent is 1.16 em; a little air on top of it. */
export function lineHeight(style: TextStyle): number {
  return Math.round(style.size * 1.24 * 100) / 100;
}

const tints = new Map<string, TextStyle>();

/** The same style in another colour, made once (rows would otherwise allocate one per cell). */
export function tinted(base: TextStyle, color: string): TextStyle {
  const key = `${base.font} ${base.size} ${color}`;
  let style = tints.get(key);
  if (!style) {
    style = { ...base, color };
    tints.set(key, style);
  }
  return style;
}

const style = (font: FontName, size: number, color: string): TextStyle => ({ font, size, color });

export const TEXT = {
  title: style("bold", 17, COLORS.primary),
  subtitle: style("bold", 11.5, COLORS.ink),
  section: style("bold", 11, COLORS.primary),
  subsection: style("bold", 8.5, COLORS.ink),
  body: style("regular", 8.5, COLORS.ink),
  note: style("italic", 7, COLORS.muted),
  label: style("regular", 6.8, COLORS.muted),
  value: style("bold", 8.2, COLORS.ink),
  running: style("regular", 6.8, COLORS.faint),
  cell: style("regular", 7.2, COLORS.ink),
  cellBold: style("bold", 7.2, COLORS.ink),
  cellSmall: style("regular", 6.4, COLORS.muted),
  cellItalic: style("italic", 7, COLORS.muted),
  header: style("bold", 6.4, COLORS.ink),
} as const;
