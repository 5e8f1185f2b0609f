import { FileSpreadsheet, FileText, Globe, type LucideIcon } from "lucide-react";
import type { ReportType } from "../../../shared/api/reports";
import { REPORT_TYPE_LABELS } from "../../../shared/constants";
import { REPORT_FORMAT_CHOICES, REPORT_TEXTS } from "../../../shared/texts/reports";
import { cn } from "../../lib/utils";

const ICONS: Record<ReportType, LucideIcon> = { html: Globe, pdf: FileText, xlsx: FileSpreadsheet };

/** The format of a report, one card per choice (native radio buttons: arrows move between them). */
export function ReportFormatChoice({
  name,
  order,
  value,
  disabled = false,
  onChange,
}: {
  /** The radio group's name, unique on the page. */
  name: string;
  order: readonly ReportType[];
  value: ReportType;
  disabled?: boolean;
  onChange: (type: ReportType) => void;
}) {
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{REPORT_TEXTS.formatLegend}</legend>
      {order.map((type) => {
        const Icon = ICONS[type];
        const choice = REPORT_FORMAT_CHOICES[type];
        const id = `${name}-${type}`;
        const checked = value === type;
        return (
          <label
            key={type}
            htmlFor={id}
            className={cn(
              "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border bg-card px-4 py-3 transition-colors hover:bg-muted/60",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
              checked && "border-primary bg-secondary/60 hover:bg-secondary/60",
              disabled && "cursor-not-allowed opacity-60",
            )}
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={type}
              checked={checked}
              onChange={() => onChange(type)}
              aria-describedby={`${id}-hint`}
              className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-none"
            />
            <Icon
              className={cn("mt-0.5 size-5 shrink-0", checked ? "text-primary" : "text-muted-foreground")}
              aria-hidden="true"
            />
            <span className="grid min-w-0 gap-0.5">
              <span className="text-sm">
                <span className="font-semibold">{REPORT_TYPE_LABELS[type]}</span>
                <span className="text-muted-foreground"> · {choice.caption}</span>
              </span>
              <span id={`${id}-hint`} className="text-xs text-muted-foreground">
                {choice.hint}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
