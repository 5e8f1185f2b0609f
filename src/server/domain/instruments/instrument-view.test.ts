import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, today } from "../../../shared/clock";

/** Today in the default zone, the zone of the companies these tests make (decision 026). */
const todayOf = (now?: Date) => today(DEFAULT_TIME_ZONE, now);

describe("Aujourd'hui pour l'entreprise (Europe/Paris)", () => {
  it("passe au lendemain à minuit à Paris, pas à minuit UTC", () => {
    // Winter (UTC+1): 23:30 UTC is 00:30 the next day in Paris.
    expect(todayOf(new Date("2026-11-24T22:59:00Z"))).toBe("2026-11-24");
    expect(todayOf(new Date("2026-11-24T23:30:00Z"))).toBe("2026-11-25");
    // Summer (UTC+2): 21:59 UTC is still the same day, 22:00 UTC the next one.
    expect(todayOf(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
    expect(todayOf(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
    // New Year's Eve.
    expect(todayOf(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
  });
});
