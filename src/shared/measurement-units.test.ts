import { describe, expect, it } from "vitest";
import { MEASUREMENT_UNITS } from "./constants";
import {
  groupsOf,
  inCatalogueOrder,
  MEASUREMENT_UNIT_GROUPS,
  unitsForType,
  unitTypeKey,
} from "./measurement-units";

describe("the units of an instrument type (decision 020)", () => {
  it("groups every unit of the catalogue once, the spec's list and the wider one included", () => {
    expect(MEASUREMENT_UNIT_GROUPS.flatMap((g) => g.units)).toEqual([...MEASUREMENT_UNITS]);
    const spec = ["bar", "psi", "Pa", "kPa", "MPa", "°C", "°F", "K", "mm", "cm", "m", "kg", "g"];
    const wider = ["µm", "N", "N·m", "kN", "%HR", "pH", "mbar", "mg", "t", "V", "mV", "A", "mA", "Ω", "kΩ"];
    const more = ["Hz", "kHz", "rpm", "s", "ms", "%", "L", "mL", "lux", "dB"];
    for (const unit of [...spec, ...wider, ...more]) expect(MEASUREMENT_UNITS, unit).toContain(unit);
    expect(MEASUREMENT_UNITS.every((unit) => unit.length <= 10)).toBe(true);
  });

  it("knows a type whatever its case and spaces", () => {
    expect(unitTypeKey("  Pied à   coulisse ")).toBe("pied à coulisse");
    expect(unitTypeKey("ÉTUVE")).toBe("étuve");
    expect(unitTypeKey(null)).toBe("");
  });

  it("offers the type's units in the catalogue's order, or the whole list for a type without them", () => {
    const chosen = [{ type: "Balance", units: ["kg", "mg", "g"] }];
    expect(unitsForType("balance ", chosen)).toEqual(["mg", "g", "kg"]);
    expect(unitsForType("Pied à coulisse", chosen)).toEqual([...MEASUREMENT_UNITS]);
    expect(unitsForType(null, chosen)).toEqual([...MEASUREMENT_UNITS]);
    expect(unitsForType("Balance", [{ type: "Balance", units: [] }])).toEqual([...MEASUREMENT_UNITS]);
    expect(inCatalogueOrder(["°C", "furlong", "mm"])).toEqual(["mm", "°C"]);
  });

  it("leaves out the groups the offered units do not touch", () => {
    expect(groupsOf(["g", "kg", "°C"])).toEqual([
      { label: "Masse", units: ["g", "kg"] },
      { label: "Température", units: ["°C"] },
    ]);
  });
});
