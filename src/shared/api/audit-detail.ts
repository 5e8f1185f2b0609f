import { z } from "zod";
import { FIELD_MESSAGES } from "../messages";
import { idOf } from "../validation";
import { auditDetailRefSchema } from "./audit";

/**
 * GET /api/audit/events/{id}/detail (issue 23, decision 025), apart from audit.ts: only the Journal
 * (a page loaded on demand) and the server read it.
 */
export const auditEventIdParams = z.object({ id: idOf(FIELD_MESSAGES.idInvalid) });

/**
 * The values a bulk change's row would have held (before and after, per row, and its figures), read
 * from audit_details once their SHA-256 matches the one its row holds.
 */
export const auditEventDetailSchema = z
  .object({
    eventId: z.number().int(),
    seq: z.number().int(),
    detail: auditDetailRefSchema,
    content: z.object({ oldValues: z.unknown(), newValues: z.unknown(), details: z.unknown() }),
  })
  .meta({ id: "AuditEventDetail" });
export type AuditEventDetail = z.infer<typeof auditEventDetailSchema>;
