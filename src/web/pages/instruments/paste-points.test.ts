import { describe, expect, it } from "vitest";
import { pastePoints } from "./paste-points";

describe("Points collés depuis un tableur", () => {
  it("lit une ligne par point, tabulations ou points-virgules, en sautant la ligne d'en-tête", () => {
    const pasted = pastePoints(
      "Phase\tRéférence\tIndication\tU\tk\tEMT\tUnité\nTrouvé\t0\t0,02\t0,05\t2\t0,3\t°C\nlaissé;100;100,01;0,05;;0,3;°C\n",
    );
    expect(pasted).toEqual({
      points: [
        expect.objectContaining({
          phase: "asFound",
          reference: "0",
          indication: "0,02",
          expandedUncertainty: "0,05",
          coverageFactor: "2",
          mpe: "0,3",
          unit: "°C",
        }),
        expect.objectContaining({
          phase: "asLeft",
          reference: "100",
          indication: "100,01",
          coverageFactor: "2",
        }),
      ],
    });
  });

  it("nomme la ligne illisible : une phase inconnue, une valeur qui n'est pas un nombre", () => {
    expect(pastePoints("Trouvé\t0\t0,02\nplus tard\t1\t1")).toEqual({ line: 2, reason: "phase" });
    expect(pastePoints("Trouvé\t0\tdouze")).toEqual({ line: 1, reason: "number" });
    expect(pastePoints("")).toEqual({ points: [] });
  });
});
