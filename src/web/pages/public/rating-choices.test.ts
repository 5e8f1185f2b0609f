import { describe, expect, it } from "vitest";
import type { PublicCriterion, PublicRating } from "../../../shared/api/public-links";
import {
  cellKey,
  changedRatings,
  savedCells,
  shownChoice,
  withGroupRating,
  withSavedRatings,
} from "./rating-choices";

const criterion = (id: number): PublicCriterion => ({
  id,
  name: `Critère ${id}`,
  description: null,
  profile: "utilisateur_equipement",
  weight: 1,
  scales: [1, 2, 3, 4, 5].map((grade) => ({
    id: id * 10 + grade,
    grade,
    score: String(grade - 3),
    description: `Niveau ${grade} du critère ${id}`,
  })),
});
const CRITERIA = [criterion(1), criterion(2)];

const rating = (
  equipmentId: number,
  criteriaId: number,
  verbatimId: number | null,
  pending = false,
): PublicRating => ({
  equipmentId,
  criteriaId,
  verbatimId,
  verbatim: "x",
  grade: 1,
  pending,
});

describe("the grid's choices", () => {
  const saved = savedCells([rating(7, 1, 13), rating(7, 2, 21, true), rating(8, 1, null)]);

  it("reads the saved cells, leaving out one without a scale entry", () => {
    expect([...saved.keys()]).toEqual(["7:1", "7:2"]);
    expect(saved.get("7:2")).toEqual({ verbatimId: 21, pending: true });
  });

  it("shows the choice made here, else the saved one", () => {
    const edits = new Map([[cellKey(7, 1), 15]]);
    expect(shownChoice(edits, saved, "7:1")).toBe(15);
    expect(shownChoice(edits, saved, "7:2")).toBe(21);
    expect(shownChoice(edits, saved, "8:2")).toBeNull();
  });

  it("sends only the cells whose choice differs from what is saved, in the grid's order", () => {
    const edits = new Map([
      ["8:2", 24],
      ["7:2", 21], // chosen again as saved: nothing to send
      ["7:1", 15],
      ["9:1", 11], // an equipment no longer shown
    ]);
    expect(changedRatings(edits, saved, [7, 8], CRITERIA)).toEqual([
      { equipmentId: 7, criteriaId: 1, verbatimId: 15 },
      { equipmentId: 8, criteriaId: 2, verbatimId: 24 },
    ]);
    expect(changedRatings(new Map(), saved, [7, 8], CRITERIA)).toEqual([]);
  });

  it("applies a group rating to each selected equipment, for the picked criteria only", () => {
    const edits = withGroupRating(new Map([["7:1", 11]]), [7, 8], new Map([[2, 25]]));
    expect(Object.fromEntries(edits)).toEqual({ "7:1": 11, "7:2": 25, "8:2": 25 });
  });

  it("takes the sent cells as saved, pending when the answer says so", () => {
    const after = withSavedRatings(
      [rating(7, 1, 13)],
      [
        { equipmentId: 7, criteriaId: 1, verbatimId: 15 },
        { equipmentId: 8, criteriaId: 2, verbatimId: 22 },
      ],
      CRITERIA,
      true,
    );
    expect(after).toEqual([
      {
        equipmentId: 7,
        criteriaId: 1,
        verbatimId: 15,
        verbatim: "Niveau 5 du critère 1",
        grade: 5,
        pending: true,
      },
      {
        equipmentId: 8,
        criteriaId: 2,
        verbatimId: 22,
        verbatim: "Niveau 2 du critère 2",
        grade: 2,
        pending: true,
      },
    ]);
  });
});
