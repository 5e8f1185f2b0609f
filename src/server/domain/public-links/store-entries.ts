import { sql } from "drizzle-orm";
import { z } from "zod";
import { idList } from "../../db/arrays";
import type { Database } from "../../db/client";
import { databaseNow } from "../../db/clock";
import { rowId, sqlRows } from "../../db/rows";
import { measurementPayloadOf, ratingPayloadOf } from "../../db/submission-payloads";

/** What storing a submission needs to know of it. */
export interface CountedSubmission {
  id: number;
  campaignId: number;
  kind: "measurement" | "ratings";
  clientSubmissionId: string;
  linkKind: "campaign" | "personal";
  raterKey: string | null;
  userId: string | null;
  operatorName: string;
  operatorEmail: string | null;
  submittedAt: Date;
  payload: unknown;
}

/** A grade a rater had given a cell before a submission replaced it, as the audit trail records it. */
export interface ReplacedRating {
  raterName: string | null;
  equipmentId: number;
  equipment: string;
  criterionId: number;
  criterion: string;
  grade: number;
  verbatim: string;
}

const replacedRow = z.object({
  rater_key: z.string(),
  rater_name: z.string().nullable(),
  equipment_id: rowId,
  equipment: z.string(),
  criteria_id: rowId,
  criterion: z.string(),
  grade: z.coerce.number().int(),
  verbatim: z.string(),
});

/**
 * Makes accepted public submissions count: each measurement becomes a row of `measurements`, each
 * rating cell an upsert of `equipment_ratings` under the submission's rater (the progress counters
 * move with them, migration 0005). A few statements whatever the number: the measurements in one,
 * the grades the cells held in one (`replaced`, for the audit row of the call), the ratings in one.
 * An equipment or criterion deleted since the submission is skipped; the score and text are those
 * of the chosen grade on the criterion's scale now, as for a rating made in the app.
 */
export async function storeSubmissions(
  db: Database,
  companyId: number,
  submissions: readonly CountedSubmission[],
): Promise<{ measurements: number; ratings: number; replaced: ReplacedRating[] }> {
  const measurements = submissions
    .filter((s) => s.kind === "measurement")
    .map((s) => {
      const m = measurementPayloadOf(s.payload);
      return {
        submission_id: s.id,
        campaign_id: s.campaignId,
        equipment_id: m.equipmentId,
        operator_name: s.operatorName,
        operator_email: s.operatorEmail,
        operator_id: s.userId,
        value: m.value,
        unit: m.unit,
        notes: m.notes,
        measured_at: s.submittedAt.toISOString(),
        client_submission_id: s.clientSubmissionId,
        link_kind: s.linkKind,
      };
    });
  let storedMeasurements = 0;
  if (measurements.length > 0) {
    const result = await db.execute(sql`
      insert into measurements (company_id, campaign_id, equipment_id, operator_name, operator_email, operator_id,
                                value, unit, notes, measurement_date, client_submission_id, submission_id, link_kind)
      select ${companyId}, m.campaign_id, m.equipment_id, m.operator_name, m.operator_email, m.operator_id,
             m.value, m.unit, m.notes, m.measured_at, m.client_submission_id, m.submission_id, m.link_kind
        from json_to_recordset(${JSON.stringify(measurements)}::json)
             as m(submission_id int, campaign_id int, equipment_id int, operator_name text, operator_email text,
                  operator_id text, value numeric, unit text, notes text, measured_at timestamptz,
                  client_submission_id text, link_kind text)
        join equipment e on e.company_id = ${companyId} and e.id = m.equipment_id and e.campaign_id = m.campaign_id
      on conflict (company_id, client_submission_id) do nothing`);
    storedMeasurements = affectedRows(result);
  }

  // The last submission of a rater wins for a cell, as if they had been made one after the other.
  const cells = new Map<string, Record<string, unknown>>();
  for (const s of [...submissions].sort(
    (a, b) => a.submittedAt.getTime() - b.submittedAt.getTime() || a.id - b.id,
  )) {
    if (s.kind !== "ratings" || !s.raterKey) continue;
    for (const cell of ratingPayloadOf(s.payload)) {
      cells.set(`${s.raterKey}:${cell.equipmentId}:${cell.criteriaId}`, {
        campaign_id: s.campaignId,
        equipment_id: cell.equipmentId,
        criteria_id: cell.criteriaId,
        grade: cell.grade,
        rater_key: s.raterKey,
        user_id: s.userId,
        rater_name: s.operatorName,
        link_kind: s.linkKind,
      });
    }
  }
  let storedRatings = 0;
  let replaced: ReplacedRating[] = [];
  if (cells.size > 0) {
    const cellsJson = JSON.stringify([...cells.values()]);
    const list = (key: "equipment_id" | "criteria_id" | "rater_key") => [
      ...new Set([...cells.values()].map((c) => c[key])),
    ];
    // By the unique index (company, equipment, criterion, rater), then the cells of these submissions.
    const previous = (
      await sqlRows(
        db,
        replacedRow,
        sql`
        select r.rater_key, r.rater_name, r.equipment_id, e.name as equipment, r.criteria_id, k.name as criterion,
               r.grade, r.verbatim
          from equipment_ratings r
          join equipment e on e.company_id = r.company_id and e.id = r.equipment_id
          join rating_criteria k on k.company_id = r.company_id and k.id = r.criteria_id
         where r.company_id = ${companyId}
           and r.equipment_id = any(${idList(list("equipment_id") as number[])}::int[])
           and r.criteria_id = any(${idList(list("criteria_id") as number[])}::int[])
           and r.rater_key = any(array(select json_array_elements_text(${JSON.stringify(list("rater_key"))}::json)))
         order by r.equipment_id, r.criteria_id, r.rater_key`,
      )
    ).filter((row) => cells.has(`${row.rater_key}:${row.equipment_id}:${row.criteria_id}`));
    replaced = previous.map((row) => ({
      raterName: row.rater_name,
      equipmentId: row.equipment_id,
      equipment: row.equipment,
      criterionId: row.criteria_id,
      criterion: row.criterion,
      grade: row.grade,
      verbatim: row.verbatim,
    }));
    const now = (await databaseNow(db)).toISOString();
    const result = await db.execute(sql`
      insert into equipment_ratings (company_id, campaign_id, equipment_id, criteria_id, user_id, rater_key,
                                     rater_name, link_kind, grade, score, verbatim, rated_at, updated_at)
      select ${companyId}, c.campaign_id, c.equipment_id, c.criteria_id, c.user_id, c.rater_key, c.rater_name,
             c.link_kind, c.grade, s.score, s.description, ${now}::timestamptz, ${now}::timestamptz
        from json_to_recordset(${cellsJson}::json)
             as c(campaign_id int, equipment_id int, criteria_id int, grade smallint, rater_key text, user_id text,
                  rater_name text, link_kind text)
        join equipment e on e.company_id = ${companyId} and e.id = c.equipment_id and e.campaign_id = c.campaign_id
        join rating_scales s on s.company_id = ${companyId} and s.criteria_id = c.criteria_id and s.grade = c.grade
       order by c.equipment_id, c.criteria_id
      on conflict (company_id, equipment_id, criteria_id, rater_key) do update
         set campaign_id = excluded.campaign_id, grade = excluded.grade, score = excluded.score,
             verbatim = excluded.verbatim, rater_name = excluded.rater_name, user_id = excluded.user_id,
             link_kind = excluded.link_kind, updated_at = excluded.updated_at`);
    storedRatings = affectedRows(result);
  }
  return { measurements: storedMeasurements, ratings: storedRatings, replaced };
}

/** Rows written by a statement, as either driver reports it. */
function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}
