import { AlertCircle, AlertTriangle, Plus } from "lucide-react";
import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { draftRefusal } from "../../../shared/api/equipment";
import { type EquipmentDraft, parsePeriod } from "../../../shared/equipment-import";
import { EQUIPMENT_ADD_TEXTS } from "../../../shared/texts/campaign-equipment";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { duplicateMessage } from "./equipment-items";

type QuickAddField = "name" | "serialNumber" | "currentPeriod" | "type";

/**
 * Quick add (spec §5): name, reference and period all required, else the add is silently ignored;
 * the period is read as an integer ("2.5" is 2). What the server would refuse (a negative period, a
 * name too long…) is said under the form, on the field at fault, before anything is added.
 */
export function QuickAddForm({
  references,
  onAdd,
}: {
  references: ReadonlySet<string>;
  onAdd: (drafts: EquipmentDraft[]) => void;
}) {
  const [values, setValues] = useState<Record<QuickAddField, string>>({
    name: "",
    serialNumber: "",
    currentPeriod: "",
    type: "",
  });
  const [refusal, setRefusal] = useState<{ field: QuickAddField; message: string } | null>(null);
  const inputs = {
    name: useRef<HTMLInputElement>(null),
    serialNumber: useRef<HTMLInputElement>(null),
    currentPeriod: useRef<HTMLInputElement>(null),
    type: useRef<HTMLInputElement>(null),
  };
  const reference = values.serialNumber.trim();
  const duplicate = references.has(reference);
  useUnsavedChanges(Object.values(values).some((value) => value.trim() !== ""));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const draft = {
      name: values.name.trim(),
      serialNumber: reference,
      currentPeriod: parsePeriod(values.currentPeriod),
      type: values.type.trim() || null,
    };
    if (!draft.name || !draft.serialNumber || values.currentPeriod.trim() === "" || duplicate) return;
    const refused = draftRefusal(draft);
    if (refused) {
      setRefusal(refused);
      inputs[refused.field].current?.focus();
      return;
    }
    onAdd([draft]);
    setValues({ name: "", serialNumber: "", currentPeriod: "", type: "" });
    setRefusal(null);
    inputs.name.current?.focus();
  };

  const change = (field: QuickAddField) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (refusal?.field === field) setRefusal(null);
  };
  /** The refusal's description on its input. */
  const aria = (field: QuickAddField) =>
    refusal?.field === field
      ? { "aria-invalid": true as const, "aria-describedby": "quick-add-error" }
      : { "aria-invalid": undefined, "aria-describedby": undefined };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="quick-add-title" className="grid content-start gap-3">
      <h3 id="quick-add-title" className="text-sm font-semibold">
        {EQUIPMENT_ADD_TEXTS.ajouterUnEquipement}
      </h3>
      <label htmlFor="quick-add-name" className="sr-only">
        {EQUIPMENT_ADD_TEXTS.nomDeLEquipement}
      </label>
      <Input
        ref={inputs.name}
        id="quick-add-name"
        placeholder={EQUIPMENT_ADD_TEXTS.nom}
        autoComplete="off"
        aria-required="true"
        value={values.name}
        onChange={change("name")}
        {...aria("name")}
      />
      <div className="grid grid-cols-2 gap-3">
        <label htmlFor="quick-add-reference" className="sr-only">
          {EQUIPMENT_ADD_TEXTS.reference}
        </label>
        <Input
          ref={inputs.serialNumber}
          id="quick-add-reference"
          placeholder={EQUIPMENT_ADD_TEXTS.referenceRequired}
          autoComplete="off"
          aria-required="true"
          className="font-mono text-[13px] placeholder:font-sans placeholder:text-sm"
          value={values.serialNumber}
          onChange={change("serialNumber")}
          {...(duplicate
            ? { "aria-invalid": true as const, "aria-describedby": "quick-add-duplicate" }
            : aria("serialNumber"))}
        />
        <label htmlFor="quick-add-period" className="sr-only">
          {EQUIPMENT_ADD_TEXTS.periodeMois}
        </label>
        <Input
          ref={inputs.currentPeriod}
          id="quick-add-period"
          inputMode="numeric"
          placeholder={EQUIPMENT_ADD_TEXTS.periodeMoisRequired}
          autoComplete="off"
          aria-required="true"
          value={values.currentPeriod}
          onChange={change("currentPeriod")}
          {...aria("currentPeriod")}
        />
      </div>
      <label htmlFor="quick-add-type" className="sr-only">
        {EQUIPMENT_ADD_TEXTS.typeFacultatif}
      </label>
      <Input
        ref={inputs.type}
        id="quick-add-type"
        placeholder={EQUIPMENT_ADD_TEXTS.typeFacultatifPressionTemperature}
        autoComplete="off"
        value={values.type}
        onChange={change("type")}
        {...aria("type")}
      />
      {duplicate && (
        <p
          id="quick-add-duplicate"
          role="alert"
          className="flex items-center gap-1.5 text-xs font-medium text-amber-800"
        >
          <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />
          {duplicateMessage(reference)}
        </p>
      )}
      {refusal && (
        <p
          id="quick-add-error"
          role="alert"
          className="flex items-center gap-1.5 text-xs font-medium text-destructive"
        >
          <AlertCircle className="size-3.5 shrink-0" aria-hidden="true" />
          {refusal.message}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary">
          <Plus />
          {EQUIPMENT_ADD_TEXTS.ajouter}
        </Button>
        <p className="text-xs text-muted-foreground">{EQUIPMENT_ADD_TEXTS.nomReferenceEtPeriode}</p>
      </div>
    </form>
  );
}
