import { and, count, eq, gt } from "drizzle-orm";
import type { LinkRefusal } from "../../../shared/api/auth";
import type { Database } from "../../db/client";
import { emailOutbox, loginTokens, users } from "../../db/schema";
import { recordAuditInCompany } from "../audit/record-audit";
import { loginLinkMail, noAccountMail } from "../mail/account-mails";
import { queueMail } from "../mail/outbox";
import type { RequestOrigin } from "./account-events";
import { consumeToken, issueToken, TOKEN_TTL_MS } from "./one-time-tokens";
import { recordSecurityEvent, securityKindOf } from "./security-log";

export const MAX_LINKS_PER_WINDOW = 3;

import { markSignedIn } from "./sign-in";
import { findUserByEmail, type UserRow } from "./sign-up";

/**
 * Sends a one-time sign-in link valid 15 minutes to an active account, and to any other address a
 * message saying that no account uses it. Both take the same steps (the address looked up, the
 * recent messages counted, a message queued: at most MAX_LINKS_PER_WINDOW per quarter of an hour),
 * so that neither the answer, which comes first, nor the work after it tells which addresses have
 * an account.
 */
export async function requestLoginLink({
  db,
  email,
  publicUrl,
  origin = { ipAddress: null, userAgent: null },
}: {
  db: Database;
  email: string;
  publicUrl: string;
  origin?: RequestOrigin;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    const since = new Date(Date.now() - TOKEN_TTL_MS.login_link);
    if (user?.status !== "active") {
      // The same count of recent messages to the address, then the same one message.
      const [recent] = await tx
        .select({ n: count() })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, email), gt(emailOutbox.createdAt, since)));
      if ((recent?.n ?? 0) >= MAX_LINKS_PER_WINDOW) return;
      // A sign-in asked for an address no account uses, or a deactivated one: to the security log,
      // as often as the message itself (a few per address per quarter of an hour).
      await recordSecurityEvent(tx, {
        kind: securityKindOf(user) ?? "sign_in_unknown_account",
        email,
        origin,
      });
      await queueMail(
        tx,
        {
          ...noAccountMail(email, publicUrl),
          about: { purpose: "no_account", expiresAt: new Date(Date.now() + TOKEN_TTL_MS.login_link) },
        },
        null,
      );
      return;
    }
    // At most a few links per account per quarter of an hour: the form cannot be used to flood an
    // inbox. The account is locked first, so that requests arriving together are counted one by one.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const [recent] = await tx
      .select({ n: count() })
      .from(loginTokens)
      .where(
        and(
          eq(loginTokens.userId, user.id),
          eq(loginTokens.purpose, "login_link"),
          gt(loginTokens.createdAt, since),
        ),
      );
    if ((recent?.n ?? 0) >= MAX_LINKS_PER_WINDOW) return;
    const token = await issueToken(tx, user.id, "login_link");
    await queueMail(
      tx,
      {
        ...loginLinkMail(user.email, `${publicUrl}/api/auth/login-link/${token}`),
        // Never shown to anyone (it opens the account), dropped once used, replaced or expired.
        about: {
          purpose: "login_link",
          userId: user.id,
          loginToken: token,
          expiresAt: new Date(Date.now() + TOKEN_TTL_MS.login_link),
        },
      },
      user.companyId,
    );
    // Asked by whoever typed the address: no account acted yet.
    if (user.companyId !== null)
      await recordAuditInCompany(
        tx,
        { companyId: user.companyId, actor: { userId: null, name: user.email, ...origin } },
        {
          action: "auth.login_link_requested",
          tableName: "login_tokens",
          recordId: user.id,
          description: `Lien de connexion envoyé par e-mail à ${user.email}`,
        },
      );
  });
}

/** Opens the link: the user to sign in, or why the link cannot be used (decision 018). */
export async function signInWithLink({
  db,
  token,
}: {
  db: Database;
  token: string;
}): Promise<{ user: UserRow; refusal: null } | { user: null; userId: string | null; refusal: LinkRefusal }> {
  return db.transaction(async (tx) => {
    const state = await consumeToken(tx, token, "login_link");
    if (state.refusal) return { user: null, userId: state.userId, refusal: state.refusal };
    const user = await markSignedIn(tx, state.userId);
    if (user.status === "active") return { user, refusal: null };
    return { user: null, userId: user.id, refusal: "deactivated" as const };
  });
}
