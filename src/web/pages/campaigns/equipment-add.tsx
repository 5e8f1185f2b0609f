import { AlertCircle, AlertTriangle, CheckCircle2, FileUp, Plus } from "lucide-react";
import { type ChangeEvent, type FormEvent, useDeferredValue, useMemo, useRef, useState } from "react";
import { draftRefusal } from "../../../shared/api/equipment";
import { type EquipmentDraft, parseEquipmentCsv, parsePeriod } from "../../../shared/equipment-import";
import { EQUIPMENT_ADD_TEXTS } from "../../../shared/texts/campaign-equipment";
import { Button } from "../../components/ui/button";
import { Label, Textarea } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { countOf } from "../../lib/count";
import { duplicateMessage } from "./equipment-items";

/** Adding to the list in slices keeps the page responsive and lets the progress bar move. */
const SLICE = 500;

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
          placeholder={EQUIPMENT_ADD_TEXTS.reference2}
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
          placeholder={EQUIPMENT_ADD_TEXTS.periodeMois2}
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

function nonEmptyLines(text: string): number {
  let count = 0;
  for (const line of text.split(/\r\n|\n|\r/)) if (line.trim() !== "") count++;
  return count;
}

/** The CSV bulk import (spec §5): "name,reference,period" per line, parsed by the shared parser. */
export function CsvImport({
  references,
  onAdd,
}: {
  references: ReadonlySet<string>;
  onAdd: (drafts: EquipmentDraft[]) => void;
}) {
  const [text, setText] = useState("");
  const deferred = useDeferredValue(text);
  const parsed = useMemo(() => parseEquipmentCsv(deferred), [deferred]);
  const lines = useMemo(() => nonEmptyLines(deferred), [deferred]);
  const withoutPeriod = parsed.filter((d) => d.currentPeriod === 0).length;
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<{ added: number; skipped: string[] } | null>(null);
  // A pasted list not imported yet is unsaved input.
  useUnsavedChanges(text.trim() !== "" || progress !== null);

  const run = async () => {
    const drafts = parseEquipmentCsv(text);
    if (drafts.length === 0 || progress) return;
    const seen = new Set(references);
    const accepted: EquipmentDraft[] = [];
    const skipped: string[] = [];
    for (const draft of drafts) {
      if (seen.has(draft.serialNumber)) skipped.push(draft.serialNumber);
      else {
        seen.add(draft.serialNumber);
        accepted.push(draft);
      }
    }
    setResult(null);
    for (let start = 0; start < accepted.length; start += SLICE) {
      onAdd(accepted.slice(start, start + SLICE));
      setProgress({ done: Math.min(start + SLICE, accepted.length), total: accepted.length });
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    setProgress(null);
    setText("");
    setResult({ added: accepted.length, skipped });
  };

  return (
    <section aria-labelledby="csv-import-title" className="grid content-start gap-2">
      <div className="flex items-center justify-between gap-3">
        <h3 id="csv-import-title" className="text-sm font-semibold">
          <Label htmlFor="csv-import-text">{EQUIPMENT_ADD_TEXTS.importCsvEnMasse}</Label>
        </h3>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {deferred.trim() === ""
            ? EQUIPMENT_ADD_TEXTS.uneLigneParEquipement
            : `${countOf(parsed.length, "ligne reconnue", "lignes reconnues")}${lines > parsed.length ? EQUIPMENT_ADD_TEXTS.sur(lines) : ""}`}
        </p>
      </div>
      <Textarea
        id="csv-import-text"
        rows={3}
        spellCheck={false}
        value={text}
        disabled={progress !== null}
        placeholder={EQUIPMENT_ADD_TEXTS.manometreNumeriqueMan0042}
        aria-describedby="csv-import-format"
        className="min-h-[5.25rem] font-mono text-[13px] leading-relaxed"
        onChange={(event) => {
          setText(event.target.value);
          setResult(null);
        }}
      />
      <p id="csv-import-format" className="text-xs text-muted-foreground">
        {EQUIPMENT_ADD_TEXTS.format}
        <span className="font-mono text-foreground">{EQUIPMENT_ADD_TEXTS.nomReferencePeriodeType}</span>
        {EQUIPMENT_ADD_TEXTS.periodeEnMoisType}
        {withoutPeriod > 0 &&
          EQUIPMENT_ADD_TEXTS.sansPeriodeValideDans(
            countOf(withoutPeriod, "ligne", "lignes"),
            withoutPeriod > 1
              ? EQUIPMENT_ADD_TEXTS.ellesSerontSignalees
              : EQUIPMENT_ADD_TEXTS.elleSeraSignalee,
          )}
      </p>
      {progress && (
        <div className="grid gap-1" role="status">
          <span className="text-xs font-medium">
            {EQUIPMENT_ADD_TEXTS.ajoutEnCours}
            {progress.done} / {progress.total}
          </span>
          <div
            role="progressbar"
            aria-label={EQUIPMENT_ADD_TEXTS.ajoutDesEquipements}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            className="h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width]"
              style={{ width: `${(100 * progress.done) / progress.total}%` }}
            />
          </div>
        </div>
      )}
      {result && (
        <p role="status" className="grid gap-1 text-xs">
          <span className="flex items-center gap-1.5 font-medium text-emerald-800">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            {countOf(
              result.added,
              EQUIPMENT_ADD_TEXTS.equipementAjoute,
              EQUIPMENT_ADD_TEXTS.equipementsAjoutes,
            )}
            {EQUIPMENT_ADD_TEXTS.aLaListe}
          </span>
          {result.skipped.length > 0 && (
            <span className="flex items-start gap-1.5 font-medium text-amber-800">
              <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              {countOf(
                result.skipped.length,
                EQUIPMENT_ADD_TEXTS.ligneIgnoree,
                EQUIPMENT_ADD_TEXTS.lignesIgnorees,
              )}
              {EQUIPMENT_ADD_TEXTS.referenceDejaDansLa}
              {result.skipped.slice(0, 5).join(", ")}
              {result.skipped.length > 5 ? ", ..." : ""})
            </span>
          )}
        </p>
      )}
      <Button
        type="button"
        variant="secondary"
        className="justify-self-start"
        disabled={parsed.length === 0 || progress !== null}
        onClick={() => void run()}
      >
        <FileUp />
        {parsed.length === 0
          ? EQUIPMENT_ADD_TEXTS.importerLesLignes
          : EQUIPMENT_ADD_TEXTS.importer(countOf(parsed.length, "ligne", "lignes"))}
      </Button>
    </section>
  );
}
