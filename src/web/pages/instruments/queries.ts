import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CalibrationEventCorrection,
  CalibrationEventInput,
  DecisionPreviewInput,
} from "../../../shared/api/calibration-events";
import type { ImpactDecisionInput } from "../../../shared/api/impact-reviews";
import type { InstrumentCreate, InstrumentsQuery, InstrumentUpdate } from "../../../shared/api/instruments";
import { api } from "../../api/endpoints";
import { keys } from "../../api/keys";
import { PARC_PAGE_SIZE } from "./parc-query";

/** One page of the Parc; the last page stays on screen while the next one loads. */
export function useInstruments(query: InstrumentsQuery) {
  const full = { ...query, pageSize: PARC_PAGE_SIZE };
  return useQuery({
    queryKey: keys.instruments.list(full),
    queryFn: ({ signal }) => api.instruments.list(full, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** An instrument's life record. */
export function useInstrument(instrumentId: number) {
  return useQuery({
    queryKey: keys.instruments.detail(instrumentId),
    queryFn: ({ signal }) => api.instruments.get(instrumentId, { signal }),
  });
}

/** After a change to the inventory: the Parc, every life record and the planning are read again. */
function useRefreshInventory() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.instruments.all() }),
      queryClient.invalidateQueries({ queryKey: keys.planning.all() }),
      // Campaigns show their instruments' due dates.
      queryClient.invalidateQueries({ queryKey: keys.campaigns.all() }),
    ]);
}

export function useImportInstruments() {
  const refresh = useRefreshInventory();
  return useMutation({ mutationFn: (csv: string) => api.instruments.import(csv), onSuccess: refresh });
}

/** A new instrument, added by hand. */
export function useCreateInstrument() {
  const refresh = useRefreshInventory();
  return useMutation({
    mutationFn: (input: InstrumentCreate) => api.instruments.create(input),
    onSuccess: refresh,
  });
}

export function useUpdateInstrument(instrumentId: number) {
  const refresh = useRefreshInventory();
  return useMutation({
    mutationFn: (input: InstrumentUpdate) => api.instruments.update(instrumentId, input),
    onSuccess: refresh,
  });
}

/** The interval methods' proposals for an instrument, beside OPPERET's (decision 034). */
export function useIntervalProposals(instrumentId: number) {
  return useQuery({
    queryKey: keys.instruments.intervals(instrumentId),
    queryFn: ({ signal }) => api.instruments.intervalProposals(instrumentId, { signal }),
  });
}

/**
 * One proposal forced in the campaign where the instrument's period can be forced, its reason naming
 * the method: the proposals and the campaign's results are read again.
 */
export function useForceProposal(instrumentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      campaignId,
      equipmentId,
      period,
      reason,
    }: {
      campaignId: number;
      equipmentId: number;
      period: number;
      reason: string;
    }) => api.campaigns.saveForcedPeriods(campaignId, [{ equipmentId, forcedPeriod: period, reason }]),
    onSuccess: (results, { campaignId }) => {
      queryClient.setQueryData(keys.campaigns.results(campaignId), results);
      return queryClient.invalidateQueries({ queryKey: keys.instruments.intervals(instrumentId) });
    },
  });
}

/**
 * How the points typed in the event dialog would be decided (the server's rule and figures); the
 * last answer stays on screen while the next one comes. Off while there is nothing to decide.
 */
export function useDecisionPreview(instrumentId: number, input: DecisionPreviewInput | null) {
  return useQuery({
    queryKey: keys.instruments.decision(instrumentId, input ?? {}),
    queryFn: ({ signal }) => api.instruments.previewDecision(instrumentId, input ?? {}, { signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * A Digital Calibration Certificate imported on an instrument (or, with `instrumentId` null, on the
 * instrument it names): the Parc and the life records are read again.
 */
export function useImportCertificate(instrumentId: number | null) {
  const refresh = useRefreshInventory();
  return useMutation({
    mutationFn: (file: File) => api.instruments.importCertificate(instrumentId, file),
    onSuccess: refresh,
  });
}

/** A new calibration event: it moves the next due date (and a non-conforming one opens a review). */
export function useRecordEvent(instrumentId: number) {
  const refresh = useRefreshInventory();
  return useMutation({
    mutationFn: (input: CalibrationEventInput) => api.instruments.recordEvent(instrumentId, input),
    onSuccess: refresh,
  });
}

/** A correction of an event, with its reason. */
export function useCorrectEvent(instrumentId: number) {
  const refresh = useRefreshInventory();
  return useMutation({
    mutationFn: ({ eventId, input }: { eventId: number; input: CalibrationEventCorrection }) =>
      api.instruments.correctEvent(instrumentId, eventId, input),
    onSuccess: refresh,
  });
}

/** One decision of an impact review; the life record is read again. */
export function useDecideItem(instrumentId: number, reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, input }: { itemId: number; input: ImpactDecisionInput }) =>
      api.impactReviews.decide(reviewId, itemId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.instruments.detail(instrumentId) }),
  });
}

/** Closing a review lifts the quarantine: the Parc and the planning change too. */
export function useCloseReview(reviewId: number) {
  const refresh = useRefreshInventory();
  return useMutation({
    mutationFn: ({ conclusion, password }: { conclusion: string; password: string }) =>
      api.impactReviews.close(reviewId, { conclusion, ...(password && { signature: { password } }) }),
    onSettled: refresh,
  });
}
