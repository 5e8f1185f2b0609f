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
  "src/web/components/equipment-cards.tsx",
  "src/web/components/layout/app-layout.tsx",
  "src/web/components/layout/header-search.tsx",
  "src/web/components/layout/sidebar.tsx",
  "src/web/components/ui/dialog.tsx",
  "src/web/components/ui/empty-state.tsx",
  "src/web/components/ui/profile-badge.tsx",
  "src/web/components/ui/reason-dialog.tsx",
  "src/web/components/ui/role-badge.tsx",
  "src/web/components/ui/role-filter.tsx",
  "src/web/components/ui/table-scroll.tsx",
  "src/web/components/ui/toaster.tsx",
  "src/web/components/ui/unsaved-changes.tsx",
  "src/web/pages/audit-logs/bulk-detail.tsx",
  "src/web/pages/audit-logs/entry-list.tsx",
  "src/web/pages/audit-logs/event-list.tsx",
  "src/web/pages/company-setup/company-setup-page.tsx",
  "src/web/pages/company/company-fields.tsx",
  "src/web/pages/company/company-page.tsx",
  "src/web/pages/email-test/outbox-messages.tsx",
  "src/web/pages/instruments/badges.tsx",
  "src/web/pages/instruments/impact-reviews.tsx",
  "src/web/pages/instruments/instrument-list.tsx",
  "src/web/pages/instruments/parc-denied.tsx",
  "src/web/pages/instruments/period-changes.tsx",
  "src/web/pages/instruments/review-close-form.tsx",
  "src/web/pages/instruments/review-items.tsx",
  "src/web/pages/landing/landing-page.tsx",
  "src/web/pages/landing/product-preview.tsx",
  "src/web/pages/planning/planning-lists.tsx",
  "src/web/pages/profile/profile-page.tsx",
  "src/web/pages/profiles/import-preview.tsx",
  "src/web/pages/profiles/import-users-dialog.tsx",
  "src/web/pages/profiles/invitation-link.tsx",
  "src/web/pages/profiles/profiles-page.tsx",
  "src/web/pages/profiles/user-fields.tsx",
  "src/web/pages/profiles/user-form-dialog.tsx",
  "src/web/pages/profiles/user-list.tsx",
  "src/web/pages/profiles/user-stats.tsx",
  "src/web/pages/settings/approvals-card.tsx",
  "src/web/pages/sign-in/auth-forms.tsx",
  "src/web/pages/sign-in/auth-shell.tsx",
  "src/web/pages/sign-in/sign-in-page.tsx",
  "src/web/pages/sign-in/sign-out-page.tsx",
  "src/web/pages/system/not-found-page.tsx",
  "src/web/pages/system/upcoming-screen.tsx",
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
