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
  it("aucun composant n'écrit de texte français en dur", () => {
    const inline = components.flatMap(inlineFrench);
    expect(inline).toEqual([]);
  });
});
