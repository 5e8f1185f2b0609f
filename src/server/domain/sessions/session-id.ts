import { createHash } from "node:crypto";

/** A session is stored under the SHA-256 of the cookie's random token, never the token itself. */
export function sessionIdOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
