import { z } from "zod";
import { DECISION_RULES } from "../conformity/decide-point";
import { TEXT_LIMITS } from "../limits";
import { FIELD_MESSAGES } from "../messages";
import { optionalText, requiredText } from "../validation";

/** The decision rules of a company and of its instrument types (decision 032). */

const rule = z.enum(DECISION_RULES, { error: FIELD_MESSAGES.decisionRuleUnknown });

/** A tolerance limit as typed ("-0,3" or -0.3); empty is none. */
const limit = z
  .union([z.number(), z.string()], { error: FIELD_MESSAGES.pointValueInvalid })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || String(value).trim() === "") return null;
    const number = Number(String(value).trim().replace(",", "."));
    if (!Number.isFinite(number) || Math.abs(number) >= 1e15) {
      ctx.addIssue({ code: "custom", message: FIELD_MESSAGES.pointValueInvalid });
      return z.NEVER;
    }
    return number;
  });

/** PUT /api/settings/decision-rules: the company's rule. */
export const companyDecisionRuleInputSchema = z.object({ companyRule: rule });

/**
 * PUT /api/settings/decision-rules/types: one type's rule (null: the company's) and tolerance on the
 * error of its instruments (both limits, or neither).
 */
export const typeDecisionRuleInputSchema = z
  .object({
    type: requiredText(FIELD_MESSAGES.typeRequired, TEXT_LIMITS.type),
    decisionRule: rule.nullish().transform((value) => value ?? null),
    toleranceLower: limit,
    toleranceUpper: limit,
    /** The family its instruments are tested in (NCSL RP-1 A3): none, the type alone. */
    family: optionalText(TEXT_LIMITS.type),
  })
  .superRefine((input, ctx) => {
    if ((input.toleranceLower === null) !== (input.toleranceUpper === null))
      ctx.addIssue({
        code: "custom",
        path: [input.toleranceLower === null ? "toleranceLower" : "toleranceUpper"],
        message: FIELD_MESSAGES.toleranceBothLimits,
      });
    else if (
      input.toleranceUpper !== null &&
      input.toleranceLower !== null &&
      input.toleranceUpper <= input.toleranceLower
    )
      ctx.addIssue({ code: "custom", path: ["toleranceUpper"], message: FIELD_MESSAGES.toleranceOrder });
  });
export type TypeDecisionRuleInput = z.input<typeof typeDecisionRuleInputSchema>;

export const decisionRulesSchema = z
  .object({
    /** The company's rule: simple acceptance until it chooses another. */
    companyRule: rule,
    types: z.array(
      z.object({
        type: z.string(),
        /** Null: the company's rule. */
        decisionRule: rule.nullable(),
        toleranceLower: z.number().nullable(),
        toleranceUpper: z.number().nullable(),
        /** Null: the type is a family of its own. */
        family: z.string().nullable(),
        instrumentCount: z.number().int(),
      }),
    ),
  })
  .meta({ id: "DecisionRules" });
export type DecisionRules = z.infer<typeof decisionRulesSchema>;
