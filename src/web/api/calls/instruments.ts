import {
  type CalibrationEventCorrection,
  type CalibrationEventInput,
  calibrationEventSchema,
  certificateImportSchema,
  type DecisionPreviewInput,
  decisionPreviewSchema,
} from "../../../shared/api/calibration-events";
import {
  type ImpactCloseInput,
  type ImpactDecisionInput,
  impactReviewSchema,
} from "../../../shared/api/impact-reviews";
import { instrumentDetailSchema } from "../../../shared/api/instrument-detail";
import { instrumentImportResultSchema } from "../../../shared/api/instrument-files";
import {
  type InstrumentCreate,
  type InstrumentsQuery,
  type InstrumentUpdate,
  instrumentPageSchema,
  instrumentSchema,
} from "../../../shared/api/instruments";
import { intervalProposalsSchema } from "../../../shared/api/interval-proposals";
import {
  calendarFeedSchema,
  calendarMonthSchema,
  type PlanningSettings,
  planningSchema,
  planningSettingsSchema,
} from "../../../shared/api/planning";
import { call } from "../request";
import { path, queryOf, type Read } from "./call-helpers";

export const instrumentsCalls = {
  /** One page of the Parc: the filters, the sort and the page (50 rows unless told). */
  list: (query: InstrumentsQuery = {}, { signal }: Read = {}) =>
    call("GET", `/api/instruments${queryOf({ ...query })}`, instrumentPageSchema, { signal }),
  get: (id: number, { signal }: Read = {}) =>
    call("GET", `/api/instruments/${path(id)}`, instrumentDetailSchema, { signal }),
  /** One instrument added by hand (201); its reference is unique in the Parc. */
  create: (body: InstrumentCreate) => call("POST", "/api/instruments", instrumentSchema, { body }),
  update: (id: number, body: InstrumentUpdate) =>
    call("PUT", `/api/instruments/${path(id)}`, instrumentSchema, { body }),
  /** The Parc's CSV, by reference: new instruments are created, known ones updated. */
  import: (csv: string) =>
    call("POST", "/api/instruments/import", instrumentImportResultSchema, { body: { csv } }),
  /** A Digital Calibration Certificate (XML) on this instrument, or on the one it names (`id` null). */
  importCertificate: (id: number | null, file: File) =>
    call(
      "POST",
      `${id === null ? "/api/certificates" : `/api/instruments/${path(id)}/certificates`}${queryOf({ fileName: file.name })}`,
      certificateImportSchema,
      { file: new Blob([file], { type: "application/xml" }) },
    ),
  /** The interval methods' proposals for the instrument (decision 034). */
  intervalProposals: (id: number, { signal }: Read = {}) =>
    call("GET", `/api/instruments/${path(id)}/interval-proposals`, intervalProposalsSchema, { signal }),
  /** How the points would be decided under the instrument's rule; nothing is written. */
  previewDecision: (id: number, body: DecisionPreviewInput, read: Read = {}) =>
    call("POST", `/api/instruments/${path(id)}/calibration-events/decision`, decisionPreviewSchema, {
      body,
      ...read,
    }),
  recordEvent: (id: number, body: CalibrationEventInput) =>
    call("POST", `/api/instruments/${path(id)}/calibration-events`, calibrationEventSchema, { body }),
  correctEvent: (id: number, eventId: number, body: CalibrationEventCorrection) =>
    call("PUT", `/api/instruments/${path(id)}/calibration-events/${path(eventId)}`, calibrationEventSchema, {
      body,
    }),
};

export const impactReviewsCalls = {
  decide: (id: number, itemId: number, body: ImpactDecisionInput) =>
    call("PATCH", `/api/impact-reviews/${path(id)}/items/${path(itemId)}`, impactReviewSchema, { body }),
  close: (id: number, body: ImpactCloseInput) =>
    call("POST", `/api/impact-reviews/${path(id)}/close`, impactReviewSchema, { body }),
};

export const planningCalls = {
  overview: (months: number, { signal }: Read = {}) =>
    call("GET", `/api/planning${queryOf({ months })}`, planningSchema, { signal }),
  calendar: (month: string, { signal }: Read = {}) =>
    call("GET", `/api/planning/calendar${queryOf({ month })}`, calendarMonthSchema, { signal }),
  feed: ({ signal }: Read = {}) => call("GET", "/api/planning/feed", calendarFeedSchema, { signal }),
  regenerateFeed: () => call("POST", "/api/planning/feed/regenerate", calendarFeedSchema),
  settings: ({ signal }: Read = {}) =>
    call("GET", "/api/settings/planning", planningSettingsSchema, { signal }),
  saveSettings: (body: PlanningSettings) =>
    call("PUT", "/api/settings/planning", planningSettingsSchema, { body }),
};
