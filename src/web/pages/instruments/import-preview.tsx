import { AlertTriangle, FileSpreadsheet } from "lucide-react";
import { useId } from "react";
import { PARC_TEXTS } from "../../../shared/texts/instruments";
import { fill, formatDay } from "../../lib/format";
import { cn } from "../../lib/utils";
import { type CsvPreview, PARC_CSV_COLUMN_LABELS, PARC_CSV_COLUMNS } from "./csv-preview";

/** The preview of a CSV import of the Parc: its first lines as they will be read, and what is wrong. */
/** A cell as it will be read: an ISO date of the last column in French. */
function shownCell(cell: string | undefined, column: string): string | undefined {
  if (column === "dernier_etalonnage" && cell && /^\d{4}-\d{2}-\d{2}$/.test(cell)) return formatDay(cell);
  return cell;
}

export function Preview({
  preview,
  empty,
  refusedLine,
}: {
  preview: CsvPreview;
  empty: boolean;
  refusedLine: number | null;
}) {
  const id = useId();
  if (empty)
    return (
      <div className="flex items-center gap-3 rounded-lg border border-dashed px-4 py-6 text-sm text-muted-foreground">
        <FileSpreadsheet className="size-5 shrink-0 text-primary" aria-hidden="true" />
        {PARC_TEXTS.importPreviewEmpty}
      </div>
    );
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          {PARC_TEXTS.importPreview}
          {preview.total > preview.lines.length && (
            <span className="font-normal text-muted-foreground">
              {" "}
              · {fill(PARC_TEXTS.importPreviewFirst, { n: preview.lines.length })}
            </span>
          )}
        </h3>
        <p className="text-xs font-medium text-muted-foreground" aria-live="polite">
          {fill(PARC_TEXTS.importLines, { n: preview.total })}
        </p>
      </div>
      {!preview.hasHeader && (
        <p className="flex gap-2 text-xs text-amber-900">
          <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {PARC_TEXTS.importHeaderMissing}
        </p>
      )}
      <section
        aria-label={PARC_TEXTS.importPreview}
        className="overflow-x-auto rounded-lg border"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable with the keyboard
        tabIndex={0}
      >
        <table className="w-full min-w-[640px] border-separate border-spacing-0 text-xs">
          <thead className="bg-muted text-left font-semibold text-muted-foreground">
            <tr>
              <th scope="col" className="w-14 border-b px-2 py-1.5">
                {PARC_TEXTS.importLine}
              </th>
              {PARC_CSV_COLUMN_LABELS.map((label) => (
                <th key={label} scope="col" className="border-b px-2 py-1.5">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="[&>tr:not(:last-child)>td]:border-b">
            {preview.lines.map((line) => {
              const refused = line.line === refusedLine;
              return (
                <tr
                  key={line.line}
                  className={cn(refused && "bg-red-50 text-red-950")}
                  data-refused={refused || undefined}
                >
                  <td className="px-2 py-1.5 tabular-nums">
                    <span className={cn("flex items-center gap-1", !refused && "text-muted-foreground")}>
                      {refused && (
                        <AlertTriangle className="size-3.5 shrink-0 text-red-700" aria-hidden="true" />
                      )}
                      {line.line}
                      {refused && <span className="sr-only"> ({PARC_TEXTS.importRefusedLine})</span>}
                    </span>
                  </td>
                  {PARC_CSV_COLUMNS.map((column, index) => (
                    <td key={column} className="max-w-48 truncate px-2 py-1.5" title={line.cells[index]}>
                      {shownCell(line.cells[index], column) || (
                        <span className="text-muted-foreground">—</span>
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      {preview.columnWarnings.length > 0 && (
        <ul className="grid gap-1 text-xs text-amber-900">
          {preview.columnWarnings.map((warning) => (
            <li key={warning.line} className="flex gap-2">
              <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              {fill(PARC_TEXTS.importColumnsWarning, { line: warning.line, n: warning.count })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
