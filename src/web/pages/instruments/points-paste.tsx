import { useState } from "react";
import { CONFORMITY_TEXTS } from "../../../shared/texts/conformity";
import { Button } from "../../components/ui/button";
import { Textarea } from "../../components/ui/field";
import { fill } from "../../lib/format";
import { type PointRow, pastePoints } from "./paste-points";

/**
 * Points pasted from a spreadsheet, one per line: read on « Remplir les points »; a line that
 * cannot be read is named, and nothing is filled.
 */
export function PointsPaste({ onPaste }: { onPaste: (points: PointRow[]) => void }) {
  const [pasted, setPasted] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fillFromPaste = () => {
    const result = pastePoints(pasted);
    if ("line" in result) {
      setError(
        fill(CONFORMITY_TEXTS.pasteRefused, {
          n: result.line,
          reason: result.reason === "phase" ? CONFORMITY_TEXTS.pastePhase : CONFORMITY_TEXTS.pasteNumber,
        }),
      );
      return;
    }
    setError(null);
    setPasted("");
    onPaste(result.points);
  };
  return (
    <div className="grid gap-2">
      <label htmlFor="event-points-paste" className="text-xs text-muted-foreground">
        {CONFORMITY_TEXTS.pasteHint}
      </label>
      <Textarea
        id="event-points-paste"
        rows={4}
        className="font-mono text-xs"
        value={pasted}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "event-points-paste-error" : undefined}
        onChange={(change) => setPasted(change.currentTarget.value)}
      />
      {error && (
        <p id="event-points-paste-error" role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="button" size="sm" className="justify-self-start max-sm:h-11" onClick={fillFromPaste}>
        {CONFORMITY_TEXTS.pasteApply}
      </Button>
    </div>
  );
}
