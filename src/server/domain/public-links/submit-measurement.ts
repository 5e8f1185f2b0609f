import { and, eq } from "drizzle-orm";
import type {
  MeasurementInput,
  measurementInputSchema,
  PublicSubmissionResult,
} from "../../../shared/api/public-links";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { equipment } from "../../db/schema";
import { ofTenant, type PublicScope } from "../../db/tenant";
import { invalidField } from "../../errors";
import { checkUnit } from "../measurements/units";
import type { MeasurementPayload } from "./store-entries";
import { receiveSubmission } from "./submissions";

type CheckedMeasurement = ReturnType<typeof measurementInputSchema.parse>;

export type { MeasurementInput };

/**
 * POST /api/campaigns/{shareToken}/measurements (spec §7): a measurement of one of the campaign's
 * equipment, by an operator who has no account. Counted at once, or held for review.
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
