import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies } from "../../db/schema";
import { notFound } from "../../errors";

export type CompanyRow = typeof companies.$inferSelect;

/** The company the acting user belongs to. */
export async function getCompany({
  db,
  companyId,
}: {
  db: Database;
  companyId: number;
}): Promise<CompanyRow> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw notFound("Entreprise introuvable");
  return company;
}
