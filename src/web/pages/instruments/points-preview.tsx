import type { UseQueryResult } from "@tanstack/react-query";
import type { DecisionPreview } from "../../../shared/api/calibration-events";
import { CONFORMITY_TEXTS, DECISION_RULE_LABELS } from "../../../shared/texts/conformity";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { serverMessageOf } from "../../api/errors";
import { Notice } from "../../components/ui/notice";
import { ResultBadge } from "./badges";
import { EventPoints } from "./event-points";

/**
 * What the server says of the points typed: the result they give under the instrument's rule, and
 * each point on its tolerance bar; or, when it refuses them, its French reason.
 */
export function PointsPreview({ preview }: { preview: UseQueryResult<DecisionPreview> }) {
  if (preview.isError)
    return <Notice tone="warning">{serverMessageOf(preview.error, LIFE_TEXTS.recordFailed)}</Notice>;
  const data = preview.data;
  if (!data || data.points.length === 0) return null;
  return (
    <div className="grid gap-2" aria-live="polite" data-decision-preview={data.result ?? ""}>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span>{CONFORMITY_TEXTS.previewResult}</span>
        {data.result && <ResultBadge result={data.result} />}
        <span className="text-xs text-muted-foreground">
          {CONFORMITY_TEXTS.rule} : {DECISION_RULE_LABELS[data.decisionRule]}
        </span>
      </p>
      <EventPoints
        points={data.points.map((point) => ({ ...point, id: point.position }))}
        rule={null}
        id="event-preview-points"
      />
    </div>
  );
}
