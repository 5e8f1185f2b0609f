import { hash, verify } from "@node-rs/argon2";

/** Passwords are kept only as argon2id hashes (the library's default algorithm; OWASP parameters: 19 MiB, 2 iterations). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this costs as much as a real check, so an unknown e-mail answers in the same time. */
let decoy: Promise<string> | undefined;
export async function spendVerificationTime(password: string): Promise<void> {
  decoy ??= hashPassword("calibra-decoy-password");
  await verifyPassword(await decoy, password);
}
