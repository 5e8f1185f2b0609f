import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Signature, SignatureInput } from "../../../shared/api/approvals";
import { displayName } from "../../../shared/roles";
import { SIGNATURE_MEANINGS, type SignatureSubject } from "../../../shared/signatures";
import type { Database } from "../../db/client";
import { calculationRuns, calibrationResults, passwordCredentials, signatures, users } from "../../db/schema";
import { type Actor, ofTenant, type TenantScope } from "../../db/tenant";
import { AppError } from "../../errors";
import { auditApart } from "../audit/record-audit";
import { spendVerificationTime, verifyPassword } from "../auth/passwords";
import { recordAttempt, throttleSignIn } from "../auth/sign-in-attempts";
import { readSwitch, type SwitchSetting } from "../companies/switch-setting";

/** « Approbation signée obligatoire » (off by default: spec §7's apply-periods with an empty body works). */
export const REQUIRE_SIGNATURE: SwitchSetting = {
  key: "require_signature",
  description: "Approbation signée obligatoire pour appliquer des périodes ou clore une revue d'impact",
  field: "requireSignature",
};

/** « Double validation »: who approves differs from who calculated or forced a period. */
export const TWO_PERSON_RULE: SwitchSetting = {
  key: "two_person_rule",
  description: "Double validation : l'approbateur diffère de qui a calculé ou forcé une période",
  field: "twoPersonRule",
};

declare const verified: unique symbol;

/**
 * A signer whose password was typed again and checked (21 CFR 11.200(a)(1)): only
 * `verifySigner` makes one, so that no signature is recorded on a password nobody checked.
 */
export interface VerifiedSigner {
  readonly userId: string;
  readonly name: string;
  readonly email: string;
  readonly meaning: string | null;
  readonly [verified]: true;
}

/**
 * Checks a signature's password against the signer's own, before the change's transaction (the
 * application's role cannot read password hashes; the owner's connection does, as sign-in does).
 * Wrong passwords count as failed sign-ins of the account (the same lock-out), and each is
 * written to the company's trail as a failed signature. No signature given: null.
 */
export async function verifySigner(
  db: Database,
  who: { companyId: number; actor: Actor },
  signature: SignatureInput | undefined,
  subject: SignatureSubject,
): Promise<VerifiedSigner | null> {
  if (!signature) return null;
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      passwordHash: passwordCredentials.passwordHash,
    })
    .from(users)
    .leftJoin(passwordCredentials, eq(passwordCredentials.userId, users.id))
    .where(and(eq(users.id, who.actor.userId), ofTenant(users, who)));
  if (!user) throw new AppError("UNAUTHORIZED");
  const ipAddress = who.actor.ipAddress ?? "inconnue";
  await throttleSignIn(db, user.email, ipAddress);
  const valid = user.passwordHash ? await verifyPassword(user.passwordHash, signature.password) : false;
  if (!user.passwordHash) await spendVerificationTime(signature.password);
  if (!valid) {
    await recordAttempt(db, { email: user.email, ipAddress, succeeded: false });
    await auditApart(db, who, {
      action: "signature.refused",
      tableName: "signatures",
      recordId: subject,
      description: `Signature refusée (mot de passe incorrect) : ${SIGNATURE_MEANINGS[subject]}`,
      outcome: "failed",
    });
    throw new AppError("SIGNATURE_INVALID", { field: "signature.password" });
  }
  return {
    userId: user.id,
    name: displayName(user),
    email: user.email,
    meaning: signature.meaning ?? null,
  } as VerifiedSigner;
}

/** What a signature approves. */
export type SignatureTarget =
  | { subject: "periods"; campaignId: number; runId: number | null }
  | { subject: "impact_review"; impactReviewId: number };

/**
 * The signature of a change, in the change's transaction: refused when the company requires one
 * and none was given (SIGNATURE_REQUIRED), else recorded (who, when, meaning, what it approves).
 * Null for a change made without a signature where none is required.
 */
export async function recordSignature(
  scope: TenantScope,
  signer: VerifiedSigner | null,
  target: SignatureTarget,
): Promise<Signature | null> {
  if (!signer) {
    if (await readSwitch(scope.db, scope.companyId, REQUIRE_SIGNATURE))
      throw new AppError("SIGNATURE_REQUIRED", { field: "signature" });
    return null;
  }
  const meaning = signer.meaning ?? SIGNATURE_MEANINGS[target.subject];
  const [row] = await scope.db
    .insert(signatures)
    .values({
      companyId: scope.companyId,
      userId: signer.userId,
      signerName: signer.name,
      signerEmail: signer.email,
      meaning,
      subject: target.subject,
      ...(target.subject === "periods"
        ? { campaignId: target.campaignId, runId: target.runId }
        : { impactReviewId: target.impactReviewId }),
    })
    .returning();
  return toSignature(row!);
}

/**
 * « Double validation »: when the company turned it on, the approver of a run's periods must be
 * neither who ran the calculation nor who forced one of its periods (TWO_PERSON_RULE, 403).
 */
export async function checkTwoPersonRule(scope: TenantScope, runId: number | null): Promise<void> {
  if (runId === null || !(await readSwitch(scope.db, scope.companyId, TWO_PERSON_RULE))) return;
  const me = scope.actor.userId;
  const [run] = await scope.db
    .select({ calculatedBy: calculationRuns.calculatedBy })
    .from(calculationRuns)
    .where(and(ofTenant(calculationRuns, scope), eq(calculationRuns.id, runId)));
  const [forced] = await scope.db
    .select({ forcedBy: calibrationResults.forcedBy })
    .from(calibrationResults)
    .where(
      and(
        ofTenant(calibrationResults, scope),
        eq(calibrationResults.runId, runId),
        isNotNull(calibrationResults.forcedPeriod),
        eq(calibrationResults.forcedBy, me),
      ),
    )
    .limit(1);
  if (run?.calculatedBy === me || forced) throw new AppError("TWO_PERSON_RULE");
}

export function toSignature(row: typeof signatures.$inferSelect): Signature {
  return {
    id: row.id,
    signerName: row.signerName,
    meaning: row.meaning,
    signedAt: row.signedAt.toISOString(),
  };
}

/** Signatures by id, for the records that name them. */
export async function signaturesById(
  scope: TenantScope,
  ids: readonly (number | null)[],
): Promise<Map<number, Signature>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await scope.db
    .select()
    .from(signatures)
    .where(and(ofTenant(signatures, scope), inArray(signatures.id, wanted)));
  return new Map(rows.map((row) => [row.id, toSignature(row)]));
}

/** What a signature adds to an audit row: who signed, when, with which meaning. */
export function signatureAudit(signature: Signature | null) {
  return signature === null
    ? {}
    : {
        signature: {
          id: signature.id,
          signer: signature.signerName,
          meaning: signature.meaning,
          signedAt: signature.signedAt,
        },
      };
}
