import type { z } from "zod";
import type { Criterion, criterionInputSchema } from "../../../shared/api/criteria";
import { isCriteriaProfile } from "../../components/ui/profile-badge";
import { decimalText } from "./numbers";

export type CriterionFormValues = z.input<typeof criterionInputSchema>;
export type CriterionFormOutput = z.output<typeof criterionInputSchema>;

/** Scores of a new criterion's grades 1 to 5 (spec §9; grade 4 is +1, DESIGN.md §3). */
export const NEW_CRITERION_SCORES = [-2, -1, 0, 1, 2] as const;

/** A new criterion: weight 1, rated by equipment users (spec §3, §5). */
export function newCriterionValues(): CriterionFormValues {
  return {
    criteria: { name: "", description: "", weight: decimalText(1), profile: "utilisateur_equipement" },
    scales: NEW_CRITERION_SCORES.map((score, index) => ({
      grade: index + 1,
      score: decimalText(score),
      description: "",
    })),
  };
}

/** An existing criterion as the form shows it: French decimals, its five grades in order. */
export function criterionValues(criterion: Criterion): CriterionFormValues {
  const blank = newCriterionValues();
  return {
    criteria: {
      name: criterion.name,
      description: criterion.description ?? "",
      weight: decimalText(criterion.weight),
      profile: isCriteriaProfile(criterion.profile) ? criterion.profile : blank.criteria.profile,
    },
    scales: blank.scales.map((fallback) => {
      const scale = criterion.scales.find((s) => s.grade === fallback.grade);
      return scale
        ? { grade: scale.grade, score: decimalText(scale.score), description: scale.description }
        : fallback;
    }),
  };
}
