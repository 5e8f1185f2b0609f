import { describe, expect, it } from "vitest";
import { jsonDepth } from "./json-depth";

describe("jsonDepth", () => {
  it("counts arrays and objects, not the brackets inside strings", () => {
    expect(jsonDepth('"texte"')).toBe(0);
    expect(jsonDepth('{"a": 1}')).toBe(1);
    expect(jsonDepth('{"equipment": [{"name": "[[[{{{"}]}')).toBe(3);
    expect(jsonDepth('{"a": "\\\\"}')).toBe(1);
    expect(jsonDepth('{"a": "\\"[[[["}')).toBe(1);
  });

  it("measures a body nested 8,000 levels deep without recursion", () => {
    expect(jsonDepth(`${"[".repeat(8000)}${"]".repeat(8000)}`)).toBe(8000);
  });
});
