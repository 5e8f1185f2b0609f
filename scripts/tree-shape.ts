/**
 * The shape of the source tree, measured from the code itself (TypeScript's parser): files over
 * 300 lines, functions over 60 lines, components over 150 lines, and import cycles between files
 * and between the folders of pages (src/web/pages/*) and of the domain (src/server/domain/*).
 *
 *   node --import tsx scripts/tree-shape.ts [--json]
 *
 * `src/layout.test.ts` holds the tree to these rules.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

export const LIMITS = { fileLines: 300, functionLines: 60, componentLines: 150 } as const;

export interface TreeShape {
  files: number;
  longFiles: { file: string; lines: number }[];
  longFunctions: { file: string; name: string; lines: number }[];
  longComponents: { file: string; name: string; lines: number }[];
  fileCycles: string[][];
  folderCycles: string[][];
  crossPageImports: number;
}

const root = resolve(import.meta.dirname, "..");

/** The product's source files (tests excluded), relative to the project, in a stable order. */
export function sourceFiles(folder = "src"): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .sort();
}

function resolveImport(from: string, spec: string, known: Set<string>): string | null {
  if (!spec.startsWith(".")) return null;
  const base = join(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

function functionName(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) {
    return node.name.getText();
  }
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  return "(anonyme)";
}

/** The folder a file belongs to for the folder rules, or null outside them. */
export function ruledFolder(file: string): string | null {
  const match = /^src\/(web\/pages|server\/domain)\/([^/]+)\//.exec(file);
  return match ? `${match[1]}/${match[2]}` : null;
}

/** Strongly connected components of more than one node (Tarjan). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const state = new Map<string, { index: number; low: number; onStack: boolean }>();
  const found: string[][] = [];
  const visit = (node: string) => {
    const s = { index, low: index, onStack: true };
    index += 1;
    state.set(node, s);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const t = state.get(next);
      if (!t) {
        visit(next);
        s.low = Math.min(s.low, state.get(next)!.low);
      } else if (t.onStack) s.low = Math.min(s.low, t.index);
    }
    if (s.low === s.index) {
      const component: string[] = [];
      let top: string;
      do {
        top = stack.pop()!;
        state.get(top)!.onStack = false;
        component.push(top);
      } while (top !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

export function measureTree(): TreeShape {
  const files = sourceFiles();
  const known = new Set(files);
  const fileGraph = new Map<string, Set<string>>();
  const folderGraph = new Map<string, Set<string>>();
  const shape: TreeShape = {
    files: files.length,
    longFiles: [],
    longFunctions: [],
    longComponents: [],
    fileCycles: [],
    folderCycles: [],
    crossPageImports: 0,
  };
  for (const file of files) {
    const text = readFileSync(join(root, file), "utf8");
    const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    if (lines > LIMITS.fileLines) shape.longFiles.push({ file, lines });
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
    const imports = new Set<string>();
    const walk = (node: ts.Node) => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        const target = resolveImport(file, (node.moduleSpecifier as ts.StringLiteral).text, known);
        if (target) imports.add(target);
      }
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const arg = node.arguments[0];
        const target = arg && ts.isStringLiteral(arg) ? resolveImport(file, arg.text, known) : null;
        if (target) imports.add(target);
      }
      if (ts.isFunctionLike(node) && "body" in node && node.body) {
        const span = lineOf(node.getEnd()) - lineOf(node.getStart()) + 1;
        const name = functionName(node);
        const component = file.endsWith(".tsx") && /^[A-Z]/.test(name);
        if (component && span > LIMITS.componentLines) shape.longComponents.push({ file, name, lines: span });
        if (span > LIMITS.functionLines) shape.longFunctions.push({ file, name, lines: span });
      }
      ts.forEachChild(node, walk);
    };
    walk(source);
    fileGraph.set(file, imports);
    const from = ruledFolder(file);
    for (const target of imports) {
      const to = ruledFolder(target);
      if (!from || !to || from === to) continue;
      if (!folderGraph.has(from)) folderGraph.set(from, new Set());
      folderGraph.get(from)!.add(to);
      if (from.startsWith("web/pages") && to.startsWith("web/pages")) shape.crossPageImports += 1;
    }
  }
  shape.fileCycles = cycles(fileGraph);
  shape.folderCycles = cycles(folderGraph);
  return shape;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const shape = measureTree();
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(shape, null, 2));
  } else {
    console.log(`${shape.files} fichiers source`);
    console.log(`fichiers de plus de ${LIMITS.fileLines} lignes : ${shape.longFiles.length}`);
    console.log(`fonctions de plus de ${LIMITS.functionLines} lignes : ${shape.longFunctions.length}`);
    console.log(`composants de plus de ${LIMITS.componentLines} lignes : ${shape.longComponents.length}`);
    console.log(`cycles entre fichiers : ${shape.fileCycles.length}`);
    console.log(`cycles entre dossiers (pages, domaine) : ${shape.folderCycles.length}`);
    for (const cycle of shape.folderCycles) console.log(`  ${cycle.join(" ↔ ")}`);
    console.log(`imports d'un dossier de page à un autre : ${shape.crossPageImports}`);
  }
}
