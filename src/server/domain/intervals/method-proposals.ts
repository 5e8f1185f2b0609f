import type { IntervalProposalAnswer, IntervalSettings } from "../../../shared/api/interval-proposals";
import { driftInterval } from "../../../shared/intervals/drift";
import { frenchFigure, frenchPercent } from "../../../shared/intervals/interval-proposal";
import { rp1A3 } from "../../../shared/intervals/rp1-a3";
import { staircase } from "../../../shared/intervals/staircase";
import { driftHistory, type FamilyCount, type HistoryEvent, staircaseHistory } from "./interval-history";

/** A method's figure as a period: whole months, 1 at least. */
const monthsOf = (interval: number) => Math.max(1, Math.round(interval));

const insufficient = (
  method: IntervalProposalAnswer["method"],
  reasons: string[],
): IntervalProposalAnswer => ({
  method,
  kind: "insufficient",
  period: null,
  interval: null,
  reasons,
  data: [],
});

/** The instrument's latest OPPERET result, as the proposals read it. */
export interface OpperetResult {
  campaignName: string;
  globalScore: number | null;
  currentPeriod: number;
  newPeriod: number;
}

/**
 * The four methods' proposals for one instrument (decision 034), from what was read of it: its
 * events, its family's counts, the company's settings and its latest OPPERET result. No database:
 * the instrument page and the campaign report read in their own ways and answer the same.
 */
export function methodProposals({
  item,
  events,
  family,
  settings,
  latest,
}: {
  item: { type: string | null; currentPeriod: number };
  events: readonly HistoryEvent[];
  family: FamilyCount & { name: string };
  settings: IntervalSettings;
  latest: OpperetResult | null;
}): IntervalProposalAnswer[] {
  const bounds = { min: settings.minPeriod, max: settings.maxPeriod };
  const current = item.currentPeriod;
  const opperet: IntervalProposalAnswer = latest
    ? {
        method: "opperet",
        kind: "proposed",
        period: latest.newPeriod,
        interval: latest.newPeriod,
        reasons: [
          `Calcul de la campagne « ${latest.campaignName} » : score global G = ${latest.globalScore === null ? "—" : frenchFigure(latest.globalScore, 3)}, période de ${latest.currentPeriod} à ${latest.newPeriod} mois.`,
        ],
        data: [
          { label: "Campagne", value: latest.campaignName },
          {
            label: "Score global G",
            value: latest.globalScore === null ? "—" : frenchFigure(latest.globalScore, 3),
          },
        ],
      }
    : insufficient("opperet", [
        "Aucun calcul OPPERET ne porte sur cet instrument : il n'a été coté dans aucune campagne calculée.",
      ]);

  const steps = staircaseHistory(events);
  const stair =
    current > 0
      ? staircase({
          interval: current,
          calibrations: steps.slice(-1),
          settings: {
            extendFactor: settings.staircaseExtend,
            reduceFactor: settings.staircaseReduce,
            margin: settings.staircaseMargin,
            ...bounds,
          },
        })
      : {
          kind: "insufficient" as const,
          reasons: ["L'instrument n'a pas encore de période : l'escalier part de la période en vigueur."],
        };
  const staircaseAnswer: IntervalProposalAnswer =
    stair.kind === "proposed"
      ? {
          method: "staircase",
          kind: "proposed",
          period: monthsOf(stair.interval),
          interval: stair.interval,
          reasons: stair.reasons,
          data: [
            { label: "Dernier étalonnage", value: steps.at(-1)!.date.split("-").reverse().join("/") },
            { label: "Pire point tel que trouvé", value: frenchPercent(steps.at(-1)!.worstShare, 0) },
            { label: "Marge", value: frenchPercent(settings.staircaseMargin, 0) },
          ],
        }
      : insufficient("staircase", stair.reasons);

  const a3 =
    current > 0 && item.type
      ? rp1A3({
          interval: current,
          inTolerance: family.inTolerance,
          total: family.total,
          targetReliability: settings.targetReliability,
        })
      : {
          kind: "insufficient" as const,
          reasons: [
            "Sans type ni période, l'instrument n'a pas de famille à tester (NCSL RP-1, méthode A3).",
          ],
        };
  const a3Answer: IntervalProposalAnswer =
    a3.kind === "proposed"
      ? {
          method: "rp1A3",
          kind: "proposed",
          period: monthsOf(Math.min(bounds.max, Math.max(bounds.min, a3.interval))),
          interval: a3.interval,
          reasons: a3.reasons,
          data: [
            { label: "Famille", value: `${family.name} (${family.instruments} instrument(s))` },
            {
              label: "Étalonnages à l'intervalle actuel",
              value: `${family.inTolerance} conforme(s) sur ${family.total}`,
            },
            { label: "Fiabilité cible", value: frenchPercent(settings.targetReliability, 0) },
            { label: "Confiance de rejet", value: frenchPercent(a3.rejectionConfidence, 2) },
          ],
        }
      : insufficient("rp1A3", a3.reasons);

  const history = driftHistory(events);
  const drift = driftInterval({ calibrations: history, bounds });
  const driftAnswer: IntervalProposalAnswer =
    drift.kind === "proposed"
      ? {
          method: "drift",
          kind: "proposed",
          period: monthsOf(drift.interval),
          interval: drift.interval,
          reasons: drift.reasons,
          data: [
            { label: "Étalonnages aux erreurs connues", value: String(history.length) },
            { label: "Dérive par mois", value: `${frenchPercent(Math.abs(drift.drift), 2)} de la tolérance` },
          ],
        }
      : insufficient("drift", drift.reasons);

  return [opperet, staircaseAnswer, a3Answer, driftAnswer];
}
