import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import {
  type AuditEntriesQuery,
  type AuditEventsQuery,
  auditCheckpointSchema,
} from "../../../shared/api/audit";
import { api } from "../../api/endpoints";
import { keys } from "../../api/keys";
import { call } from "../../api/request";

/** Events per page of the trail. */
export const EVENTS_PER_PAGE = 50;

/**
 * The Journal d'Audit's rating entries. Read again each time the screen shows them (the journal
 * must show what was just done elsewhere); the last list stays on screen while a new filter loads.
 */
export function useAuditEntries(filters: AuditEntriesQuery) {
  return useQuery({
    queryKey: keys.audit.entries(filters),
    queryFn: ({ signal }) => api.audit.entries(filters, { signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
}

/** One page of the event trail: the filters and the page's `before` cursor. */
export function useAuditEvents(filters: Omit<AuditEventsQuery, "before" | "limit">, before: number | null) {
  const query: AuditEventsQuery = { ...filters, before: before ?? undefined, limit: EVENTS_PER_PAGE };
  return useQuery({
    queryKey: keys.audit.events(query),
    queryFn: ({ signal }) => api.audit.events(query, { signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
}

/** Walks the company's chain of audit rows (administrators). */
export function useVerifyAuditTrail() {
  return useMutation({ mutationFn: () => api.audit.verify() });
}

/** The company's checkpoints of its trail, newest first (beside the integrity check). */
export function useAuditCheckpoints() {
  return useQuery({
    queryKey: [...keys.audit.all(), "checkpoints"] as const,
    queryFn: ({ signal }) =>
      call("GET", "/api/audit/checkpoints", z.array(auditCheckpointSchema), { signal }),
  });
}
