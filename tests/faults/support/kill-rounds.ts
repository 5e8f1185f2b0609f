import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { seededRandom, sleep } from "../../support/seeded-random";
import { type CalibraProcess, killAll, startCalibra } from "./calibra-process";
import { emptyHome, FAULT_ENGINES, type FaultEngine } from "./engines";
import { type HttpClient, PASSWORD, signUpCompany } from "./http-client";

/**
 * Issue 28 (faults): the real server process killed with SIGKILL at random moments while a
 * campaign's periods are applied (all or nothing, DESIGN.md §6), 50 times on each engine. After each
 * kill the server starts again on the same folder or database: every instrument of the campaign has
 * its new period or none has, the campaign's results, calculation and signature say the same, and
 * every write acknowledged before the kill is there. The restart is the next round's start.
 * One test file per engine (kill-during-apply.*.test.ts), so that the fault suite's two workers
 * run the two engines' rounds side by side, each in its own process.
 */

const KILLS = Number(process.env.FAULT_KILLS) || 50;
/** Instruments of a campaign: enough that the apply takes a few hundred milliseconds. */
const SIZE = 300;
/** Kills land from this share of the measured apply before it is sent to this share after it. */
const BEFORE = 0.15;
const AFTER = 0.2;
/**
 * How far each round's outcome corrects the expected duration: an apply answered before its kill
 * shortens it, one still running lengthens it, so that about AFTER / (1 + AFTER) of the kills sent
 * after the apply land after its answer whatever the machine's load (its pace varies threefold on a
 * shared machine, and an apply just after a kill runs slower than a measured one).
 */
const STEP = 0.4;
/** Parallel streams of small acknowledged writes (one instrument each) during the apply. */
const WRITERS = 2;

interface Expected {
  equipmentId: number;
  reference: string;
  old: number;
  applied: number;
}

interface Campaign {
  id: number;
  tag: string;
  expected: Expected[];
}

/** A campaign of SIZE new instruments, rated so that every period changes, and calculated. */
async function preparedCampaign(client: HttpClient, tag: string): Promise<Campaign> {
  const created = await client.post("/api/campaigns", {
    name: `Campagne ${tag}`,
    equipment: Array.from({ length: SIZE }, (_, i) => ({
      name: `Manomètre ${i + 1}`,
      serialNumber: `${tag}-${String(i + 1).padStart(4, "0")}`,
      currentPeriod: 6 + (i % 4) * 6,
    })),
  });
  expect(created.status, created.body).toBe(201);
  const id = created.json<{ id: number }>().id;
  const items = (await client.get(`/api/equipment/${id}`)).json<{ id: number; serialNumber: string }[]>();
  const criteria = (await client.get("/api/rating-criteria")).json<{ id: number }[]>();
  // The best grade lengthens the period, the worst shortens it.
  const rated = await client.post("/api/equipment-ratings/batch", {
    campaignId: id,
    ratings: items.flatMap((item, i) =>
      criteria.map((c) => ({ equipmentId: item.id, criteriaId: c.id, grade: i % 2 === 0 ? 5 : 1 })),
    ),
  });
  expect(rated.status, rated.body).toBe(200);
  const calculated = await client.post(`/api/campaigns/${id}/calculate-periods`, { adjustmentFactor: 1 });
  expect(calculated.status, calculated.body).toBe(200);
  const { results } = await resultsOf(client, id);
  const serial = new Map(items.map((item) => [item.id, item.serialNumber]));
  const expected = results.map((r) => ({
    equipmentId: r.equipmentId,
    reference: serial.get(r.equipmentId)!,
    old: r.currentPeriod,
    applied: r.effectivePeriod,
  }));
  expect(expected).toHaveLength(SIZE);
  // Every instrument's period changes: "all" and "none" differ for each of them.
  expect(expected.filter((e) => e.applied === e.old)).toEqual([]);
  return { id, tag, expected };
}

interface Results {
  appliedAt: string | null;
  run: { id: number; applied: boolean } | null;
  results: {
    equipmentId: number;
    currentPeriod: number;
    effectivePeriod: number;
    appliedPeriod: number | null;
  }[];
}

async function resultsOf(client: HttpClient, id: number): Promise<Results> {
  const answer = await client.get(`/api/campaigns/${id}/calibration-results`);
  expect(answer.status, answer.body).toBe(200);
  return answer.json<Results>();
}

/** The Parc's instruments whose name or reference holds `search`: reference → current period. */
async function parcPeriods(client: HttpClient, search: string): Promise<Map<string, number>> {
  const periods = new Map<string, number>();
  for (let page = 1; ; page++) {
    const answer = await client.get(
      `/api/instruments?search=${encodeURIComponent(search)}&sort=reference&pageSize=200&page=${page}`,
    );
    expect(answer.status, answer.body).toBe(200);
    const { items, total } = answer.json<{
      items: { reference: string; currentPeriod: number }[];
      total: number;
    }>();
    for (const item of items) periods.set(item.reference, item.currentPeriod);
    if (items.length === 0 || periods.size >= total) return periods;
  }
}

/**
 * Whether the campaign's periods were applied, checked all or nothing: every instrument of the Parc
 * has its new period, the campaign's equipment (in its results) records it, its calculation is applied
 * with one signature; or none of that is there.
 */
async function appliedState(client: HttpClient, campaign: Campaign, where: string): Promise<boolean> {
  const parc = await parcPeriods(client, `${campaign.tag}-`);
  const periods = campaign.expected.map((e) => parc.get(e.reference));
  const applied = campaign.expected.filter((e, i) => periods[i] === e.applied).length;
  const untouched = campaign.expected.filter((e, i) => periods[i] === e.old).length;
  expect(
    [0, SIZE],
    `${where}: ${applied} instruments à leur nouvelle période, ${untouched} à l'ancienne`,
  ).toContain(applied);
  expect(applied + untouched, where).toBe(SIZE);
  const done = applied === SIZE;

  const results = await resultsOf(client, campaign.id);
  expect(results.appliedAt !== null, `${where}: date d'application des résultats`).toBe(done);
  const recorded = new Map(results.results.map((r) => [r.equipmentId, r.appliedPeriod]));
  // A result's applied period is its equipment's new period, written by the same apply.
  for (const e of campaign.expected)
    expect(recorded.get(e.equipmentId), `${where}: période appliquée de l'équipement ${e.reference}`).toBe(
      done ? e.applied : null,
    );
  const runs = (await client.get(`/api/campaigns/${campaign.id}/calculation-runs`)).json<
    { id: number; applied: boolean; approvals: unknown[] }[]
  >();
  const run = runs.find((r) => r.id === results.run?.id);
  expect(run?.applied, `${where}: calcul appliqué`).toBe(done);
  expect(run?.approvals, `${where}: signatures du calcul`).toHaveLength(done ? 1 : 0);
  return done;
}

/** Instruments created one after the other until the server goes away; those answered 201 are kept. */
function writeStream(client: HttpClient, name: string, acknowledged: string[], unexpected: string[]) {
  let stopped = false;
  let seq = 0;
  const done = (async () => {
    while (!stopped) {
      const reference = `ACK-${name}-${++seq}`;
      try {
        const answer = await client.post("/api/instruments", {
          name: "Sonde de contrôle",
          reference,
          type: "Sonde",
          location: "Atelier",
          currentPeriod: 12,
        });
        if (answer.status === 201) acknowledged.push(reference);
        else unexpected.push(`${reference}: ${answer.status} ${answer.body}`);
      } catch {
        return; // the server is gone
      }
    }
  })();
  return {
    stop: () => {
      stopped = true;
      return done;
    },
  };
}

/**
 * PostgreSQL only: whether an apply's transaction is open at this instant. Its first statement locks
 * the campaign's row (FOR UPDATE: a RowShareLock on campaigns), held until it commits or rolls back;
 * nothing else the rounds send locks a campaign.
 */
async function applyWatcher(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    open: async () => {
      const { rows } = await client.query(
        `select count(*)::int as n from pg_locks
          where relation = 'campaigns'::regclass and mode = 'RowShareLock' and granted and pid <> pg_backend_pid()`,
      );
      return rows[0].n > 0;
    },
    end: () => client.end(),
  };
}

type Landing =
  | "avant l'envoi"
  | "pendant, rien appliqué"
  | "pendant, tout appliqué sans réponse"
  | "après la réponse";

/** The middle value of a list of durations. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The kill rounds on one engine, as one test of the file that calls this. */
export function describeKillsDuringApply(engine: FaultEngine): void {
  afterAll(killAll);
  describe(`Serveur tué (SIGKILL) pendant l'application des périodes (${engine})`, () => {
    it(`${KILLS} arrêts brutaux : chaque campagne appliquée entièrement ou pas du tout, chaque écriture acquittée retrouvée`, async ({
      annotate,
    }) => {
      const started = Date.now();
      const seed = Number(process.env.FAULT_SEED) || started;
      const next = seededRandom(seed + FAULT_ENGINES.indexOf(engine));
      const replay = `graine ${seed} (FAULT_SEED=${seed} pour rejouer)`;
      const home = await emptyHome(engine, "kill-apply");
      const watcher = home.databaseUrl ? await applyWatcher(home.databaseUrl) : undefined;
      let server: CalibraProcess = await startCalibra(home.env);
      const { client } = await signUpCompany(server.url);
      // « Approbation signée obligatoire »: each apply carries its signature, written in its transaction.
      const settings = await client.put("/api/settings/approvals", { requireSignature: true });
      expect(settings.status, settings.body).toBe(200);
      let campaigns = 0;
      const newCampaign = () => preparedCampaign(client, `K${String(++campaigns).padStart(3, "0")}`);
      const restarts: number[] = [];
      /** Kills the server (if still running) and starts it again on the same folder or database. */
      const restart = async () => {
        await server.kill();
        const restartedAt = performance.now();
        server = await startCalibra(home.env);
        restarts.push(performance.now() - restartedAt);
        client.base = server.url;
      };

      const acknowledged: string[] = [];
      const unexpected: string[] = [];
      /**
       * One apply of the campaign among streams of small writes, as every round has them; killed
       * `killAt` ms after it is sent (before it when negative), or answered when killAt is undefined.
       */
      const applyAmongWrites = async (campaign: Campaign, label: string, killAt?: number) => {
        const streams = Array.from({ length: WRITERS }, (_, w) =>
          writeStream(client, `${label}.${w}`, acknowledged, unexpected),
        );
        await sleep(20);
        const sentAt = performance.now();
        let answer: { status: number; body: string } | undefined;
        let answeredMs = 0;
        const applying =
          killAt !== undefined && killAt < 0
            ? undefined
            : client
                .post(`/api/campaigns/${campaign.id}/apply-periods`, {
                  signature: { password: PASSWORD, meaning: "Approbation des nouvelles périodes" },
                })
                .then(
                  (a) => {
                    answer = a;
                    answeredMs = performance.now() - sentAt;
                  },
                  () => undefined,
                );
        let inTransaction: boolean | undefined;
        if (killAt === undefined) await applying;
        else {
          await sleep(Math.max(0, sentAt + killAt - performance.now()));
          inTransaction = await watcher?.open();
          await server.kill();
          await applying;
        }
        await Promise.all(streams.map((s) => s.stop()));
        return { answer, answeredMs, inTransaction };
      };

      // How long an apply takes, sent to answered, measured as the rounds run it: just after a
      // restart and the reading of the state, among the same writes; then steered by the rounds.
      const durations: number[] = [];
      let campaign = await newCampaign();
      for (const label of ["M1", "M2"]) {
        await restart();
        expect(await appliedState(client, campaign, `avant l'application ${label}`)).toBe(false);
        const { answer, answeredMs } = await applyAmongWrites(campaign, label);
        expect(answer?.status, answer?.body).toBe(200);
        expect(await appliedState(client, campaign, `application ${label} sans arrêt`)).toBe(true);
        durations.push(answeredMs);
        campaign = await newCampaign();
      }
      await restart();
      await appliedState(client, campaign, "avant le premier arrêt");
      restarts.length = 0;
      const measuredMs = median(durations);
      let expectedMs = measuredMs;

      const landings: Record<Landing, number> = {
        "avant l'envoi": 0,
        "pendant, rien appliqué": 0,
        "pendant, tout appliqué sans réponse": 0,
        "après la réponse": 0,
      };
      let killedInTransaction = 0;
      for (let round = 1; round <= KILLS; round++) {
        const where = `arrêt ${round} (${engine}), ${replay}`;
        // From BEFORE × the apply before it is sent to AFTER × past its expected end.
        const killAt = (-BEFORE + (1 + BEFORE + AFTER) * next()) * expectedMs;
        const { answer, answeredMs, inTransaction } = await applyAmongWrites(campaign, String(round), killAt);
        if (inTransaction) killedInTransaction++;
        const afterShare = AFTER / (1 + AFTER);
        if (killAt >= 0) expectedMs *= Math.exp(answer ? -STEP * (1 - afterShare) : STEP * afterShare);
        await restart();

        const applied = await appliedState(client, campaign, where);
        if (answer) {
          // Answered before the kill: a 200 is a committed apply.
          expect(answer.status, `${where}: ${answer.body}`).toBe(200);
          expect(applied, where).toBe(true);
          landings["après la réponse"]++;
          durations.push(answeredMs);
        } else if (killAt < 0) {
          expect(applied, where).toBe(false);
          landings["avant l'envoi"]++;
        } else {
          landings[applied ? "pendant, tout appliqué sans réponse" : "pendant, rien appliqué"]++;
        }
        const parc = await parcPeriods(client, "ACK-");
        const lost = acknowledged.filter((reference) => !parc.has(reference));
        expect(lost, `${where}: écritures acquittées perdues`).toEqual([]);
        expect(unexpected, where).toEqual([]);
        // The next round applies a new campaign, or this one again if it was not applied.
        if (applied) campaign = await newCampaign();
      }
      await server.stop();
      await watcher?.end();
      await home.remove();

      const inFlight = landings["pendant, rien appliqué"] + landings["pendant, tout appliqué sans réponse"];
      const distribution = `${Object.entries(landings)
        .map(([k, n]) => `${n} ${k}`)
        .join(", ")}${watcher ? `, dont ${killedInTransaction} dans la transaction ouverte` : ""}`;
      // Most kills land on an apply sent and not answered yet: the spread covers its duration.
      expect(inFlight, `${distribution}, ${replay}`).toBeGreaterThanOrEqual(KILLS / 2);
      expect(landings["pendant, rien appliqué"], `${distribution}, ${replay}`).toBeGreaterThan(0);
      if (watcher)
        expect(killedInTransaction, `${distribution}, ${replay}`).toBeGreaterThanOrEqual(KILLS / 5);
      const figures =
        `${engine} : ${KILLS} arrêts (${distribution}) ; application de ${SIZE} instruments mesurée en ` +
        `${Math.round(measuredMs)} ms, attendue en ${Math.round(expectedMs)} ms à la fin ` +
        `(${Math.round(median(durations))} ms, médiane des ${durations.length} réponses) ; ` +
        `${acknowledged.length} écritures acquittées toutes retrouvées ; ${campaigns} campagnes ; ` +
        `redémarrage médian ${Math.round(median(restarts))} ms ; ${Math.round((Date.now() - started) / 1000)} s ; ${replay}`;
      // Printed as well as annotated: CI's log keeps each run's figures.
      process.stdout.write(`kill-during-apply figures: ${figures}\n`);
      await annotate(figures);
    });
  });
}
