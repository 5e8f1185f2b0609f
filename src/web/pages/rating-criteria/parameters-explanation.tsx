import { Sigma } from "lucide-react";
import { computeNewPeriod } from "../../../shared/opperet";
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

const months = (count: number) => `${formatNumber(count)}\u00a0mois`;

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
            Comment ces paramètres agissent
          </h3>
          <p className="text-muted-foreground">
            Pour chaque équipement, les notes des participants donnent une note globale G, de{" "}
            {unbroken("−2 à +2")} : la moyenne des critères, pondérée par leur poids. La nouvelle période en
            découle.
          </p>
        </div>
      </div>

      <p className="rounded-lg border bg-muted/60 px-4 py-3 text-center font-medium">
        <span className="whitespace-nowrap">Nouvelle période =</span>{" "}
        <span className="whitespace-nowrap">
          période actuelle × 2
          <sup className="ml-0.5 text-[0.7rem]">
            <span className="sr-only">puissance </span>(K1 × G / 2)
          </sup>
        </span>
        <span className="mt-1 block text-xs font-normal text-muted-foreground">
          arrondie au mois, entre 1 mois et Pmax
        </span>
      </p>

      <dl className="grid gap-3">
        <div className="grid gap-0.5">
          <dt className="font-medium">K1 · Coefficient de pondération</dt>
          <dd className="text-muted-foreground">
            Règle l'amplitude de l'ajustement. Avec {unbroken("K1 = 1")}, une note globale de +2 double la
            période, −2 la divise par deux et 0 la conserve ; avec {unbroken("K1 = 2")}, une note de +2 la
            multiplie par quatre.
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="font-medium">K2 · Correction de dispersion</dt>
          <dd className="text-muted-foreground">
            Tient compte du désaccord entre évaluateurs : la note de chaque critère est diminuée de K2 fois
            l'écart type des notes reçues. Un désaccord raccourcit donc la période, il ne l'allonge jamais.
            Avec {unbroken("K2 = 0")}, seule la moyenne compte.
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="font-medium">Pmax · Périodicité maximale</dt>
          <dd className="text-muted-foreground">
            Plafond de la nouvelle période en mois, quelles que soient les notes. La période calculée ne
            descend jamais sous 1 mois.
          </dd>
        </div>
      </dl>

      <div className="rounded-lg border px-4 py-3">
        <h4 id="parameters-example-title" className="text-xs font-semibold text-muted-foreground">
          Exemple avec ces valeurs : instrument étalonné tous les {months(EXAMPLE_PERIOD)}, évaluateurs
          unanimes
        </h4>
        {periods ? (
          <ul aria-labelledby="parameters-example-title" className="mt-2 grid grid-cols-5 gap-2 text-center">
            {EXAMPLE_SCORES.map((score, index) => (
              <li key={score} className="grid gap-0.5 rounded-md bg-muted/60 px-1 py-2">
                <span className="text-xs text-muted-foreground">{unbroken(`G = ${formatScore(score)}`)}</span>
                <span className="sr-only"> : </span>
                <span className="flex flex-wrap items-baseline justify-center gap-x-1">
                  <span className="font-semibold tabular-nums">{formatNumber(periods[index]!)}</span>{" "}
                  <span className="text-xs">mois</span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted-foreground">
            Saisissez des valeurs valides pour voir leur effet sur la période.
          </p>
        )}
      </div>
    </section>
  );
}
