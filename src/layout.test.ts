import { describe, expect, it } from "vitest";
import { LIMITS, measureTree } from "../scripts/tree-shape";

/**
 * The layout's rules (issue 24): no source file over 300 lines, no component over 150 lines, no
 * import cycle between files, nor between the folders of pages or of the domain. What the tree
 * already held when the rules came is listed below, each entry to be split or untied and then
 * removed: an entry may shrink, never grow, and nothing new may join it.
 */
const LONG_FILES: Record<string, number> = {
  "src/server/domain/companies/company-export.ts": 700,
  "src/server/domain/instruments/instruments-csv.ts": 413,
  "src/server/domain/mail/templates.ts": 372,
  "src/server/domain/reports/read-campaign-report.ts": 501,
  "src/server/domain/results/calculation-runs.ts": 336,
  "src/server/domain/results/calibration-results.ts": 307,
  "src/server/reports/xlsx/summary-sheet.ts": 316,
  "src/shared/api/instruments.ts": 480,
  "src/shared/api/public-links.ts": 424,
  "src/shared/api/ratings.ts": 327,
  "src/shared/messages.ts": 532,
  "src/web/api/endpoints.ts": 461,
  "src/web/pages/instruments/impact-reviews.tsx": 325,
  "src/web/pages/instruments/import-dialog.tsx": 392,
  "src/web/pages/instruments/instrument-list.tsx": 314,
  "src/web/pages/instruments/instruments-page.tsx": 329,
  "src/web/pages/instruments/labels.ts": 449,
  "src/web/pages/planning/month-calendar.tsx": 349,
  "src/web/pages/results/results-page.tsx": 451,
};

const LONG_COMPONENTS: Record<string, number> = {
  "src/web/components/layout/header-search.tsx#HeaderSearch": 160,
  "src/web/pages/campaigns/campaign-dialog.tsx#CampaignEditor": 213,
  "src/web/pages/campaigns/campaign-row-actions.tsx#CampaignRowActions": 163,
  "src/web/pages/campaigns/campaigns-page.tsx#CampaignsPage": 241,
  "src/web/pages/campaigns/equipment-dialog.tsx#EquipmentManager": 182,
  "src/web/pages/instruments/event-dialog.tsx#EventForm": 190,
  "src/web/pages/instruments/impact-reviews.tsx#ReviewCard": 192,
  "src/web/pages/instruments/import-dialog.tsx#ImportForm": 177,
  "src/web/pages/instruments/instruments-page.tsx#InstrumentsPage": 260,
  "src/web/pages/landing/landing-page.tsx#LandingPage": 198,
  "src/web/pages/measurements/review-tab.tsx#ReviewTab": 167,
  "src/web/pages/planning/planning-page.tsx#PlanningPage": 155,
  "src/web/pages/profiles/import-users-dialog.tsx#ImportForm": 157,
  "src/web/pages/public/measurement-form.tsx#MeasurementForm": 178,
  "src/web/pages/public/rating-workspace.tsx#RatingWorkspace": 208,
  "src/web/pages/rating/rating-workspace.tsx#RatingWorkspace": 167,
  "src/web/pages/results/apply-dialog.tsx#ApplyDialog": 154,
  "src/web/pages/results/results-page.tsx#CampaignResults": 347,
};

/** File cycles still to untie (by type imports). */
const FILE_CYCLES: string[][] = [["src/server/exports/export-table.ts", "src/server/exports/workbook.ts"]];

/** Folder cycles still to untie: a cycle may lose folders, never gain one. */
const FOLDER_CYCLES: string[][] = [
  [
    "server/domain/approvals",
    "server/domain/audit",
    "server/domain/auth",
    "server/domain/campaigns",
    "server/domain/companies",
    "server/domain/criteria",
    "server/domain/equipment",
    "server/domain/instruments",
    "server/domain/mail",
    "server/domain/measurements",
    "server/domain/planning",
    "server/domain/public-links",
    "server/domain/ratings",
    "server/domain/reports",
    "server/domain/results",
  ],
];

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
    expect(shape.fileCycles).toEqual(FILE_CYCLES);
  });

  it("aucun nouveau cycle entre dossiers de pages ou du domaine", () => {
    const fresh = shape.folderCycles.filter(
      (cycle) => !FOLDER_CYCLES.some((known) => cycle.every((folder) => known.includes(folder))),
    );
    expect(fresh).toEqual([]);
  });
});
