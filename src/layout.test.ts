import { describe, expect, it } from "vitest";
import { LIMITS, measureTree } from "../scripts/tree-shape";

/**
 * The layout's rules (issue 24, decision 028): no source file over 300 lines, no component over 150
 * lines, no import cycle between files, nor between the folders of pages or of the domain. The long
 * files and components the tree still holds are listed below, each to be split and then removed:
 * an entry may shrink, never grow, and nothing new may join it.
 */
const LONG_FILES: Record<string, number> = {
  "src/web/pages/results/results-page.tsx": 451,
};

const LONG_COMPONENTS: Record<string, number> = {
  "src/web/pages/measurements/review-tab.tsx#ReviewTab": 167,
  "src/web/pages/public/measurement-form.tsx#MeasurementForm": 178,
  "src/web/pages/public/rating-workspace.tsx#RatingWorkspace": 208,
  "src/web/pages/rating/rating-workspace.tsx#RatingWorkspace": 167,
  "src/web/pages/results/apply-dialog.tsx#ApplyDialog": 154,
  "src/web/pages/results/results-page.tsx#CampaignResults": 347,
};

const shape = measureTree();

describe("forme de l'arborescence", () => {
  it(`aucun nouveau fichier source de plus de ${LIMITS.fileLines} lignes, aucun ancien qui grandit`, () => {
    const over = shape.longFiles.filter(({ file, lines }) => !(lines <= (LONG_FILES[file] ?? 0)));
    expect(over).toEqual([]);
    const done = Object.keys(LONG_FILES).filter((file) => !shape.longFiles.some((f) => f.file === file));
    expect(done, "découpés : à retirer de LONG_FILES").toEqual([]);
  });

  it(`aucun nouveau composant de plus de ${LIMITS.componentLines} lignes`, () => {
    const over = shape.longComponents.filter(
      ({ file, name, lines }) => !(lines <= (LONG_COMPONENTS[`${file}#${name}`] ?? 0)),
    );
    expect(over).toEqual([]);
  });

  it("aucun cycle d'imports entre fichiers", () => {
    expect(shape.fileCycles).toEqual([]);
  });

  it("aucun cycle entre dossiers de pages ni entre dossiers du domaine", () => {
    expect(shape.folderCycles).toEqual([]);
  });
});
