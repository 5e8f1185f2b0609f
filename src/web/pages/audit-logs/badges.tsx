import type { AuditEntryStatus, AuditEvent } from "../../../shared/api/audit";
import { AUDIT_TEXTS, ENTRY_STATUS_LOOKS, OUTCOME_LOOKS } from "../../../shared/texts/audit";
import { OpperetBadge } from "../../components/opperet-badge";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/utils";

export function EntryStatusBadge({ status }: { status: AuditEntryStatus }) {
  const look = ENTRY_STATUS_LOOKS[status];
  return <Badge className={cn("whitespace-nowrap", look.className)}>{look.label}</Badge>;
}

/** The OPPERET score in the style of its band (spec §9), or a dash before any calculation. */
export function EntryScore({ score }: { score: number | null }) {
  if (score === null) return <Missing label={AUDIT_TEXTS.notCalculated} />;
  return <OpperetBadge score={score} />;
}

export function OutcomeBadge({ outcome }: { outcome: AuditEvent["outcome"] }) {
  const look = OUTCOME_LOOKS[outcome];
  return <Badge className={cn("whitespace-nowrap", look.className)}>{look.label}</Badge>;
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
