import { afterEach, beforeEach, vi } from "vitest";

/** A test that makes the code log an error or a warning fails: nothing goes wrong in silence. */
let messages: string[] = [];

beforeEach(() => {
  messages = [];
  for (const level of ["error", "warn"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      messages.push(`console.${level}: ${args.map(String).join(" ")}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (messages.length > 0) throw new Error(`Unexpected console output:\n${messages.join("\n")}`);
});
