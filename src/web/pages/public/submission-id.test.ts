import { describe, expect, it } from "vitest";
import { newSubmissionId } from "./submission-id";

const SERVER_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

describe("newSubmissionId", () => {
  it("makes an id the server accepts, a new one each time", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newSubmissionId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(SERVER_PATTERN);
  });
});
