import { Sigma } from "lucide-react";
import { computeNewPeriod } from "../../../shared/opperet";
import { PARAMETERS_EXPLANATION_TEXTS } from "../../../shared/texts/criteria";
import { formatNumber } from "../../lib/format";
import { formatScore, unbroken } from "./numbers";

/** The period of the worked example, in months. */
const EXAMPLE_PERIOD = 12;
const EXAMPLE_SCORES = [-2, -1, 0, 1, 2] as const;

/** New periods of a 12-month instrument for each global score, or null when a value is not valid. */
function examplePeriods(k1: number, k2: number, pmax: number): number[] | null {
  if (!(k1 > 0 && k2 >= 0 && Number.isInteger(pmax) && pmax >= 1)) return null;
  return EXAMPLE_SCORES.map((score) => {
    const outcome = computeNewPeriod({
      currentPeriod: EXAMPLE_PERIOD,
      criteria: [{ criterionId: 0, weight: 1, scores: [score] }],
      parameters: { k1, k2, pmax },
    });
    return outcome.kind === "computed" ? outcome.newPeriod : EXAMPLE_PERIOD;
  });
}

const months = (count: number) => PARAMETERS_EXPLANATION_TEXTS.monthsCount(formatNumber(count));

/** What k1, k2 and pmax do (DESIGN.md §6), with a worked example on the values being typed. */
export function ParametersExplanation({ k1, k2, pmax }: { k1: number; k2: number; pmax: number }) {
  const periods = examplePeriods(k1, k2, pmax);
  return (
    <section aria-labelledby="parameters-explanation-title" className="grid content-start gap-4 text-sm">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
          <Sigma className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h3 id="parameters-explanation-title" className="font-semibold">
            {PARAMETERS_EXPLANATION_TEXTS.commentCesParametresAgissent}
          </h3>
          <p className="text-muted-foreground">
            {PARAMETERS_EXPLANATION_TEXTS.pourChaqueEquipementLes} {unbroken("−2 à +2")}
            {PARAMETERS_EXPLANATION_TEXTS.laMoyenneDesCriteres}
          </p>
        </div>
      </div>

      <p className="rounded-lg border bg-muted/60 px-4 py-3 text-center font-medium">
        <span className="whitespace-nowrap">{PARAMETERS_EXPLANATION_TEXTS.nouvellePeriode}</span>{" "}
        <span className="whitespace-nowrap">
          {PARAMETERS_EXPLANATION_TEXTS.currentPeriodTimesTwo}
          <sup className="ml-0.5 text-[0.7rem]">
            <span className="sr-only">{PARAMETERS_EXPLANATION_TEXTS.puissance}</span>(K1 × G / 2)
          </sup>
        </span>
        <span className="mt-1 block text-xs font-normal text-muted-foreground">
          {PARAMETERS_EXPLANATION_TEXTS.arrondieAuMoisEntre}
        </span>
      </p>

      <dl className="grid gap-3">
        <div className="grid gap-0.5">
          <dt className="font-medium">{PARAMETERS_EXPLANATION_TEXTS.k1CoefficientDePonderation}</dt>
          <dd className="text-muted-foreground">
            {PARAMETERS_EXPLANATION_TEXTS.regleLAmplitudeDe}
            {unbroken("K1 = 1")}
            {PARAMETERS_EXPLANATION_TEXTS.uneNoteGlobaleDe}
            {unbroken("K1 = 2")}
            {PARAMETERS_EXPLANATION_TEXTS.gradePlusTwoQuadruples}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="font-medium">{PARAMETERS_EXPLANATION_TEXTS.k2CorrectionDeDispersion}</dt>
          <dd className="text-muted-foreground">
            {PARAMETERS_EXPLANATION_TEXTS.tientCompteDuDesaccord}
            {unbroken("K2 = 0")}
            {PARAMETERS_EXPLANATION_TEXTS.seuleLaMoyenneCompte}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="font-medium">{PARAMETERS_EXPLANATION_TEXTS.pmaxPeriodiciteMaximale}</dt>
          <dd className="text-muted-foreground">{PARAMETERS_EXPLANATION_TEXTS.plafondDeLaNouvelle}</dd>
        </div>
      </dl>

      <div className="rounded-lg border px-4 py-3">
        <h4 id="parameters-example-title" className="text-xs font-semibold text-muted-foreground">
          {PARAMETERS_EXPLANATION_TEXTS.exempleAvecCesValeurs}
          {months(EXAMPLE_PERIOD)}
          {PARAMETERS_EXPLANATION_TEXTS.evaluateursUnanimes}
        </h4>
        {periods ? (
          <ul aria-labelledby="parameters-example-title" className="mt-2 grid grid-cols-5 gap-2 text-center">
            {EXAMPLE_SCORES.map((score, index) => (
              <li key={score} className="grid gap-0.5 rounded-md bg-muted/60 px-1 py-2">
                <span className="text-xs text-muted-foreground">{unbroken(`G = ${formatScore(score)}`)}</span>
                <span className="sr-only"> : </span>
                <span className="flex flex-wrap items-baseline justify-center gap-x-1">
                  <span className="font-semibold tabular-nums">{formatNumber(periods[index]!)}</span>{" "}
                  <span className="text-xs">{PARAMETERS_EXPLANATION_TEXTS.mois}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted-foreground">
            {PARAMETERS_EXPLANATION_TEXTS.saisissezDesValeursValides}
          </p>
        )}
      </div>
    </section>
  );
}
