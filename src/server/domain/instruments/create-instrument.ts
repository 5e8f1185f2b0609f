import type { z } from "zod";
import type { Instrument, instrumentCreateSchema } from "../../../shared/api/instruments";
import { FIELD_MESSAGES, format } from "../../../shared/messages";
import { instruments } from "../../db/schema";
import type { TenantScope } from "../../db/tenant";
import { AppError, invalidField } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { companyToday } from "../tenancy/company-view";
import { findInstrument, instrumentValue } from "./instrument-view";

/**
 * POST /api/instruments: adds one instrument to the Parc. Its reference is unique in the company
 * (another instrument holding it: 409 on `reference`); a last calibration cannot be in the future.
 */
export async function createInstrument(
  scope: TenantScope,
  { input }: { input: z.output<typeof instrumentCreateSchema> },
): Promise<Instrument> {
  if (input.lastCalibrationDate !== null && input.lastCalibrationDate > (await companyToday(scope)))
    throw invalidField("lastCalibrationDate", FIELD_MESSAGES.lastCalibrationDateFuture);
  const [inserted] = await scope.db
    .insert(instruments)
    .values({
      companyId: scope.companyId,
      reference: input.reference,
      name: input.name,
      type: input.type,
      location: input.location,
      currentPeriod: input.currentPeriod,
      lastCalibrationDate: input.lastCalibrationDate,
    })
    .onConflictDoNothing({ target: [instruments.companyId, instruments.reference] })
    .returning({ id: instruments.id });
  if (!inserted)
    throw new AppError("CONFLICT", {
      field: "reference",
      message: format(FIELD_MESSAGES.instrumentReferenceTaken, { reference: input.reference }),
    });
  const created = await findInstrument(scope, inserted.id);
  await recordAudit(scope, {
    action: "instrument.created",
    tableName: "instruments",
    recordId: inserted.id,
    description: `Instrument ${input.reference} ajouté au parc`,
    newValues: instrumentValue(created.item),
  });
  return created.item;
}
