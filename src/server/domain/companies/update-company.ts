import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Company, companyUpdateSchema } from "../../../shared/api/companies";
import { canonicalTimeZone, DEFAULT_TIME_ZONE } from "../../../shared/clock";
import { DETAIL_MESSAGES, format } from "../../../shared/messages";
import { companies } from "../../db/schema";
import type { TenantScope } from "../../db/tenant";
import { invalidField } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { companyValue, getCompany } from "../tenancy/company-view";

/** The French message of an unknown time zone (field `timeZone`). */
export const TIME_ZONE_INVALID = format(DETAIL_MESSAGES.unknownTimeZone, { zone: DEFAULT_TIME_ZONE });

/**
 * The company's information; its time zone too when the call names one (decision 026), stored under
 * its canonical spelling (the case of the IANA database).
 */
export async function updateCompany(
  scope: TenantScope,
  { input }: { input: z.output<typeof companyUpdateSchema> },
): Promise<Company> {
  const { timeZone: asked, ...fields } = input;
  const timeZone = asked === undefined ? undefined : canonicalTimeZone(asked.trim());
  if (timeZone === null) throw invalidField("timeZone", TIME_ZONE_INVALID);
  const before = await getCompany(scope);
  await scope.db
    .update(companies)
    .set({ ...fields, ...(timeZone === undefined ? {} : { timeZone }), updatedAt: new Date() })
    .where(eq(companies.id, scope.companyId));
  const after = await getCompany(scope);
  await recordAudit(scope, {
    action: "company.updated",
    tableName: "companies",
    recordId: scope.companyId,
    description: `Informations de l'entreprise ${input.name} modifiées`,
    oldValues: companyValue(before),
    newValues: companyValue(after),
  });
  if (timeZone !== undefined) {
    // Audited as the other settings are: one entry per call, even when the zone stays as it was.
    await recordAudit(scope, {
      action: "settings.updated",
      tableName: "companies",
      recordId: "time_zone",
      description: `Fuseau horaire : ${after.timeZone}${before.timeZone === after.timeZone ? " (inchangé)" : ""}`,
      oldValues: { timeZone: before.timeZone },
      newValues: { timeZone: after.timeZone },
    });
  }
  return after;
}
