import { CALIBRA_RELEASE } from "../../../shared/release";
import {
  DECISION_RULE_LABELS,
  POINT_DECISION_LABELS,
  POINT_PHASE_LABELS,
} from "../../../shared/texts/conformity";
import type { TenantScope } from "../../db/tenant";
import type { ExportTable } from "../../exports/export-table";
import { readCalibrationEvent } from "../instruments/calibration-event-view";
import { findInstrument } from "../instruments/instrument-view";
import { companyNameAndZone, companyToday } from "../tenancy/company-view";
import { type DccSkeletonInput, writeDccSkeleton } from "./write-dcc";

const RESULT_LABELS = { conforme: "Conforme", non_conforme: "Non conforme", ajuste: "Ajusté" } as const;

/** What an event's DCC skeleton and its workbook say: the event, its instrument, the company. */
async function skeletonOf(
  scope: TenantScope,
  { instrumentId, eventId }: { instrumentId: number; eventId: number },
): Promise<{ input: DccSkeletonInput; timeZone: string }> {
  const { item } = await findInstrument(scope, instrumentId);
  const event = await readCalibrationEvent(scope, { instrumentId, eventId });
  const company = await companyNameAndZone(scope);
  return {
    timeZone: company.timeZone,
    input: {
      uniqueIdentifier: event.certificateReference ?? `CALIBRA-${scope.companyId}-${event.id}`,
      calibrationDate: event.date,
      issueDate: await companyToday(scope),
      software: { name: "Calibra", release: CALIBRA_RELEASE },
      company: { name: company.name ?? "", countryCode: "FR" },
      laboratory: event.provider,
      instrument: { reference: item.reference, name: item.name, type: item.type },
      decisionRule: event.decisionRule && {
        code: event.decisionRule,
        label: DECISION_RULE_LABELS[event.decisionRule],
      },
      result: { code: event.result, label: RESULT_LABELS[event.result] },
      points: event.points.map(({ id: _id, ...point }) => point),
      notes: event.notes,
    },
  };
}

/** GET /api/instruments/{id}/calibration-events/{eventId}/dcc: the event as a DCC 3.3 skeleton (XML). */
export async function eventDcc(
  scope: TenantScope,
  ids: { instrumentId: number; eventId: number },
): Promise<{ xml: string; fileName: string }> {
  const { input } = await skeletonOf(scope, ids);
  return {
    xml: writeDccSkeleton(input),
    fileName: `dcc-${input.instrument.reference}-${input.calibrationDate}`,
  };
}

/** The same event's points as a workbook (`?format=xlsx`): one row per point, with every figure. */
export async function eventDccTable(
  scope: TenantScope,
  ids: { instrumentId: number; eventId: number },
): Promise<ExportTable> {
  const { input, timeZone } = await skeletonOf(scope, ids);
  return {
    name: `dcc-${input.instrument.reference}-${input.calibrationDate}`,
    sheet: "Points",
    title: `Étalonnage du ${input.calibrationDate.split("-").reverse().join("/")} — ${input.instrument.reference}`,
    timeZone,
    columns: [
      { header: "certificat", title: "Certificat", kind: "text", width: 20 },
      { header: "date", title: "Date", kind: "day", width: 12 },
      { header: "instrument", title: "Instrument", kind: "text", width: 16 },
      { header: "regle", title: "Règle de décision", kind: "text", width: 34 },
      { header: "phase", title: "Phase", kind: "text", width: 16 },
      { header: "nominale", title: "Nominale", kind: "number", width: 12 },
      { header: "reference", title: "Référence", kind: "number", width: 12 },
      { header: "indication", title: "Indication", kind: "number", width: 12 },
      { header: "erreur", title: "Erreur", kind: "number", width: 12 },
      { header: "unite", title: "Unité", kind: "text", width: 8 },
      { header: "u_elargie", title: "U", kind: "number", width: 10 },
      { header: "k", title: "k", kind: "number", width: 6 },
      { header: "tolerance_inf", title: "Tolérance inf.", kind: "number", width: 12 },
      { header: "tolerance_sup", title: "Tolérance sup.", kind: "number", width: 12 },
      { header: "acceptation_inf", title: "Acceptation inf.", kind: "number", width: 14 },
      { header: "acceptation_sup", title: "Acceptation sup.", kind: "number", width: 14 },
      { header: "tur", title: "TUR", kind: "number", width: 8 },
      { header: "pfa", title: "PFA", kind: "number", width: 10 },
      { header: "decision", title: "Décision", kind: "text", width: 26 },
    ],
    rows: input.points.map((point) => [
      input.uniqueIdentifier,
      input.calibrationDate,
      input.instrument.reference,
      input.decisionRule?.label ?? null,
      POINT_PHASE_LABELS[point.phase],
      point.nominal,
      point.reference,
      point.indication,
      point.error,
      point.unit,
      point.expandedUncertainty,
      point.coverageFactor,
      point.toleranceLower,
      point.toleranceUpper,
      Number(point.acceptanceLower.toPrecision(12)),
      Number(point.acceptanceUpper.toPrecision(12)),
      point.tur === null ? null : Number(point.tur.toPrecision(6)),
      Number(point.falseAcceptRisk.toPrecision(6)),
      POINT_DECISION_LABELS[point.decision],
    ]),
  };
}
