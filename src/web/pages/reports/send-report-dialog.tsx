import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type Report, reportNotificationInputSchema } from "../../../shared/api/reports";
import { format } from "../../../shared/messages";
import { REPORT_TEXTS } from "../../../shared/texts/reports";
import { showFieldRefusal, toastApiError } from "../../api/errors";
import { DialogActions } from "../../components/dialog-actions";
import { Dialog, DialogBody, DialogContent, DialogHeader } from "../../components/ui/dialog";
import { InputField } from "../../components/ui/field";
import { notify } from "../../lib/toast";
import { sentEmailFailureText } from "../email-test/outcome";
import { useSendReport } from "./queries";

const recipientSchema = reportNotificationInputSchema.pick({ recipientEmail: true, recipientName: true });
type RecipientInput = z.input<typeof recipientSchema>;
type Recipient = z.output<typeof recipientSchema>;

/** "Envoyer par e-mail": a completed report to one recipient, its file attached. */
export function SendReportDialog({
  report,
  onClose,
  onCloseAutoFocus,
}: {
  report: Report | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const send = useSendReport();
  return (
    <Dialog open={report !== null} onOpenChange={(open) => !open && !send.isPending && onClose()}>
      {report && (
        <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
          <RecipientForm key={report.id} report={report} send={send} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function RecipientForm({
  report,
  send,
  onDone,
}: {
  report: Report;
  send: ReturnType<typeof useSendReport>;
  onDone: () => void;
}) {
  const form = useForm<RecipientInput, unknown, Recipient>({
    resolver: zodResolver(recipientSchema),
    defaultValues: { recipientEmail: "", recipientName: "" },
  });
  const { errors } = form.formState;
  const pending = send.isPending;

  const submit = form.handleSubmit((recipient) =>
    send.mutate(
      { reportId: report.id, ...recipient },
      {
        onSuccess: (sent) => {
          const failure = sentEmailFailureText(sent, REPORT_TEXTS.sendFailed);
          if (failure !== null) return void notify.error(failure);
          notify.success(format(REPORT_TEXTS.reportSent, { email: sent.message.to }));
          onDone();
        },
        onError: (error) => {
          if (showFieldRefusal(error, form, ["recipientEmail", "recipientName"])) return;
          toastApiError(error, REPORT_TEXTS.sendFailed);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <DialogHeader
        title={REPORT_TEXTS.sendTitle}
        description={format(REPORT_TEXTS.sendDescription, { fileName: report.fileName })}
      />
      <DialogBody className="grid gap-4">
        <InputField
          id="report-recipient-email"
          label={REPORT_TEXTS.recipientEmail}
          type="email"
          autoComplete="email"
          required
          aria-required="true"
          error={errors.recipientEmail?.message}
          className="[&_input]:max-sm:h-11"
          {...form.register("recipientEmail")}
        />
        <InputField
          id="report-recipient-name"
          label={REPORT_TEXTS.recipientName}
          autoComplete="name"
          hint={REPORT_TEXTS.recipientNameHint}
          error={errors.recipientName?.message}
          className="[&_input]:max-sm:h-11"
          {...form.register("recipientName")}
        />
      </DialogBody>
      <DialogActions
        pending={pending}
        cancelLabel={REPORT_TEXTS.cancel}
        actionLabel={REPORT_TEXTS.send}
        pendingLabel={REPORT_TEXTS.sending}
        icon={Send}
      />
    </form>
  );
}
