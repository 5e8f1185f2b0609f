import { SIGNATURE_MEANINGS } from "../../../shared/signatures";
import { APPLY_DIALOG_TEXTS } from "../../../shared/texts/results";
import { Field, fieldAria } from "../../components/ui/field";
import { Input } from "../../components/ui/input";

/**
 * The approval's electronic signature: who signs, what the signature means as it is recorded, and
 * the password typed again (Enter confirms).
 */
export function SignatureFields({
  id,
  signer,
  signatureRequired,
  error,
  password,
  onPasswordChange,
  onEnter,
}: {
  id: string;
  signer: string;
  signatureRequired: boolean;
  error?: string;
  password: string;
  onPasswordChange: (password: string) => void;
  onEnter: () => void;
}) {
  return (
    <fieldset className="mt-4 grid gap-3 rounded-lg border px-4 py-3">
      <legend className="px-1 text-sm font-semibold">{APPLY_DIALOG_TEXTS.signatureElectronique}</legend>
      <dl className="grid gap-1 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">{APPLY_DIALOG_TEXTS.signataire}</dt>
          <dd className="font-medium">{signer}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">{APPLY_DIALOG_TEXTS.signification}</dt>
          <dd className="font-medium">« {SIGNATURE_MEANINGS.periods} »</dd>
        </div>
      </dl>
      <Field
        id={id}
        label={APPLY_DIALOG_TEXTS.motDePasse}
        error={error}
        hint={
          signatureRequired
            ? APPLY_DIALOG_TEXTS.obligatoireVotreEntrepriseExige
            : APPLY_DIALOG_TEXTS.votreMotDePasse
        }
      >
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          maxLength={200}
          required={signatureRequired}
          onChange={(event) => onPasswordChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") onEnter();
          }}
          {...fieldAria(id, error)}
        />
      </Field>
    </fieldset>
  );
}
