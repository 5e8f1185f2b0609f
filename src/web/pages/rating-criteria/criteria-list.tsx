import { ListChecks, Plus } from "lucide-react";
import type { ReactNode } from "react";
import type { Criterion } from "../../../shared/api/criteria";
import { CRITERIA_LIST_TEXTS } from "../../../shared/texts/criteria";
import { Button } from "../../components/ui/button";
import { EmptyState, LoadFailed } from "../../components/ui/empty-state";
import { parseDecimal } from "../../lib/format";
import { CriterionCard, type CriterionHandlers } from "./criterion-card";
import { formatWeight } from "./numbers";

/** "1 critère", "8 critères". */
export function countCriteria(count: number): string {
  return CRITERIA_LIST_TEXTS.critere(count, count > 1 ? "s" : "");
}

function LoadingCards() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <p className="sr-only" role="status">
        {CRITERIA_LIST_TEXTS.chargementDesCriteres}
      </p>
      {[0, 1].map((card) => (
        <div key={card} className="rounded-xl border bg-card p-5 shadow-sm">
          <div className="h-4 w-72 animate-pulse rounded bg-muted" />
          <div className="mt-2 h-3 w-96 max-w-full animate-pulse rounded bg-muted" />
          <div className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
            {[0, 1, 2, 3, 4].map((box) => (
              <div key={box} className="h-24 animate-pulse rounded-lg bg-muted" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** The criteria cards (spec §2), with their loading, error and empty states. */
export function CriteriaList({
  criteria,
  pending,
  failed,
  onRetry,
  canManage,
  handlers,
  onCreate,
}: {
  criteria: Criterion[] | undefined;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  canManage: boolean;
  handlers: CriterionHandlers;
  onCreate: (opener: HTMLElement) => void;
}) {
  const list = criteria ?? [];
  const totalWeight = list.reduce((sum, c) => sum + (parseDecimal(c.weight) || 0), 0);

  let content: ReactNode;
  if (pending) content = <LoadingCards />;
  else if (failed)
    content = (
      <LoadFailed
        title={CRITERIA_LIST_TEXTS.impossibleDeChargerLes}
        what={CRITERIA_LIST_TEXTS.desCriteres}
        onRetry={onRetry}
      />
    );
  else if (list.length === 0)
    content = (
      <EmptyState
        icon={ListChecks}
        title={CRITERIA_LIST_TEXTS.aucunCritereDeCotation}
        action={
          canManage ? (
            <Button onClick={(event) => onCreate(event.currentTarget)}>
              <Plus />
              {CRITERIA_LIST_TEXTS.creerUnCritere}
            </Button>
          ) : undefined
        }
      >
        {canManage ? CRITERIA_LIST_TEXTS.creezLesCriteresSur : CRITERIA_LIST_TEXTS.aucunCritereNEst}
      </EmptyState>
    );
  else
    content = (
      <ul className="grid gap-4">
        {list.map((criterion) => (
          <li key={criterion.id}>
            <CriterionCard criterion={criterion} canManage={canManage} handlers={handlers} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="criteria-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <h2 id="criteria-title" tabIndex={-1} className="text-lg font-semibold focus-visible:outline-none">
            {CRITERIA_LIST_TEXTS.criteresDeCotation}
          </h2>
          <p className="text-sm text-muted-foreground">{CRITERIA_LIST_TEXTS.chaqueCritereEstNote}</p>
        </div>
        {!pending && !failed && list.length > 0 && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {countCriteria(list.length)}
            {CRITERIA_LIST_TEXTS.poidsTotal}{" "}
            <span className="font-medium text-foreground tabular-nums">{formatWeight(totalWeight)}</span>
          </p>
        )}
      </div>
      {content}
    </section>
  );
}
