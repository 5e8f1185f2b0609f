import { Loader2 } from "lucide-react";
import { useState } from "react";
import type { Campaign } from "../../../shared/api/campaigns";
import type { GeneratedReport, ReportType } from "../../../shared/api/reports";
import { FAILURE_MESSAGES, format } from "../../../shared/messages";
import { REPORT_TEXTS } from "../../../shared/texts/reports";
import { toastApiError } from "../../api/errors";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
} from "../../components/ui/dialog";
import { Notice } from "../../components/ui/notice";
import { notify } from "../../lib/toast";
import { GeneratedReportPanel } from "../reports/generated-report-panel";
import { generatedReportText } from "../reports/generation";
import { useGenerateReport } from "../reports/queries";
import { ReportFormatChoice } from "../reports/report-format-choice";

/** HTML first, the spec's default (§9), then PDF, then Excel. */
const FORMATS: readonly ReportType[] = ["html", "pdf", "xlsx"];

/**
 * The report dialog of the Campagnes screen (spec §2): the format, then the report itself, ready to
 * open or download, with a way to the Rapports screen.
 */
export function ReportDialog({
  campaign,
  onClose,
  onCloseAutoFocus,
}: {
  campaign: Campaign | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const generate = useGenerateReport("campaigns");
  const pending = generate.isPending;
  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      {campaign && (
        <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
          <ReportPanel key={campaign.id} campaign={campaign} generate={generate} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ReportPanel({
  campaign,
  generate,
}: {
  campaign: Campaign;
  generate: ReturnType<typeof useGenerateReport>;
}) {
  const [type, setType] = useState<ReportType>("html");
  const [report, setReport] = useState<GeneratedReport | null>(null);
  const pending = generate.isPending;

  const submit = () =>
    generate.mutate(
      { campaignId: campaign.id, type },
      {
        onSuccess: (generated) => {
          setReport(generated);
          notify.success(generatedReportText(generated));
        },
        onError: (error) => toastApiError(error, FAILURE_MESSAGES.generateReport),
      },
    );

  return (
    <>
      <DialogHeader
        title={REPORT_TEXTS.dialogTitle}
        description={format(REPORT_TEXTS.dialogDescription, { name: campaign.name })}
      />
      <DialogBody className="grid gap-4">
        <p className="sr-only" role="status">
          {pending ? REPORT_TEXTS.generating : ""}
        </p>
        {report ? (
          <GeneratedReportPanel report={report} />
        ) : (
          <>
            <ReportFormatChoice
              name="campaign-report-format"
              order={FORMATS}
              value={type}
              disabled={pending}
              onChange={setType}
            />
            <Notice>{REPORT_TEXTS.builtInPdf}</Notice>
          </>
        )}
      </DialogBody>
      <DialogFooter className="max-sm:[&>button]:h-11 max-sm:[&>button]:flex-1">
        {report ? (
          <DialogClose asChild>
            <Button variant="outline">{REPORT_TEXTS.close}</Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                {REPORT_TEXTS.cancel}
              </Button>
            </DialogClose>
            <Button disabled={pending} aria-busy={pending || undefined} onClick={submit}>
              {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {pending ? REPORT_TEXTS.generatingButton : REPORT_TEXTS.generate}
            </Button>
          </>
        )}
      </DialogFooter>
    </>
  );
}
