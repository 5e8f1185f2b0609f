import { describe, expect, it } from "vitest";
import { LIMITS, measureTree } from "../scripts/tree-shape";

/**
 * The layout's rules (issue 24, decision 028): no source file over 300 lines, no component over 150
 * lines, no import cycle between files, nor between the folders of pages or of the domain. There is
 * no exception: a file or a component that grows past its limit is split along the product's
 * concepts before it lands.
 */
const shape = measureTree();

describe("forme de l'arborescence", () => {
  it(`aucun fichier source de plus de ${LIMITS.fileLines} lignes`, () => {
    expect(shape.longFiles).toEqual([]);
  });

  it(`aucun composant de plus de ${LIMITS.componentLines} lignes`, () => {
    expect(shape.longComponents).toEqual([]);
  });

  it("aucun cycle d'imports entre fichiers", () => {
    expect(shape.fileCycles).toEqual([]);
  });

  it("aucun cycle entre dossiers de pages ni entre dossiers du domaine", () => {
    expect(shape.folderCycles).toEqual([]);
  });
});
