import { Link } from "react-router";
import type { InstrumentDetail } from "../../../shared/api/instrument-detail";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { formatMeasurementValue, MEASUREMENT_STATE_LOOKS } from "../../../shared/texts/measurements";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { fill, formatDateTime } from "../../lib/format";
import { cn } from "../../lib/utils";
import { dateLabel, statusLook } from "../campaigns/status";

/** Measurements listed at most: the newest; the campaign's Mesures page has them all. */
const MEASUREMENTS_SHOWN = 20;

/** The campaigns the instrument took part in, and the measurements taken with it (newest first). */
export function InstrumentUsage({ instrument }: { instrument: InstrumentDetail }) {
  const measurements = instrument.measurements.slice(0, MEASUREMENTS_SHOWN);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="overflow-hidden">
        <h2 id="instrument-campaigns-title" className="border-b px-5 py-4 font-semibold max-sm:px-4">
          {LIFE_TEXTS.usageTitle}
        </h2>
        {instrument.campaigns.length === 0 ? (
          <p className="px-5 py-6 text-sm text-muted-foreground max-sm:px-4">{LIFE_TEXTS.usageEmpty}</p>
        ) : (
          <ul aria-labelledby="instrument-campaigns-title" className="divide-y">
            {instrument.campaigns.map((campaign) => {
              const look = statusLook(campaign.status);
              return (
                <li
                  key={campaign.equipmentId}
                  className="flex items-start justify-between gap-3 px-5 py-3 text-sm max-sm:px-4"
                >
                  <div className="min-w-0">
                    <Link
                      to={`/campaigns/${campaign.campaignId}/calibration-results`}
                      className="font-medium break-words underline-offset-4 hover:text-primary hover:underline"
                    >
                      {campaign.campaignName}
                    </Link>
                    <p className="text-xs text-muted-foreground">{dateLabel(campaign)}</p>
                  </div>
                  <span className="flex shrink-0 items-center gap-1.5 text-xs">
                    <span className={`size-2 rounded-full ${look.dot}`} aria-hidden="true" />
                    {look.label}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      <Card className="overflow-hidden">
        <div className="flex items-baseline justify-between gap-3 border-b px-5 py-4 max-sm:px-4">
          <h2 id="instrument-measurements-title" className="font-semibold">
            {LIFE_TEXTS.measurementsTitle}
          </h2>
          {instrument.measurements.length > MEASUREMENTS_SHOWN && (
            <p className="text-xs text-muted-foreground">
              {fill(LIFE_TEXTS.measurementsMore, { n: MEASUREMENTS_SHOWN })}
            </p>
          )}
        </div>
        {measurements.length === 0 ? (
          <p className="px-5 py-6 text-sm text-muted-foreground max-sm:px-4">
            {LIFE_TEXTS.measurementsEmpty}
          </p>
        ) : (
          <ul aria-labelledby="instrument-measurements-title" className="divide-y">
            {measurements.map((measurement) => {
              // Corrected: its correction's value; withdrawn: struck through (decision 020).
              const look = MEASUREMENT_STATE_LOOKS[measurement.status];
              return (
                <li key={measurement.id} className="grid gap-0.5 px-5 py-3 text-sm max-sm:px-4">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="flex flex-wrap items-baseline gap-2">
                      <span
                        className={cn(
                          "font-semibold whitespace-nowrap tabular-nums",
                          measurement.status === "withdrawn" && "text-muted-foreground line-through",
                        )}
                      >
                        {formatMeasurementValue(String(measurement.value))}
                        <span className="ml-1 font-normal text-muted-foreground">{measurement.unit}</span>
                      </span>
                      {look && (
                        <Badge variant="outline" className={look.className}>
                          {look.label}
                        </Badge>
                      )}
                    </span>
                    <time
                      dateTime={measurement.measurementDate}
                      className="text-xs text-muted-foreground tabular-nums"
                    >
                      {formatDateTime(measurement.measurementDate)}
                    </time>
                  </div>
                  <p className="text-xs break-words text-muted-foreground">
                    {measurement.operatorName} ·{" "}
                    <Link
                      to={`/campaigns/${measurement.campaignId}/measurements`}
                      aria-label={fill(LIFE_TEXTS.campaignMeasurements, { name: measurement.campaignName })}
                      className="underline-offset-4 hover:text-primary hover:underline"
                    >
                      {measurement.campaignName}
                    </Link>
                  </p>
                  {measurement.notes && <p className="text-xs break-words">{measurement.notes}</p>}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </div>
  );
}
