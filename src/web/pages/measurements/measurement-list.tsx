import type { Measurement } from "../../../shared/api/public-links";
import { Badge } from "../../components/ui/badge";
import { formatDateTime } from "../../lib/format";
import { usePhoneLayout } from "../../lib/media-query";
import { formatMeasurementValue, sourceLabel } from "./labels";

/** Everything a visitor typed is drawn as text by React: never markup. */
function Operator({ measurement }: { measurement: Measurement }) {
  return (
    <>
      <p className="font-medium break-words">{measurement.operatorName}</p>
      {measurement.operatorEmail && (
        <p className="text-xs break-all text-muted-foreground">{measurement.operatorEmail}</p>
      )}
    </>
  );
}

function Value({ measurement }: { measurement: Measurement }) {
  return (
    <span className="font-semibold whitespace-nowrap tabular-nums">
      {formatMeasurementValue(measurement.value)}
      <span className="ml-1 font-normal text-muted-foreground">{measurement.unit}</span>
    </span>
  );
}

function Source({ measurement }: { measurement: Measurement }) {
  return (
    <Badge variant={measurement.linkKind ? "secondary" : "outline"} className="whitespace-nowrap">
      {sourceLabel(measurement.linkKind, "measurement")}
    </Badge>
  );
}

function MeasurementCards({ items }: { items: Measurement[] }) {
  return (
    <ul aria-label="Mesures reçues" className="grid gap-3">
      {items.map((m) => (
        <li key={m.id} className="rounded-xl border bg-card p-4 shadow-sm" data-measurement-id={m.id}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium break-words">{m.equipmentName}</p>
              <p className="text-xs break-all text-muted-foreground">{m.serialNumber}</p>
            </div>
            <span className="text-lg">
              <Value measurement={m} />
            </span>
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
            <dt className="text-muted-foreground">Opérateur</dt>
            <dd className="min-w-0">
              <Operator measurement={m} />
            </dd>
            <dt className="text-muted-foreground">Date</dt>
            <dd className="tabular-nums">
              <time dateTime={m.measurementDate}>{formatDateTime(m.measurementDate)}</time>
            </dd>
            <dt className="text-muted-foreground">Source</dt>
            <dd>
              <Source measurement={m} />
            </dd>
            {m.notes && (
              <>
                <dt className="text-muted-foreground">Notes</dt>
                <dd className="min-w-0 whitespace-pre-line break-words">{m.notes}</dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}

function MeasurementTable({ items }: { items: Measurement[] }) {
  const th = "border-b px-4 py-2.5 font-semibold";
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
      <table
        aria-label="Mesures reçues"
        className="w-full min-w-[860px] border-separate border-spacing-0 text-sm"
      >
        <thead className="bg-muted text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={`${th} w-40 pl-5`}>
              Date
            </th>
            <th scope="col" className={`${th} min-w-48`}>
              Équipement
            </th>
            <th scope="col" className={`${th} w-36 text-right`}>
              Valeur
            </th>
            <th scope="col" className={`${th} w-52`}>
              Opérateur
            </th>
            <th scope="col" className={th}>
              Notes
            </th>
            <th scope="col" className={`${th} w-36 pr-5`}>
              Source
            </th>
          </tr>
        </thead>
        <tbody className="[&>tr:not(:last-child)>td]:border-b">
          {items.map((m) => (
            <tr key={m.id} className="align-top hover:bg-muted/50" data-measurement-id={m.id}>
              <td className="py-3 pr-4 pl-5 whitespace-nowrap tabular-nums">
                <time dateTime={m.measurementDate}>{formatDateTime(m.measurementDate)}</time>
              </td>
              <td className="px-4 py-3">
                <p className="font-medium break-words">{m.equipmentName}</p>
                <p className="text-xs break-all text-muted-foreground">{m.serialNumber}</p>
              </td>
              <td className="px-4 py-3 text-right">
                <Value measurement={m} />
              </td>
              <td className="px-4 py-3">
                <Operator measurement={m} />
              </td>
              <td className="max-w-xs px-4 py-3 whitespace-pre-line break-words text-muted-foreground">
                {m.notes || (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">Aucune note</span>
                  </>
                )}
              </td>
              <td className="py-3 pr-5 pl-4">
                <Source measurement={m} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The measurements received: a table, or cards on a phone. */
export function MeasurementList({ items }: { items: Measurement[] }) {
  return usePhoneLayout() ? <MeasurementCards items={items} /> : <MeasurementTable items={items} />;
}
