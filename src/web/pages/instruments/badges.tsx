import { ShieldAlert } from "lucide-react";
import type { Instrument } from "../../../shared/api/instruments";
import type { CalibrationEventResult, ImpactDecision, InstrumentStatus } from "../../../shared/constants";
import { DECISION_LABELS, QUARANTINE_LABEL, UNDECIDED_LABEL } from "../../../shared/texts/instruments";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/utils";
import { RESULT_LOOKS, STATUS_LOOKS } from "./looks";

/**
 * The status of an instrument: its colour and its word (never the colour alone); in quarantine, a
 * shield instead of the dot.
 */
export function StatusBadge({ status, className }: { status: InstrumentStatus; className?: string }) {
  const look = STATUS_LOOKS[status];
  return (
    <Badge
      data-status={status}
      data-quarantined={status === "quarantined" ? "" : undefined}
      className={cn("whitespace-nowrap", look.className, className)}
    >
      {status === "quarantined" ? (
        <ShieldAlert className="size-3" aria-hidden="true" />
      ) : (
        <span className={cn("size-1.5 shrink-0 rounded-full", look.dot)} aria-hidden="true" />
      )}
      {look.label}
    </Badge>
  );
}

/** An instrument set aside while an impact review is open. */
export function QuarantineBadge({ className }: { className?: string }) {
  return (
    <Badge
      data-quarantined=""
      className={cn("whitespace-nowrap border-transparent bg-red-700 text-white", className)}
    >
      <ShieldAlert className="size-3" aria-hidden="true" />
      {QUARANTINE_LABEL}
    </Badge>
  );
}

/**
 * An instrument's status as the lists show it: « En quarantaine » is a status of its own (the
 * server's); the badge of the quarantine only stands beside another status should the two differ.
 */
export function InstrumentBadges({ instrument }: { instrument: Pick<Instrument, "status" | "quarantined"> }) {
  return (
    <span className="flex flex-wrap gap-1">
      <StatusBadge status={instrument.status} />
      {instrument.quarantined && instrument.status !== "quarantined" && <QuarantineBadge />}
    </span>
  );
}

export function ResultBadge({ result }: { result: CalibrationEventResult }) {
  const look = RESULT_LOOKS[result];
  return <Badge className={cn("whitespace-nowrap", look.className)}>{look.label}</Badge>;
}

const DECISION_STYLES: Record<ImpactDecision, string> = {
  sans_impact: "border-emerald-300 bg-emerald-50 text-emerald-900",
  a_reprendre: "border-amber-300 bg-amber-50 text-amber-950",
  client_informe: "border-sky-300 bg-sky-50 text-sky-900",
};

export function DecisionBadge({ decision }: { decision: ImpactDecision | null }) {
  if (decision === null)
    return (
      <Badge className="whitespace-nowrap border-slate-300 bg-slate-100 text-slate-700">
        {UNDECIDED_LABEL}
      </Badge>
    );
  return (
    <Badge className={cn("whitespace-nowrap", DECISION_STYLES[decision])}>{DECISION_LABELS[decision]}</Badge>
  );
}

/** A dash for an empty cell, with its meaning for screen readers. */
export function Missing({ label }: { label: string }) {
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
