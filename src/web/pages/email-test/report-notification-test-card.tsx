import { FileText } from "lucide-react";
import { useMemo, useState } from "react";
import { REPORT_TYPE_LABELS } from "../../../shared/constants";
import { FAILURE_MESSAGES, FIELD_MESSAGES } from "../../../shared/messages";
import { EMAIL_TEST_TEXTS } from "../../../shared/texts/email-test";
import { toastApiError } from "../../api/errors";
import { useReports } from "../../api/hooks";
import { Field, InputField, NativeSelect } from "../../components/ui/field";
import { formatDateTime } from "../../lib/format";
import { announceSentEmail } from "./announce-sent-email";
import { isValidRecipient, reportNotificationOf } from "./outcome";
import { useSendReportNotification } from "./queries";
import { TestCard } from "./test-card";

const TOUCH = "max-sm:h-11";

/** Card 2: a completed report sent to an address (POST /api/emails/report-notification). */
export function ReportNotificationTestCard({ allowed }: { allowed: boolean }) {
  const reports = useReports();
  const completed = useMemo(
    () => reports.data?.filter((r) => r.status === "completed") ?? [],
    [reports.data],
  );
  const [reportId, setReportId] = useState<number | null>(null);
  const [recipientEmail, setRecipientEmail] = useState("");
  const [recipientName, setRecipientName] = useState("");
  const [emailTouched, setEmailTouched] = useState(false);
  const send = useSendReportNotification();

  const input = reportNotificationOf({ reportId, recipientEmail, recipientName });
  const emailError =
    emailTouched && recipientEmail.trim() !== "" && !isValidRecipient(recipientEmail)
      ? FIELD_MESSAGES.emailInvalid
      : undefined;

  const submit = () => {
    if (!input) return;
    send.mutate(input, {
      onSuccess: (sent) => {
        announceSentEmail(sent);
      },
      onError: (error) => toastApiError(error, FAILURE_MESSAGES.sendTestEmail),
    });
  };

  const reportHint = reports.data && completed.length === 0 ? EMAIL_TEST_TEXTS.noReports : undefined;
  return (
    <TestCard
      id="notification-test"
      icon={FileText}
      title={EMAIL_TEST_TEXTS.notificationTitle}
      description={EMAIL_TEST_TEXTS.notificationDescription}
      allowed={allowed}
      notAllowed={EMAIL_TEST_TEXTS.notificationNotAllowed}
      ready={input !== null}
      pending={send.isPending}
      sendLabel={EMAIL_TEST_TEXTS.sendNotification}
      onSubmit={submit}
    >
      <Field id="notification-report" label={EMAIL_TEST_TEXTS.reportLabel} hint={reportHint} required>
        <NativeSelect
          id="notification-report"
          aria-describedby={reportHint ? "notification-report-hint" : undefined}
          className={TOUCH}
          value={reportId ?? ""}
          onChange={(event) => setReportId(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{EMAIL_TEST_TEXTS.reportPlaceholder}</option>
          {completed.map((report) => (
            <option key={report.id} value={report.id}>
              {`${report.campaignName} — ${REPORT_TYPE_LABELS[report.type]} du ${formatDateTime(report.createdAt)}`}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <InputField
        id="notification-email"
        label={EMAIL_TEST_TEXTS.recipientEmail}
        type="email"
        autoComplete="email"
        required
        aria-required="true"
        className="[&_input]:max-sm:h-11"
        value={recipientEmail}
        error={emailError}
        onChange={(event) => setRecipientEmail(event.target.value)}
        onBlur={() => setEmailTouched(true)}
      />
      <InputField
        id="notification-name"
        label={EMAIL_TEST_TEXTS.recipientName}
        autoComplete="name"
        hint={EMAIL_TEST_TEXTS.recipientNameHint}
        className="[&_input]:max-sm:h-11"
        value={recipientName}
        onChange={(event) => setRecipientName(event.target.value)}
      />
    </TestCard>
  );
}
