import { Save, Scale } from "lucide-react";
import { useId, useState } from "react";
import type { DecisionRules } from "../../../shared/api/decision-rules";
import { DECISION_RULES, type DecisionRule } from "../../../shared/conformity/decide-point";
import { CONFORMITY_TEXTS, DECISION_RULE_LABELS } from "../../../shared/texts/conformity";
import { fieldRefusalOf, toastApiError } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { NativeSelect } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { fill, formatNumber } from "../../lib/format";
import { notify } from "../../lib/toast";
import { formatError } from "../instruments/calibration";
import { useDecisionRules, useSaveCompanyDecisionRule, useSaveTypeDecisionRule } from "./queries";

type TypeEntry = DecisionRules["types"][number];

const text = (value: number | null) => (value === null ? "" : String(value).replace(".", ","));

/** One type's rule and tolerance, changed and saved on its own row. */
function TypeRow({ entry, editable }: { entry: TypeEntry; editable: boolean }) {
  const id = useId();
  const save = useSaveTypeDecisionRule();
  const [rule, setRule] = useState<DecisionRule | "">(entry.decisionRule ?? "");
  const [lower, setLower] = useState(text(entry.toleranceLower));
  const [upper, setUpper] = useState(text(entry.toleranceUpper));
  const [family, setFamily] = useState(entry.family ?? "");
  const [error, setError] = useState<string | null>(null);
  const changed =
    rule !== (entry.decisionRule ?? "") ||
    lower !== text(entry.toleranceLower) ||
    upper !== text(entry.toleranceUpper);
  const submit = () => {
    setError(null);
    save.mutate(
      { type: entry.type, decisionRule: rule || null, toleranceLower: lower, toleranceUpper: upper, family },
      {
        onSuccess: () => notify.success(fill(CONFORMITY_TEXTS.typeSaved, { type: entry.type })),
        onError: (failure) => {
          const refusal = fieldRefusalOf(failure);
          if (refusal) setError(refusal.message);
          else toastApiError(failure, CONFORMITY_TEXTS.saveFailed);
        },
      },
    );
  };
  return (
    <li className="grid gap-2 border-b py-3 last:border-0" data-type-rule={entry.type}>
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">{entry.type}</span>
        <span className="text-xs text-muted-foreground">
          {fill(CONFORMITY_TEXTS.instrumentCount, { n: formatNumber(entry.instrumentCount) })}
        </span>
      </p>
      {editable ? (
        <form
          className="grid gap-2 sm:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-1 text-xs">
            <label htmlFor={`${id}-rule`} className="font-medium">
              {CONFORMITY_TEXTS.typeRule}
            </label>
            <NativeSelect
              id={`${id}-rule`}
              className="h-9 max-sm:h-11"
              value={rule}
              onChange={(event) => setRule(event.currentTarget.value as DecisionRule | "")}
            >
              <option value="">{CONFORMITY_TEXTS.sameAsCompany}</option>
              {DECISION_RULES.map((code) => (
                <option key={code} value={code}>
                  {DECISION_RULE_LABELS[code]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {(
            [
              ["lower", CONFORMITY_TEXTS.typeToleranceLower, lower, setLower],
              ["upper", CONFORMITY_TEXTS.typeToleranceUpper, upper, setUpper],
              ["family", CONFORMITY_TEXTS.typeFamily, family, setFamily],
            ] as const
          ).map(([name, label, value, set]) => (
            <div key={name} className="grid gap-1 text-xs">
              <label htmlFor={`${id}-${name}`} className="font-medium">
                {label}
              </label>
              <Input
                id={`${id}-${name}`}
                className="h-9 tabular-nums max-sm:h-11"
                inputMode={name === "family" ? "text" : "decimal"}
                autoComplete="off"
                value={value}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => set(event.currentTarget.value)}
              />
            </div>
          ))}
          <Button type="submit" size="sm" className="max-sm:h-11" disabled={!changed || save.isPending}>
            <Save aria-hidden="true" />
            {CONFORMITY_TEXTS.save}
          </Button>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive sm:col-span-5">
              {error}
            </p>
          )}
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">
          {entry.decisionRule ? DECISION_RULE_LABELS[entry.decisionRule] : CONFORMITY_TEXTS.sameAsCompany}
          {entry.toleranceLower !== null &&
            ` · ${CONFORMITY_TEXTS.tolerance} ${formatError(entry.toleranceLower)} … ${formatError(entry.toleranceUpper ?? 0)}`}
        </p>
      )}
    </li>
  );
}

/**
 * « Règles de décision » (decision 032): the rule that decides each calibration point with its
 * uncertainty, for the company, and for each instrument type its own rule and tolerance (EMT).
 * Events already recorded keep the rule they were decided under.
 */
export function DecisionRulesCard({ editable }: { editable: boolean }) {
  const id = useId();
  const rules = useDecisionRules();
  const saveCompany = useSaveCompanyDecisionRule();
  const current = saveCompany.isPending ? saveCompany.variables : rules.data?.companyRule;
  return (
    <Card className="lg:col-span-2" id="regles-de-decision">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Scale className="size-5 text-primary" aria-hidden="true" />
          {CONFORMITY_TEXTS.settingsTitle}
        </CardTitle>
        <CardDescription>{CONFORMITY_TEXTS.settingsIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {rules.isPending ? (
          <Spinner />
        ) : rules.data ? (
          <>
            <div className="grid gap-1.5 text-sm sm:max-w-md">
              <label htmlFor={`${id}-company`} className="font-medium">
                {CONFORMITY_TEXTS.companyRule}
              </label>
              <NativeSelect
                id={`${id}-company`}
                className="max-sm:h-11"
                value={current}
                disabled={!editable || saveCompany.isPending}
                onChange={(event) =>
                  saveCompany.mutate(event.currentTarget.value as DecisionRule, {
                    onSuccess: () => notify.success(CONFORMITY_TEXTS.saved),
                    onError: (error) => toastApiError(error, CONFORMITY_TEXTS.saveFailed),
                  })
                }
              >
                {DECISION_RULES.map((code) => (
                  <option key={code} value={code}>
                    {DECISION_RULE_LABELS[code]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {rules.data.types.length === 0 ? (
              <p className="text-sm text-muted-foreground">{CONFORMITY_TEXTS.noTypes}</p>
            ) : (
              <ul className="grid" aria-label={CONFORMITY_TEXTS.typesLabel}>
                {rules.data.types.map((entry) => (
                  <TypeRow
                    key={`${entry.type}-${entry.decisionRule}-${entry.toleranceLower}-${entry.toleranceUpper}`}
                    entry={entry}
                    editable={editable}
                  />
                ))}
              </ul>
            )}
          </>
        ) : (
          <p className="text-sm text-destructive">{CONFORMITY_TEXTS.loadFailed}</p>
        )}
      </CardContent>
    </Card>
  );
}
