import { AlertTriangle, CheckCircle2, FileUp } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import { type EquipmentDraft, parseEquipmentCsv } from "../../../shared/equipment-import";
import { EQUIPMENT_ADD_TEXTS } from "../../../shared/texts/campaign-equipment";
import { Button } from "../../components/ui/button";
import { Label, Textarea } from "../../components/ui/field";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { countOf } from "../../lib/count";

/** Adding to the list in slices keeps the page responsive and lets the progress bar move. */
const SLICE = 500;

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
        placeholder={EQUIPMENT_ADD_TEXTS.csvExample}
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
