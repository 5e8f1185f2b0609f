import { AlertTriangle, CircleCheck } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { InstrumentImportResult } from "../../../shared/api/instrument-files";
import { importDoneText, PARC_TEXTS } from "../../../shared/texts/instruments";
import { fill } from "../../lib/format";

/** The notices listed at most; the audit trail keeps every one. */
const NOTICES_SHOWN = 100;

/**
 * The answer of an import some of whose lines would have changed a known instrument's last
 * calibration date or period: what was written, then each such line as the server words it, with a
 * link to the instrument's life record where an event is recorded.
 */
export function ImportNotices({ result }: { result: InstrumentImportResult }) {
  const id = useId();
  const notices = result.notices ?? [];
  const shown = notices.slice(0, NOTICES_SHOWN);
  return (
    <div className="grid gap-3">
      <p role="status" className="flex gap-2 text-sm font-medium">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
        {PARC_TEXTS.importDoneTitle} : {importDoneText(result)}
      </p>
      <section
        aria-labelledby={`${id}-title`}
        className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
        data-testid="instrument-import-notices"
      >
        <h3 id={`${id}-title`} className="flex gap-2 text-sm font-semibold">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {fill(PARC_TEXTS.importNoticesTitle, { n: notices.length })}
        </h3>
        <ul className="mt-2 grid max-h-[45dvh] gap-2 overflow-y-auto text-sm">
          {shown.map((notice) => (
            <li key={`${notice.line}-${notice.field}`} className="grid gap-0.5">
              <span>{notice.message}</span>
              <Link
                to={`/instruments/${notice.instrumentId}`}
                className="w-fit text-xs font-medium text-amber-950 underline underline-offset-2"
              >
                {fill(PARC_TEXTS.importNoticeOpen, { reference: notice.reference })}
              </Link>
            </li>
          ))}
        </ul>
        {notices.length > shown.length && (
          <p className="mt-2 text-xs">
            {fill(PARC_TEXTS.importNoticesMore, { n: notices.length - shown.length })}
          </p>
        )}
      </section>
    </div>
  );
}
