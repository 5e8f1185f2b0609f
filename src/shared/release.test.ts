import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CALIBRA_RELEASE } from "./release";

describe("La version de Calibra", () => {
  it("est celle du paquet", () => {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
    expect(CALIBRA_RELEASE).toBe(pkg.version);
  });
});
