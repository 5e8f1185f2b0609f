import { DETAIL_MESSAGES } from "../../../shared/messages";
import type { Database } from "../../db/client";
import { passwordCredentials } from "../../db/schema";
import { invalidField } from "../../errors";
import { consumeToken } from "./one-time-tokens";
import { hashPassword } from "./passwords";
import { markSignedIn } from "./sign-in";
import type { UserRow } from "./sign-up";

const invalidInvitation = () => invalidField("token", DETAIL_MESSAGES.invalidInvitation);

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
    if (!userId) throw invalidInvitation();
    await tx
      .insert(passwordCredentials)
      .values({ userId, passwordHash })
      .onConflictDoUpdate({
        target: passwordCredentials.userId,
        set: { passwordHash, updatedAt: new Date() },
      });
    const user = await markSignedIn(tx, userId);
    if (user.status !== "active") throw invalidInvitation();
    return user;
  });
}
