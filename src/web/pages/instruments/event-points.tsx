import type { CalibrationPoint } from "../../../shared/api/calibration-events";
import type { DecisionRule } from "../../../shared/conformity/decide-point";
import { CONFORMITY_TEXTS, DECISION_RULE_LABELS, POINT_PHASE_LABELS } from "../../../shared/texts/conformity";
import { TableScroll } from "../../components/ui/table-scroll";
import { formatPercent } from "../../lib/format";
import { formatError } from "./calibration";
import { DecisionBadge, ToleranceBar } from "./tolerance-bar";

/** "2,5", "∞" (U = 0): the ratio a metrologist reads. */
const turText = (tur: number | null) => (tur === null ? "∞" : formatError(Number(tur.toPrecision(3))));

/** "0,8 %", "< 0,01 %": the global false accept risk. */
export function pfaText(risk: number): string {
  if (risk === 0) return "0 %";
  if (risk < 0.0001) return "< 0,01 %";
  return formatPercent(risk * 100, risk < 0.01 ? 2 : 1);
}

const valueText = (value: number | null) => (value === null ? "—" : formatError(value));

/**
 * An event's points, as found then as left: each point's values, its tolerance bar, its decision
 * under the rule, its TUR and the false accept risk. On a phone each point is a card.
 */
export function EventPoints({
  points,
  rule,
  id,
}: {
  points: readonly CalibrationPoint[];
  rule: DecisionRule | null;
  id: string;
}) {
  if (points.length === 0) return null;
  const th = "px-2 py-1.5 text-left font-semibold whitespace-nowrap";
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2" data-points={points.length}>
      <h3 id={`${id}-title`} className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold">
        {CONFORMITY_TEXTS.pointsTitle} ({points.length})
        {rule && (
          <span className="text-xs font-normal text-muted-foreground">
            {CONFORMITY_TEXTS.rule} : {DECISION_RULE_LABELS[rule]}
          </span>
        )}
      </h3>
      <ul className="grid gap-2 sm:hidden">
        {points.map((point) => (
          <li
            key={point.id}
            className="grid gap-1.5 rounded-md border p-3 text-xs"
            data-point-phase={point.phase}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{POINT_PHASE_LABELS[point.phase]}</span>
              <DecisionBadge decision={point.decision} />
            </div>
            <p className="tabular-nums">
              {CONFORMITY_TEXTS.reference} {valueText(point.reference)} · {CONFORMITY_TEXTS.indication}{" "}
              {valueText(point.indication)} · {CONFORMITY_TEXTS.error}{" "}
              <span className="whitespace-nowrap">
                <strong>{formatError(point.error)}</strong> {point.unit}
              </span>
            </p>
            <ToleranceBar point={point} />
            <p className="text-muted-foreground tabular-nums">
              U = {formatError(point.expandedUncertainty)} (k = {formatError(point.coverageFactor)}) ·{" "}
              {CONFORMITY_TEXTS.tur} {turText(point.tur)} · {CONFORMITY_TEXTS.pfa}{" "}
              {pfaText(point.falseAcceptRisk)}
            </p>
          </li>
        ))}
      </ul>
      <div className="max-sm:hidden">
        <TableScroll label={CONFORMITY_TEXTS.pointsTitle}>
          <table className="w-full min-w-[760px] border-collapse text-xs">
            <thead className="text-muted-foreground">
              <tr className="border-b">
                <th scope="col" className={th}>
                  {CONFORMITY_TEXTS.phase}
                </th>
                <th scope="col" className={th}>
                  {CONFORMITY_TEXTS.reference}
                </th>
                <th scope="col" className={th}>
                  {CONFORMITY_TEXTS.indication}
                </th>
                <th scope="col" className={th}>
                  {CONFORMITY_TEXTS.error}
                </th>
                <th scope="col" className={th}>
                  U (k)
                </th>
                <th scope="col" className={th}>
                  {CONFORMITY_TEXTS.tolerance}
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">{CONFORMITY_TEXTS.tolerance}</span>
                </th>
                <th scope="col" className={th}>
                  {CONFORMITY_TEXTS.decision}
                </th>
                <th scope="col" className={th}>
                  {CONFORMITY_TEXTS.tur}
                </th>
                <th scope="col" className={th}>
                  <abbr title={CONFORMITY_TEXTS.pfaHint}>{CONFORMITY_TEXTS.pfa}</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr
                  key={point.id}
                  className="border-b last:border-0 tabular-nums"
                  data-point-phase={point.phase}
                >
                  <td className="px-2 py-1.5 whitespace-nowrap">{POINT_PHASE_LABELS[point.phase]}</td>
                  <td className="px-2 py-1.5">{valueText(point.reference)}</td>
                  <td className="px-2 py-1.5">{valueText(point.indication)}</td>
                  <td className="px-2 py-1.5 font-semibold whitespace-nowrap">
                    {formatError(point.error)} {point.unit}
                  </td>
                  <td className="px-2 py-1.5 whitespace-nowrap">
                    {formatError(point.expandedUncertainty)} ({formatError(point.coverageFactor)})
                  </td>
                  <td className="px-2 py-1.5 whitespace-nowrap">
                    {formatError(point.toleranceLower)} … {formatError(point.toleranceUpper)}
                  </td>
                  <td className="w-56 px-2 py-1">
                    <ToleranceBar point={point} />
                  </td>
                  <td className="px-2 py-1.5">
                    <DecisionBadge decision={point.decision} />
                  </td>
                  <td className="px-2 py-1.5">{turText(point.tur)}</td>
                  <td className="px-2 py-1.5 whitespace-nowrap">{pfaText(point.falseAcceptRisk)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </section>
  );
}
