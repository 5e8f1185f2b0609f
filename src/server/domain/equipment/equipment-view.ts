import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Equipment } from "../../../shared/api/equipment";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { equipment, instruments } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { notFound } from "../../errors";
import { findCampaign, lockCampaignFor } from "../campaign-state/campaign-view";
import { instrumentStatusSql, warningDaysOf } from "../instruments/instrument-view";
import { companyToday } from "../tenancy/company-view";

export type EquipmentRow = typeof equipment.$inferSelect;

export function toEquipment(row: EquipmentRow): Equipment {
  return {
    id: row.id,
    campaignId: row.campaignId,
    instrumentId: row.instrumentId,
    name: row.name,
    serialNumber: row.serialNumber,
    type: row.type,
    currentPeriod: row.currentPeriod,
    newPeriod: row.newPeriod,
    ratingCount: row.ratingCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An equipment's business fields, as the audit trail records them. */
export function equipmentValue(
  row: Pick<
    EquipmentRow | Equipment,
    "id" | "name" | "serialNumber" | "type" | "currentPeriod" | "newPeriod" | "instrumentId"
  >,
) {
  return {
    id: row.id,
    name: row.name,
    serialNumber: row.serialNumber,
    type: row.type,
    currentPeriod: row.currentPeriod,
    newPeriod: row.newPeriod,
    instrumentId: row.instrumentId,
  };
}

/** The due date and status (the Parc's one rule) of the instruments, as the equipment dialog badges them. */
async function instrumentDue(scope: TenantScope) {
  const warningDays = await warningDaysOf(scope.db, scope.companyId);
  return {
    instrumentNextDueDate: instruments.nextDueDate,
    instrumentStatus: instrumentStatusSql(await companyToday(scope), warningDays),
    parcPeriod: instruments.currentPeriod,
  };
}

/** A campaign's equipment, in the order it was added, with its instrument's due date and status. */
export async function listEquipment(
  scope: TenantScope,
  { campaignId }: { campaignId: number },
): Promise<Equipment[]> {
  await findCampaign(scope, campaignId);
  const rows = await scope.db
    .select({ row: equipment, ...(await instrumentDue(scope)) })
    .from(equipment)
    .innerJoin(
      instruments,
      and(eq(instruments.companyId, equipment.companyId), eq(instruments.id, equipment.instrumentId)),
    )
    .where(and(ofTenant(equipment, scope), eq(equipment.campaignId, campaignId), isNull(equipment.removedAt)))
    .orderBy(asc(equipment.id));
  return rows.map(({ row, ...due }) => ({ ...toEquipment(row), ...due }));
}

/** The same equipment with its instrument's due date and status (an answer about one or a few). */
export async function withInstrumentDue(scope: TenantScope, items: Equipment[]): Promise<Equipment[]> {
  if (items.length === 0) return items;
  const rows = await scope.db
    .select({ id: instruments.id, ...(await instrumentDue(scope)) })
    .from(instruments)
    .where(
      and(
        ofTenant(instruments, scope),
        inArray(
          instruments.id,
          items.map((item) => item.instrumentId),
        ),
      ),
    );
  const byId = new Map(rows.map(({ id, ...due }) => [id, due]));
  return items.map((item) => ({ ...item, ...byId.get(item.instrumentId) }));
}

export async function findEquipment(scope: TenantScope, equipmentId: number): Promise<EquipmentRow> {
  const [row] = await scope.db
    .select()
    .from(equipment)
    .where(and(ofTenant(equipment, scope), eq(equipment.id, equipmentId), isNull(equipment.removedAt)));
  if (!row) throw notFound(DETAIL_MESSAGES.equipmentNotFound);
  return row;
}

/**
 * An equipment about to change: its campaign is locked and checked for `manageEquipment` first (the
 * same order as every change of a campaign), then the equipment is read again as it now is.
 */
export async function lockEquipmentForChange(scope: TenantScope, equipmentId: number) {
  const { campaignId } = await findEquipment(scope, equipmentId);
  const campaign = await lockCampaignFor(scope, campaignId, "manageEquipment");
  const [row] = await scope.db
    .select()
    .from(equipment)
    .where(
      and(
        ofTenant(equipment, scope),
        eq(equipment.id, equipmentId),
        eq(equipment.campaignId, campaignId),
        isNull(equipment.removedAt),
      ),
    )
    .for("update");
  if (!row) throw notFound(DETAIL_MESSAGES.equipmentNotFound);
  return { campaign, equipment: row };
}
