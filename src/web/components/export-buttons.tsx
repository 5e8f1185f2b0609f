import { FileSpreadsheet, FileText } from "lucide-react";
import type { ExportFormat } from "../../shared/api/exports";
import { cn } from "../lib/utils";
import { Button } from "./ui/button";

export const EXPORT_TEXTS = {
  label: "Exporter",
  csv: "CSV",
  xlsx: "Excel",
  csvName: "Exporter CSV",
  xlsxName: "Exporter Excel",
} as const;

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
        <Button
          asChild
          variant="outline"
          size={size}
          className="relative rounded-r-none shadow-none focus-visible:z-10"
        >
          <a href={urlOf("csv")} download title={hints.csv} aria-label={EXPORT_TEXTS.csvName}>
            <FileText aria-hidden="true" />
            {EXPORT_TEXTS.csv}
          </a>
        </Button>
        <Button
          asChild
          variant="outline"
          size={size}
          className="relative -ml-px rounded-l-none shadow-none focus-visible:z-10"
        >
          <a href={urlOf("xlsx")} download title={hints.xlsx} aria-label={EXPORT_TEXTS.xlsxName}>
            <FileSpreadsheet aria-hidden="true" />
            {EXPORT_TEXTS.xlsx}
          </a>
        </Button>
      </span>
    </div>
  );
}
