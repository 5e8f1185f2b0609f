import { eq, type SQL, sql } from "drizzle-orm";
import type { Company } from "../../../shared/api/companies";
import { DEFAULT_TIME_ZONE, today } from "../../../shared/clock";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { companies } from "../../db/schema";
import { type TenantScope, transactionCompanySql } from "../../db/tenant";
import { notFound } from "../../errors";

export type CompanyRow = typeof companies.$inferSelect;

/** A company as the API answers it: dates as ISO strings. */
export function toCompany(company: CompanyRow): Company {
  return {
    id: company.id,
    name: company.name,
    address: company.address,
    phone: company.phone,
    email: company.email,
    website: company.website,
    description: company.description,
    subscriptionPlan: company.subscriptionPlan,
    timeZone: company.timeZone,
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
  };
}

/** A company's business fields, as the audit trail records them. */
export function companyValue(
  company: Pick<
    CompanyRow | Company,
    "name" | "address" | "phone" | "email" | "website" | "description" | "subscriptionPlan"
  >,
) {
  return {
    name: company.name,
    address: company.address,
    phone: company.phone,
    email: company.email,
    website: company.website,
    description: company.description,
    subscriptionPlan: company.subscriptionPlan,
  };
}

/** The company the acting user belongs to. */
export async function getCompany(scope: TenantScope): Promise<Company> {
  const [company] = await scope.db.select().from(companies).where(eq(companies.id, scope.companyId)).limit(1);
  if (!company) throw notFound(DETAIL_MESSAGES.companyNotFound);
  return toCompany(company);
}

type CompanyScope = { readonly db: TenantScope["db"]; readonly companyId: number };

/**
 * The company's name (null for a company not found) and time zone (decision 026: what "today" and
 * "this month" mean for it), read in one query.
 */
export async function companyNameAndZone(
  scope: CompanyScope,
): Promise<{ name: string | null; timeZone: string }> {
  const [company] = await scope.db
    .select({ name: companies.name, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  return { name: company?.name ?? null, timeZone: company?.timeZone ?? DEFAULT_TIME_ZONE };
}

/** The company's time zone (decision 026): what "today" and "this month" mean for it. */
export async function companyZoneOf(scope: CompanyScope): Promise<string> {
  return (await companyNameAndZone(scope)).timeZone;
}

/**
 * The company's time zone inside a query of its tenant transaction (the company of `app.company_id`):
 * for day and month boundaries the database reckons, `(day::date)::timestamp at time zone <zone>`.
 */
export function companyZoneSql(): SQL {
  return sql`coalesce((select ${companies.timeZone} from ${companies} where ${companies.id} = ${transactionCompanySql()}), ${DEFAULT_TIME_ZONE})`;
}

/** The first instant of a day (a `date` value, column or expression) in the company's time zone. */
export function companyDayStartSql(day: SQL | string): SQL {
  return sql`((${day})::date)::timestamp at time zone ${companyZoneSql()}`;
}

/** The first instant of the day after `day`, in the company's time zone: a day's end, excluded. */
export function companyDayEndSql(day: SQL | string): SQL {
  return sql`((${day})::date + 1)::timestamp at time zone ${companyZoneSql()}`;
}

/** Today (`YYYY-MM-DD`) in the company's time zone. */
export async function companyToday(scope: CompanyScope, now: Date = new Date()): Promise<string> {
  return today(await companyZoneOf(scope), now);
}

/** The company's name, as e-mails and reports name it. */
export async function companyNameOf(scope: CompanyScope): Promise<string> {
  return (await companyNameAndZone(scope)).name ?? COMPANY_NAME_FALLBACK;
}

/** How e-mails and reports name a company whose row cannot be read. */
export const COMPANY_NAME_FALLBACK = "votre entreprise";
