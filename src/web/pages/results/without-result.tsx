import type { EquipmentWithoutResult } from "../../../shared/api/results";
import { WITHOUT_RESULT_TEXTS } from "../../../shared/texts/results";
import { Card } from "../../components/ui/card";
import { countOf } from "../../lib/count";
import { formatNumber } from "../../lib/format";
import { cn } from "../../lib/utils";

export const WITHOUT_RESULT_REASONS: Record<EquipmentWithoutResult["reason"], string> = {
  unrated: WITHOUT_RESULT_TEXTS.nonNote,
  "unknown-period": WITHOUT_RESULT_TEXTS.currentPeriodUnknown,
  "rated-since": WITHOUT_RESULT_TEXTS.noteApresLeDernier,
};

/** In a long list, rows off screen are skipped by the browser's layout and paint. */
const LIGHT_ROW = "[content-visibility:auto] [contain-intrinsic-size:auto_41px]";
const GRID = "grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)_6rem_minmax(0,2fr)] items-center gap-3 px-5";

/** The campaign's equipment left without a result by the last calculation, and why. */
export function WithoutResult({ items }: { items: EquipmentWithoutResult[] }) {
  if (items.length === 0) return null;
  return (
    <Card className="overflow-hidden">
      <div className="border-b px-5 py-4">
        <h2 id="without-result-title" className="font-semibold">
          {WITHOUT_RESULT_TEXTS.equipementsSansResultat}
        </h2>
        <p className="text-sm text-muted-foreground">
          {items.length === 1
            ? WITHOUT_RESULT_TEXTS.t1EquipementNA
            : WITHOUT_RESULT_TEXTS.pasDeNouvellePeriode(
                countOf(
                  items.length,
                  WITHOUT_RESULT_TEXTS.equipementNA,
                  WITHOUT_RESULT_TEXTS.equipementsNOnt,
                ),
              )}
        </p>
      </div>
      <table aria-labelledby="without-result-title" className="block text-left text-sm">
        <thead className="block border-b bg-muted">
          <tr className={cn(GRID, "py-2 text-xs font-semibold text-muted-foreground")}>
            <th scope="col">{WITHOUT_RESULT_TEXTS.nom}</th>
            <th scope="col">{WITHOUT_RESULT_TEXTS.reference}</th>
            <th scope="col" className="text-right">
              {WITHOUT_RESULT_TEXTS.periodeActuelleMois}
            </th>
            <th scope="col">{WITHOUT_RESULT_TEXTS.raison}</th>
          </tr>
        </thead>
        <tbody
          tabIndex={items.length > 6 ? 0 : undefined}
          aria-label={items.length > 6 ? WITHOUT_RESULT_TEXTS.listeDefilanteDesEquipements : undefined}
          className="block max-h-72 divide-y overflow-y-auto focus-visible:outline-offset-[-2px]"
        >
          {items.map((item) => (
            <tr key={item.equipmentId} className={cn(GRID, "min-h-10 py-2", items.length > 200 && LIGHT_ROW)}>
              <td className="truncate font-medium" title={item.equipmentName}>
                {item.equipmentName}
              </td>
              <td className="truncate font-mono text-[13px]" title={item.serialNumber}>
                {item.serialNumber}
              </td>
              <td className="text-right tabular-nums">{formatNumber(item.currentPeriod)}</td>
              <td className="text-muted-foreground">{WITHOUT_RESULT_REASONS[item.reason]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
