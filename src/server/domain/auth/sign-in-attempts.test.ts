import { describe, expect, it } from "vitest";
import { SIGN_IN_LIMITS, slowDownDelay } from "./sign-in-attempts";

describe("Le ralentissement d'un compte qui échoue", () => {
  it("commence après 5 échecs, double à chaque échec, plafonne à 2 secondes", () => {
    expect(SIGN_IN_LIMITS.slowDownAfter).toBe(5);
    expect([0, 1, 4, 5, 6, 7, 8, 9, 10, 50].map(slowDownDelay)).toEqual([
      0, 0, 0, 100, 200, 400, 800, 1600, 2000, 2000,
    ]);
  });

  it("refuse une adresse pour un compte bien avant de la refuser pour tous", () => {
    expect(SIGN_IN_LIMITS.pairFailures).toBe(10);
    expect(SIGN_IN_LIMITS.addressFailures).toBeGreaterThan(SIGN_IN_LIMITS.pairFailures);
    expect(SIGN_IN_LIMITS.windowMs).toBe(15 * 60 * 1000);
  });
});
