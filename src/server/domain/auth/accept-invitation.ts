import { eq } from "drizzle-orm";
import { LINK_REFUSAL_MESSAGES, type LinkRefusal } from "../../../shared/api/auth";
import { DETAIL_MESSAGES, format } from "../../../shared/messages";
import type { Database } from "../../db/client";
import { passwordCredentials, users } from "../../db/schema";
import { AppError } from "../../errors";
import { consumeToken, revokeTokens, tokenState } from "./one-time-tokens";
import { hashPassword } from "./passwords";
import { markSignedIn } from "./sign-in";
import type { UserRow } from "./sign-up";

/** An invitation or sign-in link that cannot be used, and why (410, the reason's French message). */
export class RefusedLink extends AppError {
  constructor(
    readonly refusal: LinkRefusal,
    readonly userId: string | null,
    /** The body field that carried the token; none when it came in the address. */
    field: "token" | null = "token",
  ) {
    // The earlier wording first (clients read it), then why this link in particular is refused.
    super("LINK_INVALID", {
      message: format(DETAIL_MESSAGES.invitationRefused, { reason: LINK_REFUSAL_MESSAGES[refusal] }),
      ...(field && { field }),
    });
  }
}

/**
 * The invited user chooses a password and is signed in, once: the invitation is used, and every
 * other link that invites the same account dies (decision 018). An invitation of an account that
 * has signed in or chosen a password since is refused: it would set a new password and open it.
 */
export async function acceptInvitation({
  db,
  token,
  password,
}: {
  db: Database;
  token: string;
  password: string;
}): Promise<UserRow> {
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const state = await consumeToken(tx, token, "invitation");
      if (state.refusal) throw new RefusedLink(state.refusal, state.userId);
      const userId = state.userId;
      const { refusal } = await invitedAccount(tx, userId);
      if (refusal) throw new RefusedLink(refusal, userId);
      await tx.insert(passwordCredentials).values({ userId, passwordHash });
      // Signed in: the account's other invitations die (sign-in.ts).
      return markSignedIn(tx, userId);
    });
  } catch (error) {
    // Refused, the link is left as it was (the transaction rolled back), except that an account
    // already activated or deactivated has no invitation left to accept: they all die.
    if (
      error instanceof RefusedLink &&
      error.userId &&
      (error.refusal === "activated" || error.refusal === "deactivated")
    )
      await revokeTokens(db, [error.userId], ["invitation"], error.refusal);
    throw error;
  }
}

/**
 * Whether an invitation can be accepted, before its password is chosen: its address while it can,
 * else why not (an account activated or deactivated since counts, as acceptInvitation judges it).
 */
export async function invitationState({
  db,
  token,
}: {
  db: Database;
  token: string;
}): Promise<{ email: string }> {
  const state = await tokenState(db, token, "invitation");
  if (state.refusal) throw new RefusedLink(state.refusal, state.userId, null);
  const { user, refusal } = await invitedAccount(db, state.userId);
  if (refusal) throw new RefusedLink(refusal, state.userId, null);
  return { email: user.email };
}

/** An invited account, and why it has no invitation to accept any more: activated or deactivated since. */
async function invitedAccount(
  db: Database,
  userId: string,
): Promise<{ user: UserRow; refusal: "activated" | "deactivated" | null }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [credential] = await db
    .select({ userId: passwordCredentials.userId })
    .from(passwordCredentials)
    .where(eq(passwordCredentials.userId, userId));
  if (user!.status !== "active") return { user: user!, refusal: "deactivated" };
  if (credential || user!.lastLogin !== null) return { user: user!, refusal: "activated" };
  return { user: user!, refusal: null };
}
