import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, "../..");

/** The answers in the company's zone (Europe/Paris) at 23:30 on 30 November 2026, Paris time. */
const PARIS_ANSWERS = {
  today: "2026-11-30",
  month: "2026-11",
  monthStart: "2026-10-31T23:00:00.000Z",
  monthEnd: "2026-11-30T23:00:00.000Z",
  fileNameDate: "2026-11-30",
  farAhead: "2026-12-01",
  reportTime: "30/11/2026 23:30 UTC+1",
  reportDay: "30/11/2026",
  reportFile: "rapport-essai-2026-11-30-23h30.pdf",
  workbookCell: "2026-11-30T23:30:00.000Z",
  mailTime: "30/11/2026 à 23:30:00 (heure de Paris, UTC+1)",
  chartDay: "2026-11-30",
};

/** Runs tests/support/clock-probe.ts in a process whose own time zone is `zone`. */
async function answersIn(zone: string) {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "tests/support/clock-probe.ts"], {
    cwd: ROOT,
    env: { ...process.env, TZ: zone },
    timeout: 60_000,
  });
  return JSON.parse(stdout) as Record<string, string>;
}

describe("Les dates ne dépendent pas du fuseau du processus (décision 026)", () => {
  for (const zone of ["Pacific/Kiritimati", "America/Los_Angeles", "UTC"]) {
    it(`donne les réponses de l'entreprise quand le serveur tourne en ${zone}`, {
      timeout: 60_000,
    }, async () => {
      const { processZone, ...answers } = await answersIn(zone);
      expect(processZone).toBe(zone);
      expect(answers).toEqual(PARIS_ANSWERS);
    });
  }
});
