import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * One French catalogue (issue 24, item 3): the screens' words live in `src/shared/messages.ts` and
 * in this folder, one module per area, never as literals in components. This scan reads every
 * component of `src/web` and lists the French it still writes inline: text between tags, and the
 * words of the attributes a reader sees or hears (label, title, placeholder, aria-label, alt,
 * description). Names that are not French words (the product, the formats) may stay.
 */
const SEEN_ATTRIBUTES = new Set(["label", "title", "placeholder", "aria-label", "alt", "description"]);
const NOT_FRENCH = new Set(["Calibra", "OPPERET", "PDF", "Excel", "HTML", "CSV", "XLSX", "iCal", "QR"]);

/** Components written before the catalogue, still to move: the list may shrink, never grow. */
const STILL_INLINE = new Set([
  "src/web/pages/campaigns/campaign-dialog.tsx",
  "src/web/pages/campaigns/campaign-form.tsx",
  "src/web/pages/campaigns/campaigns-page.tsx",
  "src/web/pages/campaigns/campaigns-table.tsx",
  "src/web/pages/campaigns/equipment-add.tsx",
  "src/web/pages/campaigns/equipment-dialog.tsx",
  "src/web/pages/campaigns/equipment-list.tsx",
  "src/web/pages/campaigns/equipment-rows.tsx",
  "src/web/pages/campaigns/getting-started.tsx",
  "src/web/pages/campaigns/participants-dialog.tsx",
  "src/web/pages/campaigns/qr-print-sheet.tsx",
  "src/web/pages/campaigns/share-dialog.tsx",
  "src/web/pages/campaigns/share-link-card.tsx",
  "src/web/pages/campaigns/summary-cards.tsx",
  "src/web/pages/measurements/link-ratings-tab.tsx",
  "src/web/pages/measurements/measurement-filters.tsx",
  "src/web/pages/measurements/measurement-list.tsx",
  "src/web/pages/measurements/measurements-page.tsx",
  "src/web/pages/measurements/measurements-tab.tsx",
  "src/web/pages/measurements/review-tab.tsx",
  "src/web/pages/measurements/submission-card.tsx",
  "src/web/pages/public/campaign-heading.tsx",
  "src/web/pages/public/chosen-instrument.tsx",
  "src/web/pages/public/equipment-choice.tsx",
  "src/web/pages/public/grade-cell.tsx",
  "src/web/pages/public/group-rating-dialog.tsx",
  "src/web/pages/public/link-state.tsx",
  "src/web/pages/public/measurement-done.tsx",
  "src/web/pages/public/measurement-form.tsx",
  "src/web/pages/public/measurement-page.tsx",
  "src/web/pages/public/public-rating-page.tsx",
  "src/web/pages/public/public-shell.tsx",
  "src/web/pages/public/rater-card.tsx",
  "src/web/pages/public/rating-cards.tsx",
  "src/web/pages/public/rating-grid.tsx",
  "src/web/pages/public/selection-bar.tsx",
  "src/web/pages/rating-criteria/criteria-list.tsx",
  "src/web/pages/rating-criteria/criterion-card.tsx",
  "src/web/pages/rating-criteria/criterion-dialog.tsx",
  "src/web/pages/rating-criteria/global-parameters-form.tsx",
  "src/web/pages/rating-criteria/grade-scale.tsx",
  "src/web/pages/rating-criteria/parameters-explanation.tsx",
  "src/web/pages/rating-criteria/rating-criteria-page.tsx",
  "src/web/pages/rating-criteria/scale-fields.tsx",
  "src/web/pages/rating/bulk-rating-dialog.tsx",
  "src/web/pages/rating/rating-cards.tsx",
  "src/web/pages/rating/rating-completeness.tsx",
  "src/web/pages/rating/rating-page.tsx",
  "src/web/pages/rating/rating-progress.tsx",
  "src/web/pages/rating/rating-sheet.tsx",
  "src/web/pages/rating/rating-table.tsx",
  "src/web/pages/rating/rating-toolbar.tsx",
  "src/web/pages/reports/generated-report-panel.tsx",
  "src/web/pages/reports/report-counts.tsx",
  "src/web/pages/reports/report-list.tsx",
  "src/web/pages/reports/report-parts.tsx",
  "src/web/pages/reports/reports-page.tsx",
  "src/web/pages/reports/verify-file-button.tsx",
  "src/web/pages/results/apply-dialog.tsx",
  "src/web/pages/results/method-note.tsx",
  "src/web/pages/results/report-offer-dialog.tsx",
  "src/web/pages/results/result-explanation.tsx",
  "src/web/pages/results/result-row.tsx",
  "src/web/pages/results/results-page.tsx",
  "src/web/pages/results/results-summary.tsx",
  "src/web/pages/results/results-table.tsx",
  "src/web/pages/results/results-toolbar.tsx",
  "src/web/pages/results/run-picker.tsx",
  "src/web/pages/results/without-result.tsx",
]);

function inlineFrench(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const note = (node: ts.Node, words: string) => {
    const trimmed = words.trim();
    if (!/\p{L}{2}/u.test(trimmed) || NOT_FRENCH.has(trimmed)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${file}:${line} ${trimmed}`);
  };
  const walk = (node: ts.Node) => {
    if (ts.isJsxText(node)) note(node, node.text);
    if (
      ts.isJsxAttribute(node) &&
      SEEN_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer)
    ) {
      note(node, node.initializer.text);
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  return found;
}

const components = readdirSync("src/web", { withFileTypes: true, recursive: true })
  .filter((e) => e.isFile() && e.name.endsWith(".tsx") && !e.name.endsWith(".test.tsx"))
  .map((e) => relative(".", join(e.parentPath, e.name)))
  .sort();

describe("catalogue français", () => {
  it("aucun composant n'écrit de texte français en dur (hors ceux qui restent à déplacer)", () => {
    const inline = components.filter((file) => !STILL_INLINE.has(file)).flatMap(inlineFrench);
    expect(inline).toEqual([]);
  });

  it("la liste des composants à déplacer ne garde que ceux qui écrivent encore du texte en dur", () => {
    const moved = [...STILL_INLINE].filter((file) => inlineFrench(file).length === 0);
    expect(moved, "déjà dans le catalogue : à retirer de STILL_INLINE").toEqual([]);
  });
});
