import { Gauge, SearchX } from "lucide-react";
import { type ReactNode, useCallback, useState } from "react";
import type { MeasurementsQuery } from "../../../shared/api/measurement-list";
import { SHARE_TEXTS } from "../../../shared/messages";
import { MEASUREMENTS_TAB_TEXTS } from "../../../shared/texts/measurements";
import { measurementsExportUrl } from "../../api/endpoints";
import { useCampaignEquipment } from "../../api/hooks";
import { ExportButtons } from "../../components/export-buttons";
import { Button } from "../../components/ui/button";
import { EmptyState, LoadFailed } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { countOf } from "../../lib/count";
import { useFocusReturn } from "../../lib/focus";
import { formatNumber } from "../../lib/format";
import { CorrectionDialog, type CorrectionTarget } from "./correction-dialog";
import { isFiltered, MeasurementFilters } from "./measurement-filters";
import { MeasurementList } from "./measurement-list";
import { useMeasurements } from "./queries";

/** Rows drawn at first, then this many more at each request: a long list stays light. */
const PAGE = 100;

const EXPORT_HINTS = {
  csv: MEASUREMENTS_TAB_TEXTS.telechargeLesMesuresCorrespondant,
  xlsx: MEASUREMENTS_TAB_TEXTS.downloadFilteredXlsxHint,
} as const;

/**
 * The "Mesures" tab: the measurements received, filtered, counted and exported as CSV or Excel; those
 * who manage campaigns correct or withdraw one, with its reason (decision 020).
 */
export function MeasurementsTab({ campaignId }: { campaignId: number }) {
  const [filters, setFilters] = useState<MeasurementsQuery>({});
  const [shown, setShown] = useState(PAGE);
  const [target, setTarget] = useState<CorrectionTarget | null>(null);
  const { opener, restoreFocus } = useFocusReturn<HTMLElement>();
  const equipment = useCampaignEquipment(campaignId);
  const query = useMeasurements(campaignId, filters);
  const changeFilters = useCallback((next: MeasurementsQuery) => {
    setFilters(next);
    setShown(PAGE);
  }, []);

  const filtered = isFiltered(filters);
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;

  let list: ReactNode;
  if (query.isPending)
    list = (
      <div className="flex justify-center py-16">
        <Spinner label={MEASUREMENTS_TAB_TEXTS.chargementDesMesures} />
      </div>
    );
  else if (query.isError)
    list = (
      <LoadFailed
        title={MEASUREMENTS_TAB_TEXTS.impossibleDeChargerLes}
        what={MEASUREMENTS_TAB_TEXTS.desMesures}
        onRetry={() => void query.refetch()}
      />
    );
  else if (items.length === 0)
    list = filtered ? (
      <EmptyState
        icon={SearchX}
        title={MEASUREMENTS_TAB_TEXTS.aucuneMesureTrouvee}
        action={
          <Button variant="outline" onClick={() => changeFilters({})}>
            {MEASUREMENTS_TAB_TEXTS.effacerLesFiltres}
          </Button>
        }
      >
        {SHARE_TEXTS.noMeasurementsFiltered}
      </EmptyState>
    ) : (
      <EmptyState icon={Gauge} title={MEASUREMENTS_TAB_TEXTS.aucuneMesure}>
        {SHARE_TEXTS.noMeasurements}
      </EmptyState>
    );
  else
    list = (
      <>
        <MeasurementList
          items={items.slice(0, shown)}
          onCorrect={(measurement, mode, from) => {
            opener.current = from;
            setTarget({ measurement, mode });
          }}
        />
        {items.length > shown && (
          <div className="flex justify-center">
            <Button variant="outline" onClick={() => setShown((count) => count + PAGE)}>
              {MEASUREMENTS_TAB_TEXTS.afficher}
              {formatNumber(Math.min(PAGE, items.length - shown))}
              {MEASUREMENTS_TAB_TEXTS.mesuresDePlus}
            </Button>
          </div>
        )}
      </>
    );

  return (
    <div className="grid gap-4">
      <div className="rounded-xl border bg-card p-4 shadow-sm">
        <MeasurementFilters filters={filters} equipment={equipment.data ?? []} onChange={changeFilters} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
          {query.data && (
            <>
              <strong className="font-semibold text-foreground">
                {filtered
                  ? countOf(total, "mesure")
                  : countOf(total, MEASUREMENTS_TAB_TEXTS.mesureRecue, MEASUREMENTS_TAB_TEXTS.mesuresRecues)}
              </strong>
              {filtered && MEASUREMENTS_TAB_TEXTS.correspondantAuxFiltres}
              {items.length < total && MEASUREMENTS_TAB_TEXTS.lesPlusRecentesSont(formatNumber(items.length))}
            </>
          )}
          {query.isFetching && !query.isPending && (
            <span className="ml-2">{MEASUREMENTS_TAB_TEXTS.miseAJour}</span>
          )}
        </p>
        <ExportButtons
          size="sm"
          urlOf={(format) => measurementsExportUrl(campaignId, filters, format)}
          hints={EXPORT_HINTS}
        />
      </div>
      {list}
      <CorrectionDialog target={target} onClose={() => setTarget(null)} onCloseAutoFocus={restoreFocus} />
    </div>
  );
}
