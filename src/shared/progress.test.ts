import { describe, expect, it } from "vitest";
import { completionPercent } from "./progress";

describe("Pourcentage d'avancement (spec §4, §9)", () => {
  it.each([
    [0, 0, 0],
    [0, 4, 0],
    [1, 3, 33],
    [2, 3, 67],
    [4, 4, 100],
    [199, 200, 99],
    [1, 200, 1],
  ])("%i sur %i → %i %", (done, total, percent) => {
    expect(completionPercent(done, total)).toBe(percent);
  });
});
