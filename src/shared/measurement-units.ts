import { MEASUREMENT_UNITS, type MeasurementUnit } from "./constants";

/**
 * Which units a measurement of an instrument may be entered in (issue 21, decision 020): a company
 * sets the units of each instrument type it uses; a type it has not set, and an instrument without a
 * type, offer the whole list. The public page offers only these, the server refuses any other.
 */

/** The units grouped by quantity, in the order the selects show them (every unit once). */
export const MEASUREMENT_UNIT_GROUPS: readonly { label: string; units: readonly MeasurementUnit[] }[] = [
  { label: "Longueur", units: ["µm", "mm", "cm", "m"] },
  { label: "Masse", units: ["mg", "g", "kg", "t"] },
  { label: "Force et couple", units: ["N", "kN", "N·m"] },
  { label: "Pression", units: ["Pa", "kPa", "MPa", "mbar", "bar", "psi"] },
  { label: "Température", units: ["°C", "°F", "K"] },
  { label: "Électricité", units: ["mV", "V", "mA", "A", "Ω", "kΩ"] },
  { label: "Fréquence et vitesse", units: ["Hz", "kHz", "rpm"] },
  { label: "Temps", units: ["ms", "s"] },
  { label: "Humidité et chimie", units: ["%HR", "pH"] },
  { label: "Volume", units: ["mL", "L"] },
  { label: "Autres", units: ["%", "lux", "dB"] },
];

/** A type as the settings know it: "  Pied à  coulisse " and "pied à coulisse" are one type. */
export function unitTypeKey(type: string | null | undefined): string {
  return (type ?? "").trim().replace(/\s+/g, " ").toLocaleLowerCase("fr");
}

/** The units a company set for one type. */
export interface TypeUnits {
  type: string;
  units: readonly string[];
}

/**
 * The units an instrument of this type may be measured in, in the catalogue's order: the company's
 * choice for the type, or the whole list when it has none (or the instrument no type).
 */
export function unitsForType(
  type: string | null | undefined,
  chosen: readonly TypeUnits[],
): MeasurementUnit[] {
  const key = unitTypeKey(type);
  const set = key ? chosen.find((entry) => unitTypeKey(entry.type) === key) : undefined;
  if (!set || set.units.length === 0) return [...MEASUREMENT_UNITS];
  const allowed = new Set(set.units);
  return MEASUREMENT_UNITS.filter((unit) => allowed.has(unit));
}

/** Units in the catalogue's order (a company's choice is stored so, whatever order it was sent in). */
export function inCatalogueOrder(units: readonly string[]): MeasurementUnit[] {
  const wanted = new Set(units);
  return MEASUREMENT_UNITS.filter((unit) => wanted.has(unit));
}

/** The groups of the select, reduced to the units offered (empty groups left out). */
export function groupsOf(units: readonly string[]): { label: string; units: MeasurementUnit[] }[] {
  const offered = new Set(units);
  return MEASUREMENT_UNIT_GROUPS.map((group) => ({
    label: group.label,
    units: group.units.filter((unit) => offered.has(unit)),
  })).filter((group) => group.units.length > 0);
}

/** "g, mg, kg": the units as a sentence lists them. */
export function unitList(units: readonly string[]): string {
  return units.join(", ");
}
