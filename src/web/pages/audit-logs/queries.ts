import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type AuditEntriesQuery,
  type AuditEventsQuery,
  auditCheckpointSchema,
} from "../../../shared/api/audit";
import { auditEventDetailSchema } from "../../../shared/api/audit-detail";
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
    queryKey: keys.audit.checkpoints(),
    queryFn: ({ signal }) =>
      call("GET", "/api/audit/checkpoints", z.array(auditCheckpointSchema), { signal }),
  });
}

/** "Actualiser": every read of the Journal d'Audit again. */
export function useReloadAudit() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.audit.all() });
}

/** A bulk change's detail, once asked for; written once, so read once. */
export function useAuditEventDetail(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.audit.eventDetail(eventId),
    queryFn: ({ signal }) =>
      call("GET", `/api/audit/events/${eventId}/detail`, auditEventDetailSchema, { signal }),
    enabled,
  });
}
