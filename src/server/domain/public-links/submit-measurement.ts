import { and, eq } from "drizzle-orm";
import type {
  MeasurementInput,
  measurementInputSchema,
  PublicSubmissionResult,
} from "../../../shared/api/public-links";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { equipment, instruments, publicSubmissions } from "../../db/schema";
import type { MeasurementPayload } from "../../db/submission-payloads";
import { ofTenant, type PublicScope } from "../../db/tenant";
import { AppError, invalidField } from "../../errors";
import { checkUnit } from "../measurements/units";
import { receiveSubmission } from "./submissions";

type CheckedMeasurement = ReturnType<typeof measurementInputSchema.parse>;

export type { MeasurementInput };

/**
 * No new measurement is taken with an instrument in quarantine (an impact review open, issue 22):
 * 409 INSTRUMENT_QUARANTINED, in French. Its row is read `for share`, so that a calibration event
 * putting it into quarantine at the same moment is waited for and seen. A retry of a submission
 * received before (its client id known) is not new: it is answered as before.
 */
async function refuseQuarantined(
  scope: PublicScope,
  { equipmentId, clientSubmissionId }: { equipmentId: number; clientSubmissionId: string | undefined },
): Promise<void> {
  const [instrument] = await scope.db
    .select({ quarantined: instruments.quarantined })
    .from(instruments)
    .innerJoin(
      equipment,
      and(eq(equipment.companyId, instruments.companyId), eq(equipment.instrumentId, instruments.id)),
    )
    .where(and(ofTenant(instruments, scope), eq(equipment.id, equipmentId)))
    .for("share", { of: instruments });
  if (!instrument?.quarantined) return;
  if (clientSubmissionId !== undefined) {
    const [known] = await scope.db
      .select({ id: publicSubmissions.id })
      .from(publicSubmissions)
      .where(
        and(
          ofTenant(publicSubmissions, scope),
          eq(publicSubmissions.campaignId, scope.link.campaignId),
          eq(publicSubmissions.clientSubmissionId, clientSubmissionId),
        ),
      );
    if (known) return;
  }
  throw new AppError("INSTRUMENT_QUARANTINED");
}

/**
 * POST /api/campaigns/{shareToken}/measurements (spec §7): a measurement of one of the campaign's
 * equipment, by an operator who has no account. Counted at once, or held for review; refused while
 * the equipment's instrument is in quarantine.
 */
export async function submitMeasurement(
  scope: PublicScope,
  { input }: { input: CheckedMeasurement },
): Promise<{ result: PublicSubmissionResult; created: boolean }> {
  const [item] = await scope.db
    .select({ id: equipment.id, name: equipment.name })
    .from(equipment)
    .where(
      and(
        ofTenant(equipment, scope),
        eq(equipment.campaignId, scope.link.campaignId),
        eq(equipment.id, input.equipmentId),
      ),
    );
  if (!item) throw invalidField("equipmentId", DETAIL_MESSAGES.equipmentNotInCampaign);
  await refuseQuarantined(scope, { equipmentId: item.id, clientSubmissionId: input.clientSubmissionId });
  // Only a unit of the instrument's type (decision 020): 25,0001 mm is not a balance's measurement.
  await checkUnit(scope.db, scope.companyId, { equipmentId: item.id, unit: input.unit });
  const payload: MeasurementPayload = {
    equipmentId: item.id,
    equipmentName: item.name,
    value: input.value,
    unit: input.unit,
    notes: input.notes,
  };
  const shown = `${input.value.replace(".", ",")} ${input.unit}`;
  return receiveSubmission(scope, {
    kind: "measurement",
    clientSubmissionId: input.clientSubmissionId,
    operatorName: input.operatorName,
    operatorEmail: null,
    raterKey: null,
    payload,
    count: 1,
    audit: (status) => ({
      action: status === "pending" ? "measurement.received" : "measurement.created",
      description: `Mesure par lien public de « ${input.operatorName} » sur « ${item.name} » : ${shown}${status === "pending" ? " (en attente de validation)" : ""}`,
      newValues: {
        equipmentId: item.id,
        equipment: item.name,
        value: input.value,
        unit: input.unit,
        notes: input.notes,
        operatorName: input.operatorName,
        status,
      },
      details: { linkKind: scope.link.linkKind, clientSubmissionId: input.clientSubmissionId ?? null },
    }),
  });
}
