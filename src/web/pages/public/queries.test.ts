import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES, GENERIC_MESSAGES } from "../../../shared/messages";
import { isDeadLink, loadFailureText, reasonOf } from "../../api/errors";
import { ApiError } from "../../api/request";

const answer = (status: number, body: object | string) =>
  new ApiError(status, typeof body === "string" ? body : JSON.stringify(body));
const FALLBACK = "Impossible d'enregistrer la mesure";

describe("the public pages' failures", () => {
  it("take a 404 of a link for a dead link", () => {
    expect(isDeadLink(answer(404, { code: "SHARE_LINK_INVALID", message: "x" }))).toBe(true);
    expect(isDeadLink(answer(404, "Not Found"))).toBe(true);
    expect(isDeadLink(answer(429, { code: "RATE_LIMITED", message: "x" }))).toBe(false);
    expect(isDeadLink(new TypeError("Failed to fetch"))).toBe(false);
  });

  it("show the server's message for a refusal it names, else the page's own", () => {
    const limited = answer(429, { code: "RATE_LIMITED", message: ERROR_MESSAGES.RATE_LIMITED });
    expect(reasonOf(limited, FALLBACK)).toBe(ERROR_MESSAGES.RATE_LIMITED);
    const failed = answer(500, { code: "INTERNAL", message: ERROR_MESSAGES.INTERNAL });
    expect(reasonOf(failed, FALLBACK)).toBe(FALLBACK);
    expect(reasonOf(failed, FALLBACK, { serverFailures: true })).toBe(ERROR_MESSAGES.INTERNAL);
    expect(reasonOf(answer(502, "Bad Gateway"), FALLBACK, { serverFailures: true })).toBe(FALLBACK);
    expect(reasonOf(new TypeError("Failed to fetch"), FALLBACK)).toBe(FALLBACK);
  });

  it("say why a read failed, in French when the network is down", () => {
    expect(loadFailureText(answer(503, { code: "SERVICE_UNAVAILABLE", message: "Indisponible" }))).toBe(
      "Indisponible",
    );
    expect(loadFailureText(answer(502, ""))).toBe("502: ");
    expect(loadFailureText(new TypeError("Failed to fetch"))).toBe(GENERIC_MESSAGES.network);
  });
});
