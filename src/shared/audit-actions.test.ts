import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ACTION_GROUPS, actionLabel, isKnownAction } from "./audit-actions";

/** Every action code the server's source writes: the string literals of each `action:` expression. */
function codesWritten(): Set<string> {
  const codes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) {
        const source = readFileSync(path, "utf8");
        for (const [, expression] of source.matchAll(/\baction:\s*([^\n]+)/g))
          for (const [, code] of expression!.matchAll(/"([a-z_]+(?:\.[a-z_]+)+)"/g)) codes.add(code!);
      }
    }
  };
  walk(join(import.meta.dirname, "../server"));
  return codes;
}

describe("Les actions du journal : chacune a son nom en français (issue 23)", () => {
  it("chaque code que le serveur écrit a son libellé et figure dans le filtre", () => {
    const written = codesWritten();
    // The walk finds the codes (a broken pattern would find none and pass silently).
    expect(written.size).toBeGreaterThan(50);
    for (const code of [
      "campaign.archived",
      "periods.forced",
      "calibration_event.recorded",
      "auth.sign_in_failed",
    ])
      expect(written, code).toContain(code);
    const unnamed = [...written].filter((code) => !isKnownAction(code));
    expect(unnamed, "codes sans libellé français").toEqual([]);
  });

  it("un libellé par code, en français, sans doublon entre familles", () => {
    const codes = ACTION_GROUPS.flatMap((group) => Object.keys(group.actions));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(actionLabel(code)).not.toBe(code);
    expect(actionLabel("campaign.archived")).toBe("Archivage de campagne");
    expect(actionLabel("inconnu.nouveau")).toBe("inconnu.nouveau");
  });
});
