import type { ResultExplanation as Explanation } from "../../../shared/api/results";
import { SHARE_TEXTS } from "../../../shared/messages";
import { RESULT_EXPLANATION_TEXTS } from "../../../shared/texts/results";
import { formatSigned } from "../../lib/format";
import { NUM, ScrollBox, TD, TH } from "./explanation-table";

/** Each rater's level, score and verbatim on each criterion of the equipment. */
export function RaterChoices({ explanation, name }: { explanation: Explanation; name: string }) {
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
    return (
      <p className="text-sm text-muted-foreground">
        {RESULT_EXPLANATION_TEXTS.aucuneNotationEnregistreePour}
      </p>
    );
  }
  return (
    <ScrollBox label={RESULT_EXPLANATION_TEXTS.choixDesNotateursTableau(name)}>
      <table className="w-full min-w-[640px] text-sm">
        <caption className="sr-only">
          {RESULT_EXPLANATION_TEXTS.choixDesNotateurs}
          {name}
        </caption>
        <thead className="bg-muted text-xs text-muted-foreground">
          <tr>
            <th scope="col" className={TH}>
              {RESULT_EXPLANATION_TEXTS.critere}
            </th>
            <th scope="col" className={TH}>
              {RESULT_EXPLANATION_TEXTS.notateur}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {RESULT_EXPLANATION_TEXTS.niveau}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {RESULT_EXPLANATION_TEXTS.score}
            </th>
            <th scope="col" className={TH}>
              {RESULT_EXPLANATION_TEXTS.verbatim}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map(({ rating, key }) => (
            <tr key={key}>
              <td className={`${TD} break-words`}>
                {names.get(rating.criterionId) ?? (
                  <span className="text-muted-foreground">{RESULT_EXPLANATION_TEXTS.critereNonPrisEn}</span>
                )}
              </td>
              <td className={`${TD} break-words`}>
                {rating.raterName ?? (
                  <span className="text-muted-foreground">
                    {RESULT_EXPLANATION_TEXTS.notateurNonIdentifie}
                  </span>
                )}
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
