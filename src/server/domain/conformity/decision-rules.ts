import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { DecisionRules, typeDecisionRuleInputSchema } from "../../../shared/api/decision-rules";
import { DECISION_RULES, type DecisionRule } from "../../../shared/conformity/decide-point";
import { unitTypeKey } from "../../../shared/measurement-units";
import { DECISION_RULE_LABELS } from "../../../shared/texts/conformity";
import type { Database } from "../../db/client";
import { rowId, sqlRows } from "../../db/rows";
import { instrumentTypeRules, settings } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";

/** The company setting that holds its decision rule (settings), simple acceptance when unset. */
export const DECISION_RULE_SETTING = {
  key: "decision_rule",
  description: "Règle de décision de la conformité",
};
const DEFAULT_RULE: DecisionRule = "simple";

const isRule = (value: unknown): value is DecisionRule =>
  (DECISION_RULES as readonly unknown[]).includes(value);
const decimal = (value: string | null) => (value === null ? null : Number(value));

async function companyRuleOf(db: Database, companyId: number): Promise<DecisionRule> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(ofTenant(settings, { companyId }), eq(settings.key, DECISION_RULE_SETTING.key)));
  return isRule(row?.value) ? row.value : DEFAULT_RULE;
}

/** What decides an instrument's points: its type's rule, else the company's; its type's tolerance. */
export interface DecisionContext {
  rule: DecisionRule;
  tolerance: { lower: number; upper: number } | null;
}

export async function decisionContextOf(scope: TenantScope, type: string | null): Promise<DecisionContext> {
  const key = unitTypeKey(type);
  const [typeRule] = key
    ? await scope.db
        .select()
        .from(instrumentTypeRules)
        .where(and(ofTenant(instrumentTypeRules, scope), eq(instrumentTypeRules.typeKey, key)))
    : [];
  const lower = decimal(typeRule?.toleranceLower ?? null);
  const upper = decimal(typeRule?.toleranceUpper ?? null);
  return {
    rule: isRule(typeRule?.decisionRule)
      ? typeRule.decisionRule
      : await companyRuleOf(scope.db, scope.companyId),
    tolerance: lower !== null && upper !== null ? { lower, upper } : null,
  };
}

const typeRow = z.object({ instrument_id: rowId, type: z.string() });

/** GET /api/settings/decision-rules: the company's rule, and each type in the Parc or with a rule. */
export async function readDecisionRules(scope: TenantScope): Promise<DecisionRules> {
  const { db, companyId } = scope;
  const used = await sqlRows(
    db,
    typeRow,
    sql`select id as instrument_id, trim(type) as type from instruments
         where company_id = ${companyId} and nullif(trim(type), '') is not null`,
  );
  const byKey = new Map<string, DecisionRules["types"][number]>();
  for (const row of await db.select().from(instrumentTypeRules).where(ofTenant(instrumentTypeRules, scope)))
    byKey.set(row.typeKey, {
      type: row.type,
      decisionRule: isRule(row.decisionRule) ? row.decisionRule : null,
      toleranceLower: decimal(row.toleranceLower),
      toleranceUpper: decimal(row.toleranceUpper),
      family: row.family,
      instrumentCount: 0,
    });
  for (const row of used) {
    const key = unitTypeKey(row.type);
    const known = byKey.get(key) ?? {
      type: row.type.replace(/\s+/g, " "),
      decisionRule: null,
      toleranceLower: null,
      toleranceUpper: null,
      family: null,
      instrumentCount: 0,
    };
    known.instrumentCount += 1;
    byKey.set(key, known);
  }
  return {
    companyRule: await companyRuleOf(db, companyId),
    types: [...byKey.values()].sort((a, b) => a.type.localeCompare(b.type, "fr", { sensitivity: "base" })),
  };
}

/** The rules as a report states them: the company's, then each type's own (« Thermomètre : … »). */
export function decisionRulesSentence(rules: DecisionRules): string {
  const own = rules.types.filter((type) => type.decisionRule !== null);
  return [
    `${DECISION_RULE_LABELS[rules.companyRule]} (règle de l'entreprise)`,
    ...own.map((type) => `${type.type} : ${DECISION_RULE_LABELS[type.decisionRule!]}`),
  ].join(" ; ");
}

/** PUT /api/settings/decision-rules: the company's rule, audited. */
export async function saveCompanyDecisionRule(
  scope: TenantScope,
  { input }: { input: { companyRule: DecisionRule } },
): Promise<DecisionRules> {
  const before = await companyRuleOf(scope.db, scope.companyId);
  await scope.db
    .insert(settings)
    .values({ companyId: scope.companyId, ...DECISION_RULE_SETTING, value: input.companyRule })
    .onConflictDoUpdate({ target: [settings.companyId, settings.key], set: { value: input.companyRule } });
  await recordAudit(scope, {
    action: "settings.updated",
    tableName: "settings",
    recordId: DECISION_RULE_SETTING.key,
    description: `${DECISION_RULE_SETTING.description} : ${DECISION_RULE_LABELS[input.companyRule]}`,
    oldValues: { companyRule: before },
    newValues: { companyRule: input.companyRule },
  });
  return readDecisionRules(scope);
}

/**
 * PUT /api/settings/decision-rules/types: one type's rule and tolerance, audited with what they
 * replace. Events already recorded keep the rule and tolerance they were decided with.
 */
export async function saveTypeDecisionRule(
  scope: TenantScope,
  { input }: { input: z.output<typeof typeDecisionRuleInputSchema> },
): Promise<DecisionRules> {
  const typeKey = unitTypeKey(input.type);
  const type = input.type.trim().replace(/\s+/g, " ");
  const [before] = await scope.db
    .select()
    .from(instrumentTypeRules)
    .where(and(ofTenant(instrumentTypeRules, scope), eq(instrumentTypeRules.typeKey, typeKey)));
  const values = {
    decisionRule: input.decisionRule,
    toleranceLower: input.toleranceLower === null ? null : String(input.toleranceLower),
    toleranceUpper: input.toleranceUpper === null ? null : String(input.toleranceUpper),
    family: input.family,
    updatedBy: scope.actor.userId,
    updatedAt: new Date(),
  };
  await scope.db
    .insert(instrumentTypeRules)
    .values({ companyId: scope.companyId, typeKey, type, ...values })
    .onConflictDoUpdate({
      target: [instrumentTypeRules.companyId, instrumentTypeRules.typeKey],
      set: values,
    });
  const tolerance =
    input.toleranceLower === null
      ? "sans tolérance"
      : `tolérance ${input.toleranceLower} à ${input.toleranceUpper}`;
  await recordAudit(scope, {
    action: "settings.updated",
    tableName: "instrument_type_rules",
    recordId: typeKey,
    description: `Règle de décision du type « ${type} » : ${input.decisionRule ? DECISION_RULE_LABELS[input.decisionRule] : "celle de l'entreprise"}, ${tolerance}`,
    oldValues: before
      ? {
          decisionRule: before.decisionRule,
          toleranceLower: decimal(before.toleranceLower),
          toleranceUpper: decimal(before.toleranceUpper),
          family: before.family,
        }
      : null,
    newValues: {
      type,
      decisionRule: input.decisionRule,
      toleranceLower: input.toleranceLower,
      toleranceUpper: input.toleranceUpper,
      family: input.family,
    },
  });
  return readDecisionRules(scope);
}
