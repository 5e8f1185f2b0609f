import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { signInAttempts } from "../../src/server/db/schema";
import { SIGN_IN_LIMITS, slowDownDelay } from "../../src/server/domain/auth/sign-in-attempts";
import { createTestApp, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { ENGINE } from "../support/engines";

const PASSWORD = "étalonnage-2026";
const WRONG = "mauvais-mot-de-passe";
const LOCKED = {
  message: "Trop de tentatives de connexion échouées. Par sécurité, réessayez dans 15 minutes.",
  code: "RATE_LIMITED",
};
const unique = (name: string) => `${name}.${randomBytes(4).toString("hex")}@exemple.fr`;

async function signUp(app: FastifyInstance, email = unique("claire")): Promise<string> {
  const response = await new Client(app, { ip: "192.0.2.200" }).post("/api/auth/signup", {
    email,
    password: PASSWORD,
    firstName: "Claire",
    lastName: "Martin",
  });
  expect(response.statusCode).toBe(201);
  return email;
}

const signIn = (app: FastifyInstance, ip: string, email: string, password: string) =>
  new Client(app, { ip }).post("/api/auth/login", { email, password });

/**
 * Password guessing is throttled per account and address, slowed per account, and never lets an
 * attacker lock the owner out of their account.
 */
describe(`Limitation des tentatives de connexion (${ENGINE})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("20 échecs depuis une adresse n'empêchent pas le titulaire de se connecter depuis la sienne", async () => {
    const email = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await signIn(t.app, "198.51.100.1", email, WRONG)).statusCode);
    // The address is refused for this account once it failed 10 times; it never got further.
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);

    const started = Date.now();
    const owner = await signIn(t.app, "203.0.113.50", email, PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().email).toBe(email);
    // Slowed down, not refused: 10 failures of the account make every attempt wait the longest delay.
    expect(Date.now() - started).toBeGreaterThanOrEqual(SIGN_IN_LIMITS.maxDelayMs);
  });

  it("10 échecs depuis une adresse la bloquent pour ce compte seulement, 15 minutes", async () => {
    const email = await signUp(t.app);
    const other = await signUp(t.app);
    for (let i = 0; i < SIGN_IN_LIMITS.pairFailures; i++)
      expect((await signIn(t.app, "198.51.100.2", email, WRONG)).statusCode).toBe(401);

    const locked = await signIn(t.app, "198.51.100.2", email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);
    // The same address may still sign in to another account.
    expect((await signIn(t.app, "198.51.100.2", other, PASSWORD)).statusCode).toBe(200);

    await t.database.db.execute(
      sql`update sign_in_attempts set created_at = created_at - interval '16 minutes' where email = ${email}`,
    );
    expect((await signIn(t.app, "198.51.100.2", email, PASSWORD)).statusCode).toBe(200);
  });

  it("ralentit chaque tentative sur un compte qui a échoué, de plus en plus, sans dépasser le plafond", async () => {
    const email = await signUp(t.app);
    const durations: number[] = [];
    for (let i = 0; i < 9; i++) {
      const started = Date.now();
      // Each from a new address: only the account's count slows them down.
      expect((await signIn(t.app, `198.51.101.${i + 1}`, email, WRONG)).statusCode).toBe(401);
      durations.push(Date.now() - started);
    }
    for (let failures = SIGN_IN_LIMITS.slowDownAfter; failures < 9; failures++)
      expect(durations[failures], `attempt after ${failures} failures`).toBeGreaterThanOrEqual(
        slowDownDelay(failures),
      );
    expect(durations[8]).toBeGreaterThan(durations[5]! + slowDownDelay(5));
  });

  it("une connexion réussie efface les échecs qui la précèdent", async () => {
    const email = await signUp(t.app);
    for (let i = 0; i < SIGN_IN_LIMITS.pairFailures - 1; i++)
      expect((await signIn(t.app, "198.51.100.3", email, WRONG)).statusCode).toBe(401);
    expect((await signIn(t.app, "198.51.100.3", email, PASSWORD)).statusCode).toBe(200);
    // Without the success, this failure would be the tenth and lock the address out.
    expect((await signIn(t.app, "198.51.100.3", email, WRONG)).statusCode).toBe(401);
    const started = Date.now();
    expect((await signIn(t.app, "198.51.100.3", email, PASSWORD)).statusCode).toBe(200);
    // And the account is no longer slowed down by the failures before the success.
    expect(Date.now() - started).toBeLessThan(slowDownDelay(SIGN_IN_LIMITS.pairFailures));
  });

  it(`bloque une adresse après ${SIGN_IN_LIMITS.addressFailures} échecs sur des comptes différents`, async () => {
    const ip = "198.51.100.4";
    for (let i = 0; i < SIGN_IN_LIMITS.addressFailures; i++)
      expect((await signIn(t.app, ip, unique("essai"), "nimporte-quoi")).statusCode).toBe(401);
    const email = await signUp(t.app);
    const refused = await signIn(t.app, ip, email, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(LOCKED);
    expect((await signIn(t.app, "198.51.100.5", email, PASSWORD)).statusCode).toBe(200);
  });
});

/**
 * Behind a reverse proxy, the client's address is the one the trusted proxy appended to
 * X-Forwarded-For: what the client wrote there itself is ignored, so it cannot escape the count.
 */
describe(`Adresse du client derrière un proxy (${ENGINE})`, () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const PROXY = "10.0.0.7";
  const CLIENT = "203.0.113.7";

  async function appTrusting(trustProxy: string): Promise<FastifyInstance> {
    const app = await buildApp({ database, trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy });
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  /** A sign-in through the proxy: the client's own X-Forwarded-For, then the address the proxy saw. */
  const throughProxy = (app: FastifyInstance, forged: string, email: string, password: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: PROXY,
      headers: { "x-forwarded-for": `${forged}, ${CLIENT}` },
      payload: { email, password },
    });

  const addressesOf = async (email: string) =>
    (await database.db.select().from(signInAttempts).where(eq(signInAttempts.email, email))).map(
      (a) => a.ipAddress,
    );

  it("TRUST_PROXY=1 : changer d'X-Forwarded-For à chaque essai n'échappe pas au compte", async () => {
    const app = await appTrusting("1");
    const email = await signUp(app);
    for (let i = 0; i < SIGN_IN_LIMITS.pairFailures; i++) {
      const forged = `198.18.${i}.${Math.floor(Math.random() * 250) + 1}`;
      expect((await throughProxy(app, forged, email, WRONG)).statusCode).toBe(401);
    }
    const locked = await throughProxy(app, "198.18.99.99", email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);
    expect(new Set(await addressesOf(email))).toEqual(new Set([CLIENT]));
  });

  // The count follows the recorded address: the one the proxy appended, whatever the client forged.
  it.each(["true", "192.0.2.1, 10.0.0.0/8"])(
    "TRUST_PROXY=%s : l'adresse comptée est celle que le proxy a vue, pas celle que le client écrit",
    async (trustProxy) => {
      const app = await appTrusting(trustProxy);
      const email = await signUp(app);
      for (const forged of ["198.18.0.1", "198.18.7.9"])
        expect((await throughProxy(app, forged, email, WRONG)).statusCode).toBe(401);
      expect(await addressesOf(email)).toEqual([CLIENT, CLIENT]);
    },
  );

  it("TRUST_PROXY=false : l'adresse est celle de la connexion, X-Forwarded-For n'est pas lu", async () => {
    const app = await appTrusting("false");
    const email = await signUp(app);
    expect((await throughProxy(app, "198.18.0.1", email, WRONG)).statusCode).toBe(401);
    expect(await addressesOf(email)).toContain(PROXY);
    expect(await addressesOf(email)).not.toContain(CLIENT);
  });

  it("une liste qui ne nomme pas le proxy ne lui fait pas confiance", async () => {
    const app = await appTrusting("192.0.2.1");
    const email = await signUp(app);
    expect((await throughProxy(app, "198.18.0.1", email, WRONG)).statusCode).toBe(401);
    expect(await addressesOf(email)).toContain(PROXY);
  });
});
