import type { Database } from "../../db/client";
import { queueMail } from "../mail/outbox";
import { loginLinkMail } from "../mail/templates";
import { consumeToken, issueToken } from "./one-time-tokens";
import { markSignedIn } from "./sign-in";
import { findUserByEmail, type UserRow } from "./sign-up";

/**
 * Sends a one-time sign-in link valid 15 minutes to an active account. Answers the same whether or
 * not the account exists, so the form tells nobody which addresses have an account.
 */
export async function requestLoginLink({
  db,
  email,
  publicUrl,
}: {
  db: Database;
  email: string;
  publicUrl: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user?.status !== "active") return;
    const token = await issueToken(tx, user.id, "login_link");
    await queueMail(
      tx,
      loginLinkMail(user.email, `${publicUrl}/api/auth/login-link/${token}`),
      user.companyId,
    );
  });
}

/** Opens the link: the user to sign in, or null when it is unknown, used or expired. */
export async function signInWithLink({
  db,
  token,
}: {
  db: Database;
  token: string;
}): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, "login_link");
    if (!userId) return null;
    const user = await markSignedIn(tx, userId);
    return user.status === "active" ? user : null;
  });
}
