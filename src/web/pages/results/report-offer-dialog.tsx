import { CheckCircle2, FileText } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { ReportType } from "../../../shared/api/reports";
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from "../../../shared/messages";
import { REPORT_TEXTS } from "../../../shared/texts/reports";
import { REPORT_OFFER_DIALOG_TEXTS } from "../../../shared/texts/results";
import { toastApiError } from "../../api/errors";
import { DialogActions } from "../../components/dialog-actions";
import { Dialog, DialogBody, DialogContent, DialogHeader } from "../../components/ui/dialog";
import { notify } from "../../lib/toast";
import { generatedReportText } from "../reports/generation";
import { useGenerateReport } from "../reports/queries";
import { ReportFormatChoice } from "../reports/report-format-choice";

/** What the synthesis report of a campaign contains (spec §2). */
export const REPORT_CONTENTS = [
  REPORT_OFFER_DIALOG_TEXTS.lesInformationsDeLa,
  REPORT_OFFER_DIALOG_TEXTS.lesParticipantsParProfil,
  REPORT_OFFER_DIALOG_TEXTS.lesEquipementsAvecLeurs,
  REPORT_OFFER_DIALOG_TEXTS.lesNouvellesPeriodesEt,
  REPORT_OFFER_DIALOG_TEXTS.lEvolutionEtLe,
] as const;

/** PDF first, the report of the results page (spec §7–8), then Excel and HTML. */
const FORMATS: readonly ReportType[] = ["pdf", "xlsx", "html"];

/**
 * Offered once the periods are applied (spec §2): the synthesis report, generated here; on success
 * the Rapports screen shows it.
 */
export function ReportOfferDialog({
  campaignId,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  campaignId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const navigate = useNavigate();
  const generate = useGenerateReport("results");
  const [type, setType] = useState<ReportType>("pdf");
  const pending = generate.isPending;

  const submit = () =>
    generate.mutate(
      { campaignId, type },
      {
        onSuccess: (report) => {
          notify.success(generatedReportText(report), SUCCESS_MESSAGES.reportGeneratedTitle);
          navigate("/reports");
        },
        onError: (error) =>
          toastApiError(
            error,
            type === "pdf" ? FAILURE_MESSAGES.generatePdfReport : FAILURE_MESSAGES.generateReport,
          ),
      },
    );

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader
          title={REPORT_OFFER_DIALOG_TEXTS.genererLeRapportDe}
          description={REPORT_OFFER_DIALOG_TEXTS.lesNouvellesPeriodesSont}
        />
        <DialogBody className="grid gap-5 text-sm">
          <div className="grid gap-3">
            <p className="font-medium">{REPORT_OFFER_DIALOG_TEXTS.leRapportContiendra}</p>
            <ul aria-label={REPORT_OFFER_DIALOG_TEXTS.contenuDuRapport} className="grid gap-2">
              {REPORT_CONTENTS.map((line) => (
                <li key={line} className="flex gap-2">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                  {line}
                </li>
              ))}
            </ul>
          </div>
          <ReportFormatChoice
            name="results-report-format"
            order={FORMATS}
            value={type}
            disabled={pending}
            onChange={setType}
          />
          <p className="sr-only" role="status">
            {pending ? REPORT_TEXTS.generating : ""}
          </p>
        </DialogBody>
        <DialogActions
          pending={pending}
          cancelLabel={REPORT_OFFER_DIALOG_TEXTS.fermer}
          actionLabel={REPORT_OFFER_DIALOG_TEXTS.genererLeRapport}
          pendingLabel={REPORT_TEXTS.generatingButton}
          icon={FileText}
          onAction={submit}
        />
      </DialogContent>
    </Dialog>
  );
}
