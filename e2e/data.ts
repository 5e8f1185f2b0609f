import type { BrowserContext } from "@playwright/test";
import { type DatabaseHandle, openPostgres } from "../src/server/db/client";
import { SESSION_COOKIE } from "../src/server/http/plugins/session";
import { createCompany, signedInUser } from "../tests/support/people";

/** The end-to-end server's own database (see playwright.config.ts). */
export async function openE2eDatabase(): Promise<DatabaseHandle> {
  return openPostgres(process.env.E2E_DATABASE_URL!, { max: 2 });
}

/**
 * Signs a browser in as a new user with a real session written to the database, the way sign-in
 * opens one; the server reads it back as for any visitor.
 */
export async function signIn(
  context: BrowserContext,
  baseURL: string,
  person: {
    roles?: string[];
    firstName?: string;
    lastName?: string;
    email?: string;
    company?: string | null;
  },
) {
  const database = await openE2eDatabase();
  try {
    const company = person.company === null ? null : await createCompany(database.db, person.company);
    const signed = await signedInUser(database.db, { ...person, companyId: company?.id ?? null });
    await context.addCookies([{ name: SESSION_COOKIE, value: signed.token, url: baseURL }]);
    return { ...signed, company };
  } finally {
    await database.close();
  }
}
