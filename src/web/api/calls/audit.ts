import { z } from "zod";
import {
  type AuditEntriesQuery,
  type AuditEventsQuery,
  auditEntrySchema,
  auditEventPageSchema,
  auditVerificationSchema,
} from "../../../shared/api/audit";
import { call } from "../request";
import { queryOf, type Read } from "./call-helpers";

export const auditCalls = {
  /** The rating entries (spec §2 Journal d'Audit), newest first, at most 1,000. */
  entries: (filters: AuditEntriesQuery = {}, { signal }: Read = {}) =>
    call("GET", `/api/audit/complete${queryOf({ ...filters })}`, z.array(auditEntrySchema), { signal }),
  /** One page of the event trail, newest first; `before` is the previous page's `nextBefore`. */
  events: (query: AuditEventsQuery = {}, { signal }: Read = {}) =>
    call("GET", `/api/audit/events${queryOf({ ...query })}`, auditEventPageSchema, { signal }),
  /** The company's chain of audit rows walked from its first one (administrators). */
  verify: () => call("GET", "/api/audit/verify", auditVerificationSchema),
};
