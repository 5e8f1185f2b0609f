import { CheckCircle2, CircleAlert, FileUp, Info } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { CONFORMITY_TEXTS } from "../../../shared/texts/conformity";
import { apiErrorText } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/dialog";
import { fill, formatDay } from "../../lib/format";
import { ResultBadge } from "./badges";
import { useImportCertificate } from "./queries";

type Outcome =
  | {
      file: string;
      kind: "created" | "again";
      instrumentId: number;
      date: string;
      result: "conforme" | "non_conforme" | "ajuste";
    }
  | { file: string; kind: "refused"; reason: string };

/**
 * « Importer des certificats (DCC) » from the Parc: several files, each sent on its own and matched
 * to the instrument it names. Each file's outcome is listed: its calibration recorded, already
 * there, or the server's French reason it was refused (nothing written for it).
 */
export function CertificatesImportDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const id = useId();
  const importing = useImportCertificate(null);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [running, setRunning] = useState(false);

  const run = async (files: File[]) => {
    setRunning(true);
    setOutcomes([]);
    for (const file of files) {
      try {
        const answer = await importing.mutateAsync(file);
        setOutcomes((done) => [
          ...done,
          {
            file: file.name,
            kind: answer.created ? "created" : "again",
            instrumentId: answer.instrumentId,
            date: answer.event.date,
            result: answer.event.result,
          },
        ]);
      } catch (error) {
        setOutcomes((done) => [
          ...done,
          {
            file: file.name,
            kind: "refused",
            reason: apiErrorText(error, CONFORMITY_TEXTS.importCertificateFailed) ?? "",
          },
        ]);
      }
    }
    setRunning(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (running) return;
        if (!next) setOutcomes([]);
        onOpenChange(next);
      }}
    >
      <DialogContent size="lg" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader title={CONFORMITY_TEXTS.bulkTitle} description={CONFORMITY_TEXTS.bulkDescription} />
        <DialogBody className="grid gap-4 max-sm:px-4">
          <label
            htmlFor={`${id}-files`}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm hover:bg-muted/50 has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <FileUp className="size-6 text-primary" aria-hidden="true" />
            <span className="font-medium">{CONFORMITY_TEXTS.bulkChoose}</span>
            <span className="text-xs text-muted-foreground">{CONFORMITY_TEXTS.importCertificateHint}</span>
            <input
              id={`${id}-files`}
              type="file"
              multiple
              accept=".xml,application/xml,text/xml"
              className="sr-only"
              disabled={running}
              onChange={(change) => {
                const files = [...(change.currentTarget.files ?? [])];
                change.currentTarget.value = "";
                if (files.length > 0) void run(files);
              }}
            />
          </label>
          {outcomes.length > 0 && (
            <ul className="grid gap-2" aria-live="polite" aria-label={CONFORMITY_TEXTS.bulkResults}>
              {outcomes.map((outcome, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: one outcome per file, in the order sent.
                  key={index}
                  className="flex items-start gap-2 rounded-md border px-3 py-2 text-sm"
                  data-outcome={outcome.kind}
                >
                  {outcome.kind === "refused" ? (
                    <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                  ) : outcome.kind === "again" ? (
                    <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  ) : (
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                  )}
                  <div className="grid min-w-0 gap-1">
                    <p className="font-medium break-all">{outcome.file}</p>
                    {outcome.kind === "refused" ? (
                      <p className="text-destructive">{outcome.reason}</p>
                    ) : (
                      <p className="flex flex-wrap items-center gap-2">
                        {outcome.kind === "again"
                          ? CONFORMITY_TEXTS.importCertificateAgain
                          : fill(CONFORMITY_TEXTS.bulkCreated, { date: formatDay(outcome.date) })}
                        <ResultBadge result={outcome.result} />
                        <Link
                          to={`/instruments/${outcome.instrumentId}`}
                          className="font-medium text-primary underline-offset-4 hover:underline"
                        >
                          {CONFORMITY_TEXTS.bulkOpen}
                        </Link>
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </DialogBody>
        <DialogFooter className="max-sm:[&>button]:h-11 max-sm:[&>button]:flex-1">
          <Button type="button" variant="outline" disabled={running} onClick={() => onOpenChange(false)}>
            {running ? CONFORMITY_TEXTS.importing : CONFORMITY_TEXTS.close}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
