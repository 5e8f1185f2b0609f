import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { OutboxMessage, OutboxMessageDetail } from "../../../shared/api/reports";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { emailAttachments, emailOutbox } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { notFound } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { dropObsoleteMail } from "./obsolete-mail";

/** How many of the company's last messages the e-mail test screen shows. */
export const OUTBOX_SHOWN = 20;

/** The purposes whose link is a key to an account: never shown, even to an administrator. */
const SECRET_PURPOSES = new Set<string>(["login_link", "no_account"]);

const listed = {
  id: emailOutbox.id,
  to: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  error: emailOutbox.error,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  purpose: emailOutbox.purpose,
  expiresAt: emailOutbox.expiresAt,
  droppedReason: emailOutbox.droppedReason,
  droppedAt: emailOutbox.droppedAt,
};

/**
 * The company's last e-mails, newest first, as the debug block of the e-mail test screen shows them:
 * addressee, subject, purpose, state (a message that no longer applies is dropped first, with its
 * reason) and attachments, never the bodies.
 */
export async function listOutbox(
  scope: TenantScope,
  { ids }: { ids?: readonly number[] } = {},
): Promise<OutboxMessage[]> {
  await dropObsoleteMail(scope.db, { companyId: scope.companyId, ids });
  const messages = await scope.db
    .select(listed)
    .from(emailOutbox)
    .where(and(ofTenant(emailOutbox, scope), ids ? inArray(emailOutbox.id, [...ids]) : undefined))
    .orderBy(desc(emailOutbox.id))
    .limit(OUTBOX_SHOWN);
  const files = await attachmentsOf(
    scope,
    messages.map((m) => m.id),
  );
  return messages.map((m) => ({
    ...outboxMessageOf(m),
    attachments: files.filter((f) => f.emailId === m.id).map(({ fileName, size }) => ({ fileName, size })),
  }));
}

/**
 * GET /api/emails/outbox/{id}: one message of the company, opened by an administrator to pass its
 * link on by other means (decision 019). Its text is shown as written, except a sign-in link's,
 * which would open an account. Audited: who read which message.
 */
export async function openOutboxMessage(scope: TenantScope, id: number): Promise<OutboxMessageDetail> {
  await dropObsoleteMail(scope.db, { companyId: scope.companyId, ids: [id] });
  const [message] = await scope.db
    .select({ ...listed, text: emailOutbox.textBody, link: emailOutbox.link })
    .from(emailOutbox)
    .where(and(ofTenant(emailOutbox, scope), eq(emailOutbox.id, id)));
  if (!message) throw notFound(DETAIL_MESSAGES.emailNotFound);
  const files = (await attachmentsOf(scope, [id])).map(({ fileName, size }) => ({ fileName, size }));
  const secret = SECRET_PURPOSES.has(message.purpose);
  await recordAudit(scope, {
    action: "email.opened",
    tableName: "email_outbox",
    recordId: id,
    description: `Message « ${message.subject} » à ${message.to} ouvert dans la boîte d'envoi`,
    newValues: { to: message.to, subject: message.subject, purpose: message.purpose, status: message.status },
  });
  return {
    ...outboxMessageOf(message),
    attachments: files,
    text: secret ? DETAIL_MESSAGES.secretEmailText : message.text,
    link: secret ? null : message.link,
  };
}

/** The files of these messages (name and size, never the content), in the order they were attached. */
async function attachmentsOf(scope: TenantScope, emailIds: readonly number[]) {
  if (emailIds.length === 0) return [];
  return scope.db
    .select({
      emailId: emailAttachments.emailId,
      fileName: emailAttachments.fileName,
      size: sql<number>`octet_length(${emailAttachments.content})`.mapWith(Number),
    })
    .from(emailAttachments)
    .where(inArray(emailAttachments.emailId, [...emailIds]))
    .orderBy(emailAttachments.id);
}

/** A message's row as `listed` selects it. */
interface ListedRow {
  id: number;
  to: string;
  subject: string;
  status: string;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
  purpose: string;
  expiresAt: Date;
  droppedReason: string | null;
  droppedAt: Date | null;
}

function outboxMessageOf(m: ListedRow): Omit<OutboxMessage, "attachments"> {
  return {
    id: m.id,
    to: m.to,
    subject: m.subject,
    status: m.status as OutboxMessage["status"],
    error: m.error,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
    purpose: m.purpose as OutboxMessage["purpose"],
    expiresAt: m.expiresAt.toISOString(),
    droppedReason: (m.droppedReason as OutboxMessage["droppedReason"]) ?? null,
    droppedAt: m.droppedAt?.toISOString() ?? null,
  };
}
