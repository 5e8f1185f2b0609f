import { eq } from "drizzle-orm";
import { LINK_REFUSAL_MESSAGES, type LinkRefusal } from "../../../shared/api/auth";
import { displayName } from "../../../shared/roles";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { type AuditScope, auditApart } from "../audit/record-audit";
import { findUserByEmail, type UserRow } from "./sign-up";

/** Where a request came from. */
export interface RequestOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

const SIGN_IN_DESCRIPTIONS = {
  password: "Connexion par mot de passe",
  link: "Connexion par lien reçu par e-mail",
  invitation: "Invitation acceptée : mot de passe choisi et connexion",
  oidc: "Connexion par le fournisseur d'identité de l'entreprise",
} as const;

function actorOf(user: UserRow, origin: RequestOrigin): AuditScope["actor"] {
  return { userId: user.id, name: displayName(user), ...origin };
}

/**
 * A sign-in, in the trail of the user's company (an account without a company yet has no trail:
 * its first audited act is setting its company up).
 */
export async function auditSignIn(
  db: Database,
  { user, origin, how }: { user: UserRow; origin: RequestOrigin; how: keyof typeof SIGN_IN_DESCRIPTIONS },
): Promise<void> {
  if (user.companyId === null) return;
  await auditApart(
    db,
    { companyId: user.companyId, actor: actorOf(user, origin) },
    {
      action: how === "invitation" ? "auth.invitation_accepted" : "auth.signed_in",
      tableName: "sessions",
      recordId: user.id,
      description: `${SIGN_IN_DESCRIPTIONS[how]} (${user.email})`,
      newValues: { method: how },
    },
  );
}

/** A refused sign-in on an existing account: a wrong password, or too many attempts. */
export async function auditFailedSignIn(
  db: Database,
  { email, origin, locked }: { email: string; origin: RequestOrigin; locked: boolean },
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user?.companyId) return;
  await auditApart(
    db,
    { companyId: user.companyId, actor: { userId: null, name: user.email, ...origin } },
    {
      action: "auth.sign_in_failed",
      tableName: "sessions",
      recordId: user.id,
      description: locked
        ? `Connexion refusée pour ${user.email} : trop de tentatives échouées`
        : `Connexion échouée pour ${user.email} : mot de passe incorrect`,
      outcome: "failed",
    },
  );
}

export async function auditSignOut(db: Database, { user, origin }: { user: UserRow; origin: RequestOrigin }) {
  if (user.companyId === null) return;
  await auditApart(
    db,
    { companyId: user.companyId, actor: actorOf(user, origin) },
    {
      action: "auth.signed_out",
      tableName: "sessions",
      recordId: user.id,
      description: `Déconnexion (${user.email})`,
    },
  );
}

const LINK_NAMES = { invitation: "Lien d'invitation", login_link: "Lien de connexion" } as const;

/**
 * A link refused (decision 018): used before, expired, replaced by a newer one, or of an account
 * activated or deactivated since. In the trail of the account's company; a link Calibra never
 * issued names no account and leaves no trail.
 */
export async function auditRefusedLink(
  db: Database,
  {
    userId,
    purpose,
    refusal,
    origin,
  }: { userId: string | null; purpose: keyof typeof LINK_NAMES; refusal: LinkRefusal; origin: RequestOrigin },
): Promise<void> {
  if (userId === null) return;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user?.companyId) return;
  await auditApart(
    db,
    { companyId: user.companyId, actor: { userId: null, name: user.email, ...origin } },
    {
      action: "auth.link_refused",
      tableName: "login_tokens",
      recordId: user.id,
      description: `${LINK_NAMES[purpose]} de ${user.email} refusé : ${LINK_REFUSAL_MESSAGES[refusal]}`,
      newValues: { link: purpose, refusal },
      outcome: "failed",
    },
  );
}
