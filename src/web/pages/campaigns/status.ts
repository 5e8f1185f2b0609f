import { format, isValid, parseISO } from "date-fns";
import type { Campaign } from "../../../shared/api/campaigns";
import { CAMPAIGN_STATUS_LABELS } from "../../../shared/constants";
import { STATUS_TEXTS } from "../../../shared/texts/campaigns";
import { formatDay, formatNumber } from "../../lib/format";

/** The choices of the campaign form (spec §4); 'closed' comes only from the close action. */
export const FORM_STATUSES = [
  { value: "active", label: CAMPAIGN_STATUS_LABELS.active },
  { value: "completed", label: CAMPAIGN_STATUS_LABELS.completed },
  { value: "paused", label: CAMPAIGN_STATUS_LABELS.paused },
] as const;

interface StatusLook {
  label: string;
  /** The coloured dot of the list (spec §4: active green, completed blue, draft yellow, cancelled red). */
  dot: string;
  /** The progress bar, in the same colour family. */
  bar: string;
}

const L = CAMPAIGN_STATUS_LABELS;
const STATUS_LOOKS: Record<string, StatusLook> = {
  active: { label: L.active, dot: "bg-emerald-500", bar: "bg-emerald-500" },
  completed: { label: L.completed, dot: "bg-blue-500", bar: "bg-blue-500" },
  draft: { label: L.draft, dot: "bg-yellow-400", bar: "bg-yellow-400" },
  cancelled: { label: L.cancelled, dot: "bg-red-500", bar: "bg-red-500" },
  paused: { label: L.paused, dot: "bg-slate-400", bar: "bg-slate-400" },
  closed: { label: L.closed, dot: "bg-slate-600", bar: "bg-slate-500" },
};

export function statusLook(status: string): StatusLook {
  return STATUS_LOOKS[status] ?? { label: status, dot: "bg-slate-400", bar: "bg-slate-400" };
}

/** 'Créée le {date}', or '{created} - {closed}' once closed (spec §4). */
export function dateLabel(campaign: Pick<Campaign, "createdAt" | "closedAt">): string {
  if (campaign.closedAt) return `${formatDay(campaign.createdAt)} - ${formatDay(campaign.closedAt)}`;
  return STATUS_TEXTS.creeeLe(formatDay(campaign.createdAt));
}

/** A deadline in the past is shown as expired (display only, spec §4). */
export function isExpired(deadline: string | null, now = Date.now()): boolean {
  if (!deadline) return false;
  const time = Date.parse(deadline);
  return !Number.isNaN(time) && time < now;
}

/** The value of a datetime-local input, truncated to the minute, in the browser's time zone. */
export function toDateTimeLocal(iso: string | null): string {
  if (!iso) return "";
  const date = parseISO(iso);
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm") : "";
}

/** Sub-caption of the measurements card: the change against last month, computed. */
export function measurementTrend(current: number, previous: number): string {
  if (previous === 0) return STATUS_TEXTS.aucuneLeMoisDernier;
  const change = Math.round(((current - previous) / previous) * 100);
  if (change === 0) return STATUS_TEXTS.stableVsMoisDernier;
  return STATUS_TEXTS.vsMoisDernier(change > 0 ? "+" : "−", formatNumber(Math.abs(change)));
}
