import type { InstrumentSort } from "../../../shared/api/instruments";
import type { CalibrationEventResult, InstrumentStatus } from "../../../shared/constants";
import { INSTRUMENT_STATUS_LABELS } from "../../../shared/constants";
import { RESULT_LABELS } from "../../../shared/texts/instruments";

/**
 * How an instrument stands: a colour AND a word, never the colour alone (in quarantine dark red,
 * overdue red, due soon amber, up to date green, never calibrated grey).
 */
export const STATUS_LOOKS: Record<InstrumentStatus, { label: string; className: string; dot: string }> = {
  quarantined: {
    label: INSTRUMENT_STATUS_LABELS.quarantined,
    className: "border-red-800 bg-red-700 text-white",
    dot: "bg-red-800",
  },
  overdue: {
    label: INSTRUMENT_STATUS_LABELS.overdue,
    className: "border-red-300 bg-red-50 text-red-900",
    dot: "bg-red-600",
  },
  due_soon: {
    label: INSTRUMENT_STATUS_LABELS.due_soon,
    className: "border-amber-300 bg-amber-50 text-amber-950",
    dot: "bg-amber-500",
  },
  ok: {
    label: INSTRUMENT_STATUS_LABELS.ok,
    className: "border-emerald-300 bg-emerald-50 text-emerald-900",
    dot: "bg-emerald-600",
  },
  unknown: {
    label: INSTRUMENT_STATUS_LABELS.unknown,
    className: "border-slate-300 bg-slate-100 text-slate-700",
    dot: "bg-slate-400",
  },
};

export const RESULT_LOOKS: Record<CalibrationEventResult, { label: string; className: string }> = {
  conforme: { label: RESULT_LABELS.conforme, className: "border-emerald-300 bg-emerald-50 text-emerald-900" },
  non_conforme: { label: RESULT_LABELS.non_conforme, className: "border-red-300 bg-red-50 text-red-900" },
  ajuste: { label: RESULT_LABELS.ajuste, className: "border-sky-300 bg-sky-50 text-sky-900" },
};

export const RESULT_ORDER: readonly CalibrationEventResult[] = ["conforme", "ajuste", "non_conforme"];

export const DEFAULT_SORT: InstrumentSort = "nextDueDate";
