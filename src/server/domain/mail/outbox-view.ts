import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { OutboxMessage } from "../../../shared/api/reports";
import { emailAttachments, emailOutbox } from "../../db/schema";
import type { TenantScope } from "../../db/tenant";

/** How many of the company's last messages the e-mail test screen shows. */
export const OUTBOX_SHOWN = 20;

/**
 * The company's last e-mails, newest first, as the debug block of the e-mail test screen shows them:
 * addressee, subject, state and attachments, never the bodies (a sign-in or invitation link is a
 * key to an account).
 */
export async function listOutbox(
  scope: TenantScope,
  { ids }: { ids?: readonly number[] } = {},
): Promise<OutboxMessage[]> {
  const messages = await scope.db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      error: emailOutbox.error,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.companyId, scope.companyId), ids ? inArray(emailOutbox.id, [...ids]) : undefined),
    )
    .orderBy(desc(emailOutbox.id))
    .limit(OUTBOX_SHOWN);
  const files =
    messages.length === 0
      ? []
      : await scope.db
          .select({
            emailId: emailAttachments.emailId,
            fileName: emailAttachments.fileName,
            size: sql<number>`octet_length(${emailAttachments.content})`.mapWith(Number),
          })
          .from(emailAttachments)
          .where(
            inArray(
              emailAttachments.emailId,
              messages.map((m) => m.id),
            ),
          )
          .orderBy(emailAttachments.id);
  return messages.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    status: m.status as OutboxMessage["status"],
    error: m.error,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
    attachments: files.filter((f) => f.emailId === m.id).map(({ fileName, size }) => ({ fileName, size })),
  }));
}
