import { type APIRequestContext, type BrowserContext, expect } from "@playwright/test";
import { type DatabaseHandle, openPostgres } from "../src/server/db/client";
import { DEFAULT_CRITERIA, DEFAULT_SCORES } from "../src/server/domain/companies/default-criteria";
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

/**
 * The default criteria of DESIGN.md §6, created through the API by the signed-in user (a company
 * made by the tests starts without any). Returns them with their ids, in the same order.
 */
export async function seedCriteria(request: APIRequestContext) {
  const created: ((typeof DEFAULT_CRITERIA)[number] & { id: number })[] = [];
  for (const c of DEFAULT_CRITERIA) {
    const response = await request.post("/api/rating-criteria", {
      data: {
        criteria: { name: c.name, description: c.description, weight: c.weight, profile: c.profile },
        scales: c.scale.map((description, index) => ({
          grade: index + 1,
          score: DEFAULT_SCORES[index],
          description,
        })),
      },
    });
    expect(response.status()).toBe(201);
    created.push({ ...c, id: ((await response.json()) as { id: number }).id });
  }
  return created;
}

/**
 * A campaign ready for its report, through the API as the app would: the default criteria (unless
 * given), its equipment, every equipment but the last rated on every criterion, and the calculation.
 */
export async function seedCalculatedCampaign(
  request: APIRequestContext,
  campaign: {
    name: string;
    equipment: { name: string; serialNumber: string; currentPeriod: number }[];
    participantIds?: string[];
    criteria?: { id: number }[];
  },
) {
  const criteria = campaign.criteria ?? (await seedCriteria(request));
  const created = await request.post("/api/campaigns", {
    data: {
      name: campaign.name,
      status: "active",
      deadline: "2030-06-15T12:30:00.000Z",
      equipment: campaign.equipment,
      participantIds: campaign.participantIds ?? [],
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const items = (await (await request.get(`/api/equipment/${id}`)).json()) as { id: number }[];
  const ratings = items
    .slice(0, -1)
    .flatMap((item, index) =>
      criteria.map((c) => ({ equipmentId: item.id, criteriaId: c.id, grade: 1 + ((index * 2) % 5) })),
    );
  const rated = await request.post("/api/equipment-ratings/batch", { data: { campaignId: id, ratings } });
  expect(rated.status()).toBe(200);
  const calculated = await request.post(`/api/campaigns/${id}/calculate-periods`, {
    data: { adjustmentFactor: 1 },
  });
  expect(calculated.status()).toBe(200);
  return { id, criteria };
}
