import { AlertDialog } from "radix-ui";
import { useEffect, useId, useState } from "react";
import { TEXT_LIMITS } from "../../../shared/limits";
import { EVOLUTION_LABELS } from "../../../shared/opperet";
import { APPLY_DIALOG_TEXTS } from "../../../shared/texts/results";
import { Button } from "../../components/ui/button";
import { Field, fieldAria, Textarea } from "../../components/ui/field";
import { countOf } from "../../lib/count";
import { formatDateTime, formatNumber } from "../../lib/format";
import type { StatusCounts } from "./forced-periods";
import { SignatureFields } from "./signature-fields";

/** What applying will also do: save the forced periods still unsaved, apply again over earlier periods. */
function ApplyNotes({ unsaved, appliedAt }: { unsaved: number; appliedAt: string | null }) {
  return (
    <>
      {unsaved > 0 && (
        <p className="font-medium text-amber-900">
          {unsaved > 1
            ? APPLY_DIALOG_TEXTS.lesPeriodesForceesModifiees(formatNumber(unsaved))
            : APPLY_DIALOG_TEXTS.laPeriodeForceeModifiee}
        </p>
      )}
      {appliedAt && (
        <p>
          {APPLY_DIALOG_TEXTS.lesPeriodesOntDeja}
          {formatDateTime(appliedAt)}
          {APPLY_DIALOG_TEXTS.lesAppliquerDeNouveau}
        </p>
      )}
    </>
  );
}

/**
 * Asks before applying the periods (DESIGN.md §6): what will change on each instrument, and that
 * forced periods typed but not saved yet are saved first, in the same step, with their reason
 * (decision 021; required by the server under « Exiger un motif », its refusal shown under the field).
 * Applying is approving (issue 23): the approver signs with their password typed again, the
 * signature's meaning shown as it is recorded; optional unless the company requires it, the
 * server's refusal (wrong password, signature required, double validation) shown in the dialog.
 */
export function ApplyDialog({
  open,
  onOpenChange,
  counts,
  unsaved,
  appliedAt,
  pending,
  reasonError,
  signer,
  signatureRequired,
  signatureError,
  refusal,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  counts: StatusCounts;
  /** Forced periods typed and not saved yet. */
  unsaved: number;
  appliedAt: string | null;
  pending: boolean;
  /** The server's message on `reason`, if it refused the unsaved forced periods. */
  reasonError?: string;
  /** Who signs: the signed-in user's name. */
  signer: string;
  /** « Approbation signée obligatoire » (the company's setting). */
  signatureRequired: boolean;
  /** The server's message on the signature's password. */
  signatureError?: string;
  /** A refusal of the approval itself (« Double validation »), in the server's words. */
  refusal?: string;
  onConfirm: (input: { reason: string; password: string }) => void;
}) {
  const id = useId();
  const passwordId = useId();
  const [reason, setReason] = useState("");
  const [password, setPassword] = useState("");
  useEffect(() => {
    if (open) {
      setReason("");
      setPassword("");
    }
  }, [open]);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border bg-card p-6 shadow-2xl max-h-[calc(100dvh-2rem)]">
          <AlertDialog.Title className="text-lg font-semibold">
            {APPLY_DIALOG_TEXTS.approuverEtAppliquerLes}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 grid gap-3 text-sm text-muted-foreground">
              <p>
                {APPLY_DIALOG_TEXTS.laPeriodeActuelleDe}
                {countOf(counts.total, "instrument")}
                {APPLY_DIALOG_TEXTS.calculesSeraRemplaceePar}
              </p>
              <ul className="grid gap-1 rounded-lg border bg-muted/50 px-4 py-3 text-foreground">
                {(["extended", "reduced", "maintained"] as const).map((status) => (
                  <li key={status} className="flex justify-between gap-4">
                    <span>{EVOLUTION_LABELS[status]}</span>
                    <span className="font-medium tabular-nums">{formatNumber(counts[status])}</span>
                  </li>
                ))}
              </ul>
              <ApplyNotes unsaved={unsaved} appliedAt={appliedAt} />
              <p>{APPLY_DIALOG_TEXTS.lesEquipementsSansResultat}</p>
            </div>
          </AlertDialog.Description>
          {unsaved > 0 && (
            <Field
              id={id}
              className="mt-4"
              label={
                unsaved > 1 ? APPLY_DIALOG_TEXTS.motifDesPeriodesForcees : APPLY_DIALOG_TEXTS.motifDeLaPeriode
              }
              error={reasonError}
              hint={APPLY_DIALOG_TEXTS.ilFigureDansLes}
            >
              <Textarea
                value={reason}
                maxLength={TEXT_LIMITS.reason}
                rows={2}
                onChange={(event) => setReason(event.target.value)}
                {...fieldAria(id, reasonError)}
              />
            </Field>
          )}
          <SignatureFields
            id={passwordId}
            signer={signer}
            signatureRequired={signatureRequired}
            error={signatureError}
            password={password}
            onPasswordChange={setPassword}
            onEnter={() => {
              if (!pending) onConfirm({ reason: reason.trim(), password });
            }}
          />
          {refusal && (
            <p
              role="alert"
              className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
            >
              {refusal}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{APPLY_DIALOG_TEXTS.annuler}</Button>
            </AlertDialog.Cancel>
            <Button
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={() => onConfirm({ reason: reason.trim(), password })}
            >
              {pending
                ? APPLY_DIALOG_TEXTS.application
                : unsaved > 0
                  ? APPLY_DIALOG_TEXTS.sauvegarderApprouverEtAppliquer
                  : APPLY_DIALOG_TEXTS.approuverEtAppliquer}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
