import type { Submission } from "../../../shared/api/public-links";
import { SHARE_TEXTS } from "../../../shared/messages";

type LinkKind = Submission["linkKind"];
type Status = Submission["status"];

const VALUE_FORMAT = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 4 });

/**
 * A measured value as stored (exact decimal text with a point, "12.5", "-0.0003") in French:
 * "12,5", "-0,0003", "1 234,5"; at most the 4 decimals of numeric(10, 4). A text that is not a
 * number is shown as it is.
 */
export function formatMeasurementValue(value: string): string {
  const number = Number(value);
  return value.trim() !== "" && Number.isFinite(number) ? VALUE_FORMAT.format(number) : value;
}

/**
 * Where an entry came from: the campaign's shared link (its measurement link or its rating link),
 * a technician's personal link, or a staff member inside Calibra (no link).
 */
export function sourceLabel(linkKind: LinkKind | null, entry: "measurement" | "ratings"): string {
  if (linkKind === "personal") return SHARE_TEXTS.sourcePersonalLink;
  if (linkKind === "campaign")
    return entry === "measurement" ? SHARE_TEXTS.sourceMeasurementLink : SHARE_TEXTS.sourceRatingLink;
  return SHARE_TEXTS.sourceInternal;
}

export const STATUS_LOOKS: Record<Status, { label: string; className: string }> = {
  pending: { label: SHARE_TEXTS.statusPending, className: "border-amber-300 bg-amber-50 text-amber-900" },
  accepted: {
    label: SHARE_TEXTS.statusAccepted,
    className: "border-emerald-300 bg-emerald-50 text-emerald-900",
  },
  rejected: { label: SHARE_TEXTS.statusRejected, className: "border-red-300 bg-red-50 text-red-900" },
};
