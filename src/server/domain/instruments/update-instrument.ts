import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Instrument, instrumentUpdateSchema } from "../../../shared/api/instruments";
import { instruments } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";
import { findInstrument, instrumentValue } from "./instrument-view";

/** PUT /api/instruments/{id}: name, type and location; its period changes through campaigns. */
export async function updateInstrument(
  scope: TenantScope,
  { instrumentId, input }: { instrumentId: number; input: z.output<typeof instrumentUpdateSchema> },
): Promise<Instrument> {
  const before = await findInstrument(scope, instrumentId, { lock: true });
  await scope.db
    .update(instruments)
    .set({ name: input.name, type: input.type, location: input.location, updatedAt: new Date() })
    .where(and(ofTenant(instruments, scope), eq(instruments.id, instrumentId)));
  const after = await findInstrument(scope, instrumentId);
  await recordAudit(scope, {
    action: "instrument.updated",
    tableName: "instruments",
    recordId: instrumentId,
    description: `Instrument ${after.item.reference} modifié`,
    oldValues: instrumentValue(before.item),
    newValues: instrumentValue(after.item),
  });
  return after.item;
}
