import type { Database } from "../../db/client";
import { passwordCredentials } from "../../db/schema";
import { invalid } from "../../errors";
import { consumeToken } from "./one-time-tokens";
import { hashPassword } from "./passwords";
import { markSignedIn } from "./sign-in";
import type { UserRow } from "./sign-up";

export const INVALID_INVITATION_MESSAGE =
  "Ce lien d'invitation n'est pas valide ou a expiré. Demandez à votre administrateur de vous en envoyer un nouveau.";

/** The invited user chooses a password and is signed in. */
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
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, "invitation");
    if (!userId) throw invalid(INVALID_INVITATION_MESSAGE);
    await tx
      .insert(passwordCredentials)
      .values({ userId, passwordHash })
      .onConflictDoUpdate({
        target: passwordCredentials.userId,
        set: { passwordHash, updatedAt: new Date() },
      });
    const user = await markSignedIn(tx, userId);
    if (user.status !== "active") throw invalid(INVALID_INVITATION_MESSAGE);
    return user;
  });
}
