/**
 * Why an equipment got its new period (DESIGN.md §6): each criterion's contribution to the global
 * score, the factor and the rounding that turned the current period into the new one, and the
 * raters' own choices.
 */
import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import type { CalibrationResult, ResultExplanation as Explanation } from "../../../shared/api/results";
import { SHARE_TEXTS } from "../../../shared/messages";
import { EVOLUTION_LABELS } from "../../../shared/opperet";
import { useResultExplanation } from "../../api/hooks";
import { OpperetBadge } from "../../components/opperet-badge";
import { Button } from "../../components/ui/button";
import { Notice } from "../../components/ui/notice";
import { ProfileBadge } from "../../components/ui/profile-badge";
import { Spinner } from "../../components/ui/spinner";
import { formatDateTime, formatNumber, formatSigned } from "../../lib/format";
import { formatEvolution } from "./evolution";
import type { RowState } from "./forced-periods";
import { periodSteps } from "./period-steps";

const TH = "px-3 py-2 text-left font-semibold whitespace-nowrap";
const TD = "px-3 py-2 align-top";
const NUM = "px-3 py-2 text-right align-top tabular-nums whitespace-nowrap";

/** A table that scrolls sideways on narrow screens, reachable with the keyboard. */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable with the keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-lg border bg-card focus-visible:outline-offset-2"
    >
      {children}
    </section>
  );
}

function CriteriaTable({ explanation, name }: { explanation: Explanation; name: string }) {
  const totalWeight = explanation.criteria.reduce((sum, c) => sum + c.weight, 0);
  return (
    <ScrollBox label={`Contribution de chaque critère, tableau défilant : ${name}`}>
      <table className="w-full min-w-[720px] text-sm">
        <caption className="sr-only">Contribution de chaque critère au score global : {name}</caption>
        <thead className="bg-muted text-xs text-muted-foreground">
          <tr>
            <th scope="col" className={TH}>
              Critère
            </th>
            <th scope="col" className={TH}>
              Profil
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Poids w
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Notateurs
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Note moyenne m
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Dispersion d
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Note corrigée g
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Contribution w·g/Σw
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {explanation.criteria.map((criterion) => (
            <tr key={criterion.criterionId}>
              <th scope="row" className={`${TD} text-left font-medium break-words`}>
                {criterion.name}
              </th>
              <td className={TD}>
                <ProfileBadge profile={criterion.profile} />
              </td>
              <td className={NUM}>{formatNumber(criterion.weight)}</td>
              <td className={NUM}>{formatNumber(criterion.raterCount)}</td>
              <td className={NUM}>{formatSigned(criterion.mean, 2)}</td>
              <td className={NUM}>{formatNumber(criterion.dispersion, 2)}</td>
              <td className={NUM}>{formatSigned(criterion.grade, 2)}</td>
              <td className={`${NUM} font-medium`}>{formatSigned(criterion.contribution, 3)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t bg-muted/50 font-semibold">
          <tr>
            <th scope="row" colSpan={2} className={`${TD} text-left`}>
              Score global G
            </th>
            <td className={NUM}>
              <span className="sr-only">Somme des poids : </span>
              <span aria-hidden="true">Σ w = </span>
              {formatNumber(totalWeight)}
            </td>
            <td colSpan={4} />
            <td className={NUM}>{formatSigned(explanation.globalScore, 3)}</td>
          </tr>
        </tfoot>
      </table>
    </ScrollBox>
  );
}

function Step({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-medium">{term}</dt>
      <dd className="text-muted-foreground">{children}</dd>
    </div>
  );
}

function Figure({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-foreground tabular-nums">{children}</strong>;
}

function PeriodComputation({
  explanation,
  result,
  state,
}: {
  explanation: Explanation;
  result: CalibrationResult;
  state: RowState;
}) {
  const { k1, k2, pmax, adjustmentFactor: a } = explanation.parameters;
  const steps = periodSteps(explanation);
  const G = formatSigned(explanation.globalScore, 3);
  const current = explanation.currentPeriod;
  const forced = state.forcedPeriod;
  return (
    <dl className="grid gap-3 text-sm">
      <Step term="Paramètres du calcul">
        k1 = <Figure>{formatNumber(k1)}</Figure> (pondération), k2 = <Figure>{formatNumber(k2)}</Figure>{" "}
        (correction de la dispersion : g = m − k2 × d, bornée entre −2 et +2), pmax ={" "}
        <Figure>{formatNumber(pmax)} mois</Figure> (période maximale), a = <Figure>{formatNumber(a)}</Figure>{" "}
        (facteur d'ajustement).
      </Step>
      <Step term="Score global G">
        Σ (w × g) ÷ Σ w = <Figure>{G}</Figure>, entre −2 (raccourcir) et +2 (allonger).
      </Step>
      <Step term="Score OPPERET">
        (G + 2) ÷ 4 × 100 = <OpperetBadge score={explanation.opperetScore} className="justify-center" />
      </Step>
      <Step term="Facteur de période">
        2 puissance (k1 × a × G ÷ 2) = 2 puissance ({formatNumber(k1)} × {formatNumber(a)} × {G} ÷ 2) ={" "}
        <Figure>{formatNumber(explanation.periodFactor, 3)}</Figure>
      </Step>
      <Step term="Nouvelle période">
        période actuelle × facteur = {formatNumber(current)} mois × {formatNumber(steps.factor, 3)} ={" "}
        {formatNumber(steps.product, 2)} mois → arrondie au mois le plus proche :{" "}
        {formatNumber(steps.rounded)} mois
        {steps.bound === "pmax" && ` → ramenée à pmax = ${formatNumber(pmax)} mois`}
        {steps.bound === "min" && " → portée au minimum de 1 mois"}
        {steps.bound === null && `, comprise entre 1 et pmax = ${formatNumber(pmax)} mois`} →{" "}
        <Figure>{formatNumber(explanation.newPeriod)} mois</Figure>
      </Step>
      {result.parcPeriod !== null && result.parcPeriod !== result.currentPeriod && (
        <Step term="Période du Parc">
          <Figure>{formatNumber(result.parcPeriod)} mois</Figure> aujourd'hui au Parc : le calcul est parti de
          la période de la campagne ({formatNumber(result.currentPeriod)} mois), celle que l'historique de
          l'instrument retiendra.
        </Step>
      )}
      {forced !== null && (
        <Step term="Période forcée">
          <Figure>{formatNumber(forced)} mois</Figure>, saisie à la main : elle remplace la nouvelle période
          calculée.
          {result.forcedPeriod === forced && (
            <>
              {" "}
              Motif : <q>{result.forcedReason ?? "motif non renseigné"}</q>
              {result.forcedByName && ` — ${result.forcedByName}`}
              {result.forcedAt && `, le ${formatDateTime(result.forcedAt)}`}.
            </>
          )}
          {forced > pmax && ` Elle dépasse pmax (${formatNumber(pmax)} mois).`}
        </Step>
      )}
      <Step term="Évolution">
        (période {forced === null ? "nouvelle" : "forcée"} − période actuelle) ÷ période actuelle = (
        {formatNumber(state.effectivePeriod)} − {formatNumber(result.currentPeriod)}) ÷{" "}
        {formatNumber(result.currentPeriod)} = <Figure>{formatEvolution(state.evolutionPercent)}</Figure> →{" "}
        <Figure>{EVOLUTION_LABELS[state.status]}</Figure> (étendue au-delà de +10 %, réduite en deçà de −10 %,
        maintenue entre les deux).
      </Step>
    </dl>
  );
}

function RaterChoices({ explanation, name }: { explanation: Explanation; name: string }) {
  const names = new Map(explanation.criteria.map((c) => [c.criterionId, c.name]));
  // A rater rates a criterion once; unnamed raters (public link) are told apart by their rank.
  const seen = new Map<string, number>();
  const rows = explanation.ratings.map((rating) => {
    const base = `${rating.criterionId}:${rating.raterName ?? ""}`;
    const rank = (seen.get(base) ?? 0) + 1;
    seen.set(base, rank);
    return { rating, key: `${base}:${rank}` };
  });
  if (explanation.ratings.length === 0) {
    return <p className="text-sm text-muted-foreground">Aucune notation enregistrée pour cet équipement.</p>;
  }
  return (
    <ScrollBox label={`Choix des notateurs, tableau défilant : ${name}`}>
      <table className="w-full min-w-[640px] text-sm">
        <caption className="sr-only">Choix des notateurs : {name}</caption>
        <thead className="bg-muted text-xs text-muted-foreground">
          <tr>
            <th scope="col" className={TH}>
              Critère
            </th>
            <th scope="col" className={TH}>
              Notateur
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Niveau
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Score
            </th>
            <th scope="col" className={TH}>
              Verbatim
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map(({ rating, key }) => (
            <tr key={key}>
              <td className={`${TD} break-words`}>
                {names.get(rating.criterionId) ?? (
                  <span className="text-muted-foreground">Critère non pris en compte dans ce calcul</span>
                )}
              </td>
              <td className={`${TD} break-words`}>
                {rating.raterName ?? <span className="text-muted-foreground">Notateur non identifié</span>}
                {rating.linkKind && (
                  <span className="ml-1.5 inline-block rounded bg-muted px-1.5 py-0.5 text-muted-foreground text-xs">
                    {rating.linkKind === "personal"
                      ? SHARE_TEXTS.sourcePersonalLink
                      : SHARE_TEXTS.sourceRatingLink}
                  </span>
                )}
              </td>
              <td className={NUM}>{rating.grade}</td>
              <td className={NUM}>{formatSigned(rating.score, 1)}</td>
              <td className={`${TD} break-words`}>{rating.verbatim}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

export function ResultExplanation({
  campaignId,
  result,
  state,
  run,
}: {
  campaignId: number;
  result: CalibrationResult;
  state: RowState;
  /** An earlier calculation's number: its own figures are explained. */
  run?: number;
}) {
  const explanation = useResultExplanation(campaignId, result.equipmentId, run);
  const name = result.equipmentName;
  if (explanation.isPending) return <Spinner label={`Chargement de l'explication : ${name}`} />;
  if (explanation.isError) {
    return (
      <Notice tone="error">
        <p>Impossible de charger l'explication de ce résultat.</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void explanation.refetch()}>
          <RefreshCw />
          Réessayer
        </Button>
      </Notice>
    );
  }
  const data = explanation.data;
  return (
    <section aria-label={`Explication du calcul : ${name}`} className="grid max-w-5xl gap-5">
      <p className="text-sm">
        <span className="font-semibold break-words">{name}</span>
        <span className="text-muted-foreground">
          {" "}
          · <span className="font-mono text-[13px] break-all">{result.serialNumber}</span> · calcul du{" "}
          {formatDateTime(result.calculatedAt)}
        </span>
      </p>
      {data.ratingsChangedSince && (
        <Notice tone="warning">
          Des notations de cet équipement ont changé depuis le calcul : les chiffres ci-dessous sont ceux du
          calcul, les choix des notateurs sont ceux d'aujourd'hui. Relancez le calcul pour en tenir compte.
        </Notice>
      )}
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">Contribution de chaque critère</h3>
        <CriteriaTable explanation={data} name={name} />
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">Du score à la nouvelle période</h3>
        <PeriodComputation explanation={data} result={result} state={state} />
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">Choix des notateurs</h3>
        <RaterChoices explanation={data} name={name} />
      </div>
    </section>
  );
}
