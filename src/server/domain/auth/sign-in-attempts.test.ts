import { describe, expect, it } from "vitest";
import { slowDownDelay } from "./sign-in-attempts";

describe("Le ralentissement d'un compte qui échoue", () => {
  it("commence après 5 échecs, double à chaque échec, plafonne à 2 secondes", () => {
    expect([0, 1, 4, 5, 6, 7, 8, 9, 10, 50].map(slowDownDelay)).toEqual([
      0, 0, 0, 100, 200, 400, 800, 1600, 2000, 2000,
    ]);
  });
});
