import { CheckCircle2, Cpu, Loader2, PlugZap, XCircle } from "lucide-react";
import { useState } from "react";
import type { PdfTestResult } from "../../../shared/api/reports";
import { FAILURE_MESSAGES, format } from "../../../shared/messages";
import { SETTINGS_TEXTS } from "../../../shared/texts/settings";
import { pdfTestErrorText } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { formatDateTime, formatNumber } from "../../lib/format";
import { notify } from "../../lib/toast";
import { creditsText, formatDuration, pdfTestFailureText } from "./pdf-test";
import { usePdfTest } from "./queries";

const FACTS = [
  [SETTINGS_TEXTS.engineLabel, SETTINGS_TEXTS.engineValue],
  [SETTINGS_TEXTS.keyLabel, SETTINGS_TEXTS.keyValue],
  [SETTINGS_TEXTS.creditsLabel, SETTINGS_TEXTS.creditsValue],
  [SETTINGS_TEXTS.serviceLabel, SETTINGS_TEXTS.serviceValue],
] as const;

interface Tested {
  result: PdfTestResult;
  at: Date;
}

function TestOutcome({ tested }: { tested: Tested }) {
  const { result, at } = tested;
  const ok = result.success;
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <div
      role="status"
      aria-label={ok ? SETTINGS_TEXTS.successTitle : SETTINGS_TEXTS.failureTitle}
      className={
        ok
          ? "rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-950"
          : "rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-destructive"
      }
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        {ok ? SETTINGS_TEXTS.successTitle : FAILURE_MESSAGES.pdfTestFailed}
      </p>
      <ul className="mt-2 grid gap-1 pl-7 text-sm">
        {!ok && <li className="font-medium">{pdfTestFailureText(result)}</li>}
        <li>{format(SETTINGS_TEXTS.engine, { engine: result.engine })}</li>
        <li>{creditsText(result.remainingCredits)}</li>
        {ok && <li>{format(SETTINGS_TEXTS.pages, { n: formatNumber(result.pageCount) })}</li>}
        <li>{format(SETTINGS_TEXTS.duration, { duration: formatDuration(result.durationMs) })}</li>
        <li className="opacity-80">{format(SETTINGS_TEXTS.testedAt, { date: formatDateTime(at) })}</li>
      </ul>
    </div>
  );
}

/**
 * The PDF card (spec §2): Calibra makes its PDFs itself (no service, no key, no credits); the
 * connection test has the built-in engine make a page and says how it went (spec §8).
 */
export function PdfEngineCard({ canTest }: { canTest: boolean }) {
  const test = usePdfTest();
  const [tested, setTested] = useState<Tested | null>(null);

  const run = () =>
    test.mutate(undefined, {
      onSuccess: (result) => {
        setTested({ result, at: new Date() });
        if (result.success) notify.success(SETTINGS_TEXTS.successToast);
        else notify.error(pdfTestFailureText(result), FAILURE_MESSAGES.pdfTestFailed);
      },
      onError: (error) => {
        const text = pdfTestErrorText(error);
        if (text) notify.error(text);
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Cpu className="size-5 text-primary" aria-hidden="true" />
          {SETTINGS_TEXTS.pdfTitle}
        </CardTitle>
        <CardDescription>{SETTINGS_TEXTS.pdfDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid gap-x-6 gap-y-3 rounded-lg border bg-muted/40 px-4 py-3 text-sm sm:grid-cols-2">
          {FACTS.map(([label, value]) => (
            <div key={label} className="grid content-start gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-2">
          <Button
            className="w-full sm:w-fit max-sm:h-11"
            disabled={!canTest || test.isPending}
            aria-busy={test.isPending || undefined}
            aria-describedby="pdf-test-hint"
            onClick={run}
          >
            {test.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <PlugZap aria-hidden="true" />
            )}
            {test.isPending ? SETTINGS_TEXTS.testing : SETTINGS_TEXTS.testButton}
          </Button>
          <p id="pdf-test-hint" className="text-xs text-muted-foreground">
            {canTest ? SETTINGS_TEXTS.testHint : SETTINGS_TEXTS.testNotAllowed}
          </p>
        </div>
        {tested && <TestOutcome tested={tested} />}
      </CardContent>
    </Card>
  );
}
