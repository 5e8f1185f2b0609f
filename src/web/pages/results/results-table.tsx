import { type ReactNode, useDeferredValue } from "react";
import type { CalibrationResult } from "../../../shared/api/results";
import { RESULTS_TABLE_TEXTS } from "../../../shared/texts/results";
import { Card } from "../../components/ui/card";
import { ScrollHint } from "../../components/ui/table-scroll";
import { countOf } from "../../lib/count";
import { cn } from "../../lib/utils";
import type { Drafts } from "./forced-periods";
import { GRID, ResultRow, type RowHandlers, TABLE_MIN_WIDTH } from "./result-row";

/** Beyond this many rows, the table scrolls in its own box, under its header, and rows are drawn lazily. */
const LONG_TABLE = 200;
/** What a long table shows at once, the rest following in a background render. */
const FIRST_ROWS = 40;
/**
 * A long table's rows go in groups, each laid out and painted only when it comes near the view:
 * the browser then tracks a hundred groups rather than thousands of rows at every frame.
 */
const GROUP = 50;
/** Written out in full for the style sheet's generator: GROUP rows of 53 px. */
const LIGHT_GROUP = "[content-visibility:auto] [contain-intrinsic-size:auto_2650px]";

function groupsOf<T>(items: T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

function HeaderCell({ children, numeric = false }: { children: ReactNode; numeric?: boolean }) {
  return (
    <th scope="col" className={cn("leading-snug", numeric && "text-right")}>
      {children}
    </th>
  );
}

/**
 * The table of spec §2, one row per equipment: name, type, reference, current and new period, the
 * forced-period input, global score, OPPERET score, evolution and status. Wide: it scrolls inside
 * its card; long: it scrolls in its own box, in groups of rows laid out only when they come into view.
 */
export function ResultsTable({
  campaignId,
  run,
  results,
  drafts,
  expanded,
  editable,
  disabled,
  handlers,
  toolbar,
}: {
  campaignId: number;
  /** An earlier calculation's number, when the page shows one (read-only). */
  run?: number;
  results: CalibrationResult[];
  drafts: Drafts;
  expanded: ReadonlySet<number>;
  editable: boolean;
  disabled: boolean;
  handlers: RowHandlers;
  toolbar?: ReactNode;
}) {
  // A long table shows its first screenful at once; the other rows follow in a background render.
  const long = results.length > LONG_TABLE;
  const shown = useDeferredValue(results, long ? results.slice(0, FIRST_ROWS) : results);
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-b px-5 py-4">
        <div>
          <h2 id="results-title" className="font-semibold">
            {RESULTS_TABLE_TEXTS.resultatsParEquipement}
          </h2>
          <p className="text-sm text-muted-foreground">
            {countOf(
              results.length,
              RESULTS_TABLE_TEXTS.equipementCalcule,
              RESULTS_TABLE_TEXTS.equipementsCalcules,
            )}
          </p>
        </div>
        {toolbar}
      </div>
      {/* Under 1280 px the columns no longer fit beside the sidebar: the table scrolls, and says so. */}
      <ScrollHint className="xl:hidden" />
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable with the keyboard
        tabIndex={0}
        aria-label={RESULTS_TABLE_TEXTS.tableauDefilantDesResultats}
        className={cn(
          "@container relative overflow-x-auto focus-visible:outline-offset-[-2px]",
          long && "max-h-[calc(100vh-6rem)] overflow-y-auto",
        )}
      >
        <table aria-labelledby="results-title" className={cn("block text-left text-sm", TABLE_MIN_WIDTH)}>
          <thead className={cn("block border-b bg-muted", long && "sticky top-0 z-10")}>
            <tr className={cn(GRID, "py-2 text-xs font-semibold text-muted-foreground")}>
              <th scope="col">
                <span className="sr-only">{RESULTS_TABLE_TEXTS.explication}</span>
              </th>
              <HeaderCell>{RESULTS_TABLE_TEXTS.nom}</HeaderCell>
              <HeaderCell>{RESULTS_TABLE_TEXTS.type}</HeaderCell>
              <HeaderCell>{RESULTS_TABLE_TEXTS.reference}</HeaderCell>
              <HeaderCell numeric>{RESULTS_TABLE_TEXTS.periodeActuelleMois}</HeaderCell>
              <HeaderCell numeric>{RESULTS_TABLE_TEXTS.nouvellePeriodeMois}</HeaderCell>
              <HeaderCell numeric>{RESULTS_TABLE_TEXTS.periodeForceeMois}</HeaderCell>
              <HeaderCell numeric>{RESULTS_TABLE_TEXTS.scoreGlobal}</HeaderCell>
              <HeaderCell numeric>{RESULTS_TABLE_TEXTS.scoreOpperet}</HeaderCell>
              <HeaderCell numeric>{RESULTS_TABLE_TEXTS.evolution}</HeaderCell>
              <HeaderCell>{RESULTS_TABLE_TEXTS.statut}</HeaderCell>
            </tr>
          </thead>
          {groupsOf(shown, long ? GROUP : Math.max(shown.length, 1)).map((group) => (
            <tbody
              key={group[0]!.equipmentId}
              className={cn("block divide-y [tbody+&]:border-t", long && LIGHT_GROUP)}
            >
              {group.map((result) => (
                <ResultRow
                  key={result.equipmentId}
                  result={result}
                  draft={drafts.get(result.equipmentId)}
                  campaignId={campaignId}
                  run={run}
                  expanded={expanded.has(result.equipmentId)}
                  editable={editable}
                  disabled={disabled}
                  handlers={handlers}
                />
              ))}
            </tbody>
          ))}
          {shown.length < results.length && (
            <tbody className="block border-t">
              <tr className="flex h-20 items-center justify-center text-sm text-muted-foreground">
                <td role="status">{RESULTS_TABLE_TEXTS.chargementDesAutresResultats}</td>
              </tr>
            </tbody>
          )}
        </table>
      </section>
    </Card>
  );
}
