import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { MeasurementUnitsSetting } from "../../../shared/api/measurements";
import type { PublicCampaign } from "../../../shared/api/public-links";
import { MEASUREMENT_UNITS } from "../../../shared/constants";
import {
  inCatalogueOrder,
  type TypeUnits,
  unitList,
  unitsForType,
  unitTypeKey,
} from "../../../shared/measurement-units";
import { FIELD_MESSAGES, format } from "../../../shared/messages";
import type { Database } from "../../db/client";
import { rowId, sqlRows } from "../../db/rows";
import { equipment, instruments, instrumentTypeUnits } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { invalidField } from "../../errors";
import { recordAudit } from "../audit/record-audit";

/**
 * The units of each instrument type (decision 020). An equipment's type is the one its campaign
 * gives it, else its instrument's: `typeOfEquipment` is that rule in SQL.
 */
export const typeOfEquipment = sql<
  string | null
>`coalesce(nullif(trim(${equipment.type}), ''), nullif(trim(${instruments.type}), ''))`;

/** Every type the company has set units for. */
export async function typeUnitsOf(db: Database, companyId: number): Promise<TypeUnits[]> {
  return db
    .select({ type: instrumentTypeUnits.type, units: instrumentTypeUnits.units })
    .from(instrumentTypeUnits)
    .where(ofTenant(instrumentTypeUnits, { companyId }));
}

/**
 * What the measurement page offers: the whole catalogue, and the units set for the types of the
 * campaign's equipment (the others offer the catalogue).
 */
export async function unitsOfCampaign(
  db: Database,
  companyId: number,
  types: readonly (string | null)[],
): Promise<PublicCampaign["measurementUnits"]> {
  const keys = new Set(types.map(unitTypeKey).filter(Boolean));
  const chosen = keys.size === 0 ? [] : await typeUnitsOf(db, companyId);
  return {
    defaultUnits: [...MEASUREMENT_UNITS],
    byType: chosen
      .filter((entry) => keys.has(unitTypeKey(entry.type)))
      .map((entry) => ({ type: entry.type, units: inCatalogueOrder(entry.units) })),
  };
}

/**
 * Refuses a unit the equipment's type does not allow (400, field `unit`), on every path that stores
 * a measurement or a new version of one. The equipment must be the company's.
 */
export async function checkUnit(
  db: Database,
  companyId: number,
  { equipmentId, unit }: { equipmentId: number; unit: string },
): Promise<void> {
  const [item] = await db
    .select({ name: equipment.name, type: typeOfEquipment })
    .from(equipment)
    .innerJoin(
      instruments,
      and(eq(instruments.companyId, equipment.companyId), eq(instruments.id, equipment.instrumentId)),
    )
    .where(and(ofTenant(equipment, { companyId }), eq(equipment.id, equipmentId)));
  if (!item) return;
  const allowed = unitsForType(item.type, await typeUnitsOf(db, companyId));
  if ((allowed as readonly string[]).includes(unit)) return;
  throw invalidField(
    "unit",
    format(FIELD_MESSAGES.unitNotAllowed, {
      unit,
      instrument: `« ${item.name} » (${item.type})`,
      units: unitList(allowed),
    }),
  );
}

const typeRow = z.object({ instrument_id: rowId, type: z.string() });

/**
 * GET /api/settings/measurement-units: each type the company's instruments have (in the Parc or in
 * a campaign), and each type it has set units for, by name, with the units set and its instruments.
 */
export async function readUnitSettings(scope: TenantScope): Promise<MeasurementUnitsSetting> {
  const { db, companyId } = scope;
  const used = await sqlRows(
    db,
    typeRow,
    sql`select id as instrument_id, trim(type) as type from instruments
         where company_id = ${companyId} and nullif(trim(type), '') is not null
        union
        select instrument_id, trim(type) as type from equipment
         where company_id = ${companyId} and nullif(trim(type), '') is not null`,
  );
  const byKey = new Map<string, { type: string; units: string[] | null; instruments: Set<number> }>();
  for (const entry of await typeUnitsOf(db, companyId))
    byKey.set(unitTypeKey(entry.type), {
      type: entry.type,
      units: inCatalogueOrder(entry.units),
      instruments: new Set(),
    });
  for (const row of used) {
    const key = unitTypeKey(row.type);
    const known = byKey.get(key) ?? {
      type: row.type.replace(/\s+/g, " "),
      units: null,
      instruments: new Set(),
    };
    known.instruments.add(row.instrument_id);
    byKey.set(key, known);
  }
  return {
    defaultUnits: [...MEASUREMENT_UNITS],
    types: [...byKey.values()]
      .map((entry) => ({ type: entry.type, units: entry.units, instrumentCount: entry.instruments.size }))
      .sort((a, b) => a.type.localeCompare(b.type, "fr", { sensitivity: "base" })),
  };
}

/**
 * PUT /api/settings/measurement-units: the units of one type (an empty list: the whole catalogue
 * again). Measurements already stored keep their unit; the next ones are checked against these.
 */
export async function saveUnitSettings(
  scope: TenantScope,
  { input }: { input: { type: string; units: readonly string[] } },
): Promise<MeasurementUnitsSetting> {
  const { db, companyId } = scope;
  const typeKey = unitTypeKey(input.type);
  const type = input.type.trim().replace(/\s+/g, " ");
  const [before] = await db
    .select({ type: instrumentTypeUnits.type, units: instrumentTypeUnits.units })
    .from(instrumentTypeUnits)
    .where(and(ofTenant(instrumentTypeUnits, { companyId }), eq(instrumentTypeUnits.typeKey, typeKey)))
    .for("update");
  const units = inCatalogueOrder(input.units);
  if (units.length === 0)
    await db
      .delete(instrumentTypeUnits)
      .where(and(ofTenant(instrumentTypeUnits, { companyId }), eq(instrumentTypeUnits.typeKey, typeKey)));
  else
    await db
      .insert(instrumentTypeUnits)
      .values({ companyId, typeKey, type, units, updatedBy: scope.actor.userId })
      .onConflictDoUpdate({
        target: [instrumentTypeUnits.companyId, instrumentTypeUnits.typeKey],
        set: { type, units, updatedBy: scope.actor.userId, updatedAt: new Date() },
      });
  const name = type;
  const previous = before ? inCatalogueOrder(before.units) : null;
  await recordAudit(scope, {
    action: "settings.updated",
    tableName: "instrument_type_units",
    recordId: typeKey.slice(0, 100),
    description:
      units.length === 0
        ? `Unités de mesure du type « ${name} » : toutes les unités (liste par défaut)`
        : `Unités de mesure du type « ${name} » : ${unitList(units)}`,
    oldValues: { type: before?.type ?? type, units: previous },
    newValues: { type: name, units: units.length === 0 ? null : units },
  });
  return readUnitSettings(scope);
}
