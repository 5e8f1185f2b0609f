import { parseApiError } from "../../lib/api";

/** A refusal that the campaign's state or the user's part in it explains: the page should re-read them. */
export function isRefusal(error: unknown): boolean {
  const { status } = parseApiError(error);
  return status === 403 || status === 409;
}
