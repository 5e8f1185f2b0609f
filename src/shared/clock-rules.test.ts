import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision 026: one clock. Outside src/shared/clock.ts no source (of src/ or scripts/) names a time zone, reads the
 * process's offset, or builds "today" and month boundaries in the process's (or browser's) zone.
 */
const ROOT = join(import.meta.dirname, "../..");
const SCANNED = ["src", "scripts"];
const CLOCK = "src/shared/clock.ts";

const RULES: { name: string; pattern: RegExp }[] = [
  {
    name: "un nom de fuseau IANA écrit en dur",
    pattern:
      /["'`](?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Za-z_+-]+/,
  },
  { name: "le décalage du processus (getTimezoneOffset)", pattern: /\bgetTimezoneOffset\s*\(/ },
  { name: "un début de mois dans le fuseau du processus", pattern: /new Date\(\s*[\w.]+\.getFullYear\(\)/ },
  {
    name: "un début de mois dans le fuseau du processus",
    pattern: /new Date\(\s*\w+\s*,\s*[\w\s.+-]+,\s*1\s*\)/,
  },
  { name: "aujourd'hui en UTC", pattern: /new Date\(\)\.toISOString\(\)\.slice\(\s*0\s*,\s*10\s*\)/ },
  { name: "un jour écrit par toLocaleDateString", pattern: /\.toLocale(?:Date|Time)?String\([^)]*timeZone/ },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each rule a text breaks, as `rule: line`. */
function breaches(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line) =>
      RULES.filter((rule) => rule.pattern.test(line)).map((rule) => `${rule.name} : ${line.trim()}`),
    );
}

describe("Une seule horloge (décision 026)", () => {
  it("reconnaît les écarts d'hier, s'ils revenaient", () => {
    const regressions = [
      `export const COMPANY_TIME_ZONE = "Europe/Paris";`,
      "sql`(created_at at time zone 'Europe/Paris')::date`",
      `const offset = new Date().getTimezoneOffset();`,
      `return new Date(date.getFullYear(), date.getMonth() + offset, 1);`,
      `const start = new Date(year, month - 1, 1);`,
      `const today = new Date().toISOString().slice(0, 10);`,
      `return now.toLocaleDateString("sv-SE", { timeZone: ZONE });`,
    ];
    for (const line of regressions) expect(breaches(line), line).toHaveLength(1);
    // What the clock itself and the code around it write stays allowed.
    for (const line of [
      `return new Date(Date.UTC(year, index - 1 + months, 1)).toISOString().slice(0, 7);`,
      `const day = today(zone, now);`,
      `timeZone: z.string().optional(),`,
    ])
      expect(breaches(line), line).toEqual([]);
  });

  it("n'a de fuseau, de jour et de mois que dans src/shared/clock.ts", () => {
    const found = SCANNED.flatMap((dir) => sources(join(ROOT, dir)))
      .map((path) => relative(ROOT, path).replaceAll("\\", "/"))
      .filter((path) => path !== CLOCK)
      .flatMap((path) =>
        breaches(readFileSync(join(ROOT, path), "utf8")).map((breach) => `${path} — ${breach}`),
      );
    expect(found).toEqual([]);
  });

  it("garde le fuseau par défaut dans l'horloge", () => {
    expect(breaches(readFileSync(join(ROOT, CLOCK), "utf8"))).toContainEqual(
      expect.stringContaining('DEFAULT_TIME_ZONE = "Europe/Paris"'),
    );
  });
});
