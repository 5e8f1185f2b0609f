import { randomBytes } from "node:crypto";
import { SESSION_COOKIE } from "../../src/server/http/plugins/session";
import type { TestApp } from "./app";
import { Client } from "./client";
import { signedInUser } from "./people";

export const ROLES_UNDER_TEST = [
  "admin",
  "campaign_initiator",
  "equipment_manager",
  "equipment_user",
  "user",
] as const;
export type RoleUnderTest = (typeof ROLES_UNDER_TEST)[number];

export interface Team {
  companyId: number;
  admin: Client & { id: string; email: string };
  /** One signed-in member per role (the admin is the one who set the company up). */
  as: Record<RoleUnderTest, Client & { id: string }>;
}

/**
 * A company set up through the API by its first user, plus one member of every role with a real
 * session: the starting point of most tests.
 */
export async function createTeam(
  t: TestApp,
  name = `Entreprise ${randomBytes(3).toString("hex")}`,
): Promise<Team> {
  const email = `admin.${randomBytes(5).toString("hex")}@exemple.fr`;
  const admin = new Client(t.app);
  const signup = await admin.post("/api/auth/signup", {
    email,
    password: "mot-de-passe-solide",
    firstName: "Alice",
    lastName: "Admin",
  });
  if (signup.statusCode !== 201) throw new Error(signup.body);
  const setup = await admin.post("/api/companies", { name });
  if (setup.statusCode !== 201) throw new Error(setup.body);
  const companyId = setup.json().id as number;
  const adminClient = Object.assign(admin, { id: signup.json().id as string, email });
  const member = async (role: RoleUnderTest) => {
    const person = await signedInUser(t.database.db, {
      companyId,
      roles: [role],
      firstName: "Membre",
      lastName: role,
    });
    return Object.assign(new Client(t.app, { cookie: person.cookies[SESSION_COOKIE] }), {
      id: person.user.id,
    });
  };
  const as: Team["as"] = {
    admin: adminClient,
    campaign_initiator: await member("campaign_initiator"),
    equipment_manager: await member("equipment_manager"),
    equipment_user: await member("equipment_user"),
    user: await member("user"),
  };
  return { companyId, admin: adminClient, as };
}
