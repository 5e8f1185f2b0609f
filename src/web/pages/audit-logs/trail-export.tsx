import { useId, useState } from "react";
import { AUDIT_TEXTS } from "../../../shared/texts/audit";
import { auditEventsExportUrl } from "../../api/endpoints";
import { ExportButtons } from "../../components/export-buttons";
import { Label } from "../../components/ui/field";
import { Input } from "../../components/ui/input";

/**
 * The event trail's export (issue 23): a period of days, then « Exporter CSV / Excel ». The server
 * checks the days and answers a French message when it refuses them.
 */
export function TrailExport() {
  const id = useId();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-sm font-semibold">
          {AUDIT_TEXTS.trailExportTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{AUDIT_TEXTS.trailExportText}</p>
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-from`}>{AUDIT_TEXTS.trailFrom}</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-to`}>{AUDIT_TEXTS.trailTo}</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
        </div>
      </div>
      <ExportButtons
        size="sm"
        urlOf={(format) => auditEventsExportUrl({ from, to }, format)}
        hints={AUDIT_TEXTS.trailExportHints}
      />
    </section>
  );
}
