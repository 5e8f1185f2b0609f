import { describe, expect, it } from "vitest";
import { choiceAfterSearch, equipmentLabel, matchingEquipment } from "./equipment-choice";

const EQUIPMENT = [
  { id: 1, name: "Thermomètre de référence", serialNumber: "TH-001", type: "Température" },
  { id: 2, name: "Manomètre numérique", serialNumber: "MAN-001", type: "Pression" },
  { id: 3, name: "Sonde PT100", serialNumber: "PT-003", type: null },
];

describe("the equipment choice of the measurement form", () => {
  it("names an equipment by its name and serial number in brackets (spec §2)", () => {
    expect(equipmentLabel(EQUIPMENT[2]!)).toBe("Sonde PT100 (PT-003)");
  });

  it("finds equipment by every word typed, without case nor accents, in name, reference or type", () => {
    const names = (search: string) => matchingEquipment(EQUIPMENT, search).map((e) => e.id);
    expect(names("")).toEqual([1, 2, 3]);
    expect(names("  ")).toEqual([1, 2, 3]);
    expect(names("thermometre")).toEqual([1]);
    expect(names("mètre")).toEqual([1, 2]);
    expect(names("001 pression")).toEqual([2]);
    expect(names("pt-003")).toEqual([3]);
    expect(names("balance")).toEqual([]);
  });

  it("follows the search: its one match is chosen, a choice it leaves out is dropped (issue 21)", () => {
    const choiceFor = (search: string, chosen: string) =>
      choiceAfterSearch(matchingEquipment(EQUIPMENT, search), chosen, search.trim() !== "");
    // « BAL-0002 », picked, then « CAL-0003 »: the other one, never the hidden first.
    expect(choiceFor("thermo", "")).toBe("1");
    expect(choiceFor("man-001", "1")).toBe("2");
    expect(choiceFor("balance", "2")).toBe("");
    // Several matches: the choice stays if it is among them, else nothing is chosen.
    expect(choiceFor("mètre", "2")).toBe("2");
    expect(choiceFor("mètre", "3")).toBe("");
    expect(choiceFor("mètre", "")).toBe("");
    // The search emptied: the choice stays.
    expect(choiceFor("", "3")).toBe("3");
    expect(choiceFor("   ", "2")).toBe("2");
  });
});
