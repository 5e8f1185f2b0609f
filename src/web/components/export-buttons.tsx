import { FileSpreadsheet, FileText } from "lucide-react";
import type { ExportFormat } from "../../shared/api/exports";
import { EXPORT_TEXTS } from "../../shared/texts/common";
import { cn } from "../lib/utils";
import { Button } from "./ui/button";

/** The two files, in their order on screen: the CSV of spec §9, then the Excel workbook. */
const FORMATS = [
  { format: "csv", icon: FileText },
  { format: "xlsx", icon: FileSpreadsheet },
] as const satisfies readonly { format: ExportFormat; icon: unknown }[];

/**
 * « Exporter [CSV] [Excel] »: two download links side by side, the same filters in both — the CSV of
 * spec §9 and the Excel workbook (typed cells, French formats). `urlOf` gives each format's address;
 * `hints` say what each file holds (shown on hover).
 */
export function ExportButtons({
  urlOf,
  hints,
  size = "default",
  className,
}: {
  urlOf: (format: ExportFormat) => string;
  hints: Record<ExportFormat, string>;
  size?: "default" | "sm";
  className?: string;
}) {
  return (
    <div className={cn("inline-flex items-center gap-2", className)}>
      {/* Said by each link's name (« Exporter CSV », « Exporter Excel »): shown, not read twice. */}
      <span aria-hidden="true" className="text-sm font-medium text-muted-foreground">
        {EXPORT_TEXTS.label}
      </span>
      <span className="inline-flex rounded-md shadow-sm">
        {FORMATS.map(({ format, icon: Icon }, index) => (
          <Button
            key={format}
            asChild
            variant="outline"
            size={size}
            className={cn(
              "relative shadow-none focus-visible:z-10",
              index === 0 ? "rounded-r-none" : "-ml-px rounded-l-none",
            )}
          >
            <a href={urlOf(format)} download title={hints[format]} aria-label={EXPORT_TEXTS[`${format}Name`]}>
              <Icon aria-hidden="true" />
              {EXPORT_TEXTS[format]}
            </a>
          </Button>
        ))}
      </span>
    </div>
  );
}
