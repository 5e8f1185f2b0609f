import { FileUp, Plus, QrCode, Upload } from "lucide-react";
import type { InstrumentsQuery } from "../../../shared/api/instruments";
import { CONFORMITY_TEXTS } from "../../../shared/texts/conformity";
import { NEW_INSTRUMENT_TEXTS, PARC_TEXTS } from "../../../shared/texts/instruments";
import { instrumentLabelsUrl, instrumentsExportUrl } from "../../api/endpoints";
import { ExportButtons } from "../../components/export-buttons";
import { Button } from "../../components/ui/button";
import { fill } from "../../lib/format";
import type { ParcDialogState } from "./parc-dialogs";
import { filtersOf } from "./parc-query";

/** The Parc header's actions: export, the sheet of QR labels (selected rows or the filtered list), import, new. */
export function ParcActions({
  query,
  selectedIds,
  mayManage,
  dialogs,
}: {
  query: InstrumentsQuery;
  selectedIds: number[];
  mayManage: boolean;
  dialogs: ParcDialogState;
}) {
  const labelsUrl =
    selectedIds.length > 0
      ? instrumentLabelsUrl({ ids: selectedIds })
      : instrumentLabelsUrl({ filters: filtersOf(query) });
  return (
    <>
      <ExportButtons urlOf={(format) => instrumentsExportUrl(query, format)} hints={PARC_TEXTS.exportHints} />
      <Button asChild variant="outline">
        <a
          href={labelsUrl}
          target="_blank"
          rel="noopener"
          title={selectedIds.length > 0 ? PARC_TEXTS.labelsHintSelected : PARC_TEXTS.labelsHintFiltered}
        >
          <QrCode aria-hidden="true" />
          {selectedIds.length > 0
            ? fill(PARC_TEXTS.labelsSelected, { n: selectedIds.length })
            : PARC_TEXTS.labels}
        </a>
      </Button>
      {mayManage && (
        <Button ref={dialogs.importFocus.fallback} variant="outline" onClick={dialogs.openImport}>
          <Upload aria-hidden="true" />
          {PARC_TEXTS.importCsv}
        </Button>
      )}
      {mayManage && (
        <Button ref={dialogs.certificatesFocus.fallback} variant="outline" onClick={dialogs.openCertificates}>
          <FileUp aria-hidden="true" />
          {CONFORMITY_TEXTS.bulkOpenButton}
        </Button>
      )}
      {mayManage && (
        <Button ref={dialogs.addFocus.fallback} onClick={dialogs.openAdd}>
          <Plus aria-hidden="true" />
          {NEW_INSTRUMENT_TEXTS.open}
        </Button>
      )}
    </>
  );
}
