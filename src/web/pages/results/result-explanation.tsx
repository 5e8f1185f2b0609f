/**
 * Why an equipment got its new period (DESIGN.md §6): each criterion's contribution to the global
 * score, the factor and the rounding that turned the current period into the new one, and the
 * raters' own choices.
 */

import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import type { CalibrationResult, ResultExplanation as Explanation } from "../../../shared/api/results";
import { EVOLUTION_LABELS } from "../../../shared/opperet";
import { RESULT_EXPLANATION_TEXTS } from "../../../shared/texts/results";
import { useResultExplanation } from "../../api/hooks";
import { OpperetBadge } from "../../components/opperet-badge";
import { Button } from "../../components/ui/button";
import { Notice } from "../../components/ui/notice";
import { ProfileBadge } from "../../components/ui/profile-badge";
import { Spinner } from "../../components/ui/spinner";
import { formatDateTime, formatNumber, formatSigned } from "../../lib/format";
import { IntervalProposalsCard } from "../instruments/interval-proposals-card";
import { formatEvolution } from "./evolution";
import { NUM, ScrollBox, TD, TH } from "./explanation-table";
import type { RowState } from "./forced-periods";
import { periodSteps } from "./period-steps";
import { RaterChoices } from "./rater-choices";

function CriteriaTable({ explanation, name }: { explanation: Explanation; name: string }) {
  const totalWeight = explanation.criteria.reduce((sum, c) => sum + c.weight, 0);
  return (
    <ScrollBox label={RESULT_EXPLANATION_TEXTS.criteriaContributionTable(name)}>
      <table className="w-full min-w-[720px] text-sm">
        <caption className="sr-only">
          {RESULT_EXPLANATION_TEXTS.contributionDeChaqueCritere}
          {name}
        </caption>
        <thead className="bg-muted text-xs text-muted-foreground">
          <tr>
            <th scope="col" className={TH}>
              {RESULT_EXPLANATION_TEXTS.critere}
            </th>
            <th scope="col" className={TH}>
              {RESULT_EXPLANATION_TEXTS.profil}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {RESULT_EXPLANATION_TEXTS.poidsW}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {RESULT_EXPLANATION_TEXTS.notateurs}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {RESULT_EXPLANATION_TEXTS.noteMoyenneM}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {RESULT_EXPLANATION_TEXTS.dispersionD}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {RESULT_EXPLANATION_TEXTS.noteCorrigeeG}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {RESULT_EXPLANATION_TEXTS.contributionWGW}
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
              {RESULT_EXPLANATION_TEXTS.scoreGlobalG}
            </th>
            <td className={NUM}>
              <span className="sr-only">{RESULT_EXPLANATION_TEXTS.sommeDesPoids}</span>
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
      <Step term={RESULT_EXPLANATION_TEXTS.parametresDuCalcul}>
        k1 = <Figure>{formatNumber(k1)}</Figure>
        {RESULT_EXPLANATION_TEXTS.weightingK2}
        <Figure>{formatNumber(k2)}</Figure> {RESULT_EXPLANATION_TEXTS.correctionDeLaDispersion}{" "}
        <Figure>
          {formatNumber(pmax)}
          {RESULT_EXPLANATION_TEXTS.mois}
        </Figure>
        {RESULT_EXPLANATION_TEXTS.periodeMaximaleA}
        <Figure>{formatNumber(a)}</Figure> {RESULT_EXPLANATION_TEXTS.facteurDAjustement}
      </Step>
      <Step term={RESULT_EXPLANATION_TEXTS.scoreGlobalG}>
        Σ (w × g) ÷ Σ w = <Figure>{G}</Figure>
        {RESULT_EXPLANATION_TEXTS.entre2RaccourcirEt}
      </Step>
      <Step term={RESULT_EXPLANATION_TEXTS.scoreOpperet}>
        (G + 2) ÷ 4 × 100 = <OpperetBadge score={explanation.opperetScore} className="justify-center" />
      </Step>
      <Step term={RESULT_EXPLANATION_TEXTS.facteurDePeriode}>
        {RESULT_EXPLANATION_TEXTS.t2PuissanceK1A}
        {formatNumber(k1)} × {formatNumber(a)} × {G} ÷ 2) ={" "}
        <Figure>{formatNumber(explanation.periodFactor, 3)}</Figure>
      </Step>
      <Step term={RESULT_EXPLANATION_TEXTS.nouvellePeriode}>
        {RESULT_EXPLANATION_TEXTS.periodeActuelleFacteur}
        {formatNumber(current)}
        {RESULT_EXPLANATION_TEXTS.monthsTimes}
        {formatNumber(steps.factor, 3)} = {formatNumber(steps.product, 2)}
        {RESULT_EXPLANATION_TEXTS.moisArrondieAuMois} {formatNumber(steps.rounded)}
        {RESULT_EXPLANATION_TEXTS.mois}
        {steps.bound === "pmax" && RESULT_EXPLANATION_TEXTS.rameneeAPmaxMois(formatNumber(pmax))}
        {steps.bound === "min" && RESULT_EXPLANATION_TEXTS.porteeAuMinimumDe}
        {steps.bound === null && RESULT_EXPLANATION_TEXTS.compriseEntre1Et(formatNumber(pmax))} →{" "}
        <Figure>
          {formatNumber(explanation.newPeriod)}
          {RESULT_EXPLANATION_TEXTS.mois}
        </Figure>
      </Step>
      {result.parcPeriod !== null && result.parcPeriod !== result.currentPeriod && (
        <Step term={RESULT_EXPLANATION_TEXTS.periodeDuParc}>
          <Figure>
            {formatNumber(result.parcPeriod)}
            {RESULT_EXPLANATION_TEXTS.mois}
          </Figure>
          {RESULT_EXPLANATION_TEXTS.aujourdHuiAuParc}
          {formatNumber(result.currentPeriod)}
          {RESULT_EXPLANATION_TEXTS.moisCelleQueL}
        </Step>
      )}
      {forced !== null && (
        <Step term={RESULT_EXPLANATION_TEXTS.periodeForcee}>
          <Figure>
            {formatNumber(forced)}
            {RESULT_EXPLANATION_TEXTS.mois}
          </Figure>
          {RESULT_EXPLANATION_TEXTS.saisieALaMain}
          {result.forcedPeriod === forced && (
            <>
              {" "}
              {RESULT_EXPLANATION_TEXTS.motif}
              <q>{result.forcedReason ?? RESULT_EXPLANATION_TEXTS.motifNonRenseigne}</q>
              {result.forcedByName && ` — ${result.forcedByName}`}
              {result.forcedAt && RESULT_EXPLANATION_TEXTS.le(formatDateTime(result.forcedAt))}.
            </>
          )}
          {forced > pmax && RESULT_EXPLANATION_TEXTS.elleDepassePmaxMois(formatNumber(pmax))}
        </Step>
      )}
      <Step term={RESULT_EXPLANATION_TEXTS.evolution}>
        {RESULT_EXPLANATION_TEXTS.periode}
        {forced === null ? "nouvelle" : RESULT_EXPLANATION_TEXTS.forcee}
        {RESULT_EXPLANATION_TEXTS.periodeActuellePeriodeActuelle}
        {formatNumber(state.effectivePeriod)} − {formatNumber(result.currentPeriod)}) ÷{" "}
        {formatNumber(result.currentPeriod)} = <Figure>{formatEvolution(state.evolutionPercent)}</Figure> →{" "}
        <Figure>{EVOLUTION_LABELS[state.status]}</Figure>
        {RESULT_EXPLANATION_TEXTS.etendueAuDelaDe}
      </Step>
    </dl>
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
  if (explanation.isPending)
    return <Spinner label={RESULT_EXPLANATION_TEXTS.chargementDeLExplication(name)} />;
  if (explanation.isError) {
    return (
      <Notice tone="error">
        <p>{RESULT_EXPLANATION_TEXTS.impossibleDeChargerL}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void explanation.refetch()}>
          <RefreshCw />
          {RESULT_EXPLANATION_TEXTS.reessayer}
        </Button>
      </Notice>
    );
  }
  const data = explanation.data;
  return (
    <section aria-label={RESULT_EXPLANATION_TEXTS.explicationDuCalcul(name)} className="grid max-w-5xl gap-5">
      <p className="text-sm">
        <span className="font-semibold break-words">{name}</span>
        <span className="text-muted-foreground">
          {" "}
          · <span className="font-mono text-[13px] break-all">{result.serialNumber}</span>
          {RESULT_EXPLANATION_TEXTS.calculDu} {formatDateTime(result.calculatedAt)}
        </span>
      </p>
      {data.ratingsChangedSince && (
        <Notice tone="warning">{RESULT_EXPLANATION_TEXTS.desNotationsDeCet}</Notice>
      )}
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">{RESULT_EXPLANATION_TEXTS.criteriaContributionTitle}</h3>
        <CriteriaTable explanation={data} name={name} />
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">{RESULT_EXPLANATION_TEXTS.duScoreALa}</h3>
        <PeriodComputation explanation={data} result={result} state={state} />
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">{RESULT_EXPLANATION_TEXTS.ratersChoiceTitle}</h3>
        <RaterChoices explanation={data} name={name} />
      </div>
      {data.instrumentId !== null && <IntervalProposalsCard instrumentId={data.instrumentId} />}
    </section>
  );
}
