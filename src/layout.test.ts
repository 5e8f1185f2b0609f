import { describe, expect, it } from "vitest";
import { LIMITS, measureTree } from "../scripts/tree-shape";

/**
 * The layout's rules (issue 24, decision 028): no source file over 300 lines, no component over 150
 * lines, no import cycle between files, nor between the folders of pages or of the domain. The long
 * files and components the tree still holds are listed below, each to be split and then removed:
 * an entry may shrink, never grow, and nothing new may join it.
 */
const LONG_FILES: Record<string, number> = {
  "src/shared/messages.ts": 532,
  "src/web/api/endpoints.ts": 467,
  "src/web/pages/instruments/instruments-page.tsx": 329,
};

const LONG_COMPONENTS: Record<string, number> = {
  "src/web/components/layout/header-search.tsx#HeaderSearch": 155,
  "src/web/pages/campaigns/campaign-dialog.tsx#CampaignEditor": 213,
  "src/web/pages/campaigns/campaign-row-actions.tsx#CampaignRowActions": 163,
  "src/web/pages/campaigns/campaigns-page.tsx#CampaignsPage": 241,
  "src/web/pages/campaigns/equipment-dialog.tsx#EquipmentManager": 182,
  "src/web/pages/instruments/event-dialog.tsx#EventForm": 190,
  "src/web/pages/instruments/impact-reviews.tsx#ReviewCard": 189,
  "src/web/pages/instruments/import-dialog.tsx#ImportForm": 177,
  "src/web/pages/instruments/instruments-page.tsx#InstrumentsPage": 260,
  "src/web/pages/landing/landing-page.tsx#LandingPage": 195,
  "src/web/pages/planning/planning-page.tsx#PlanningPage": 152,
  "src/web/pages/profiles/import-users-dialog.tsx#ImportForm": 151,
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
