import { z } from "zod";

/**
 * What a public submission keeps until it counts (`public_submissions.payload`, JSON): read back
 * through these schemas, never taken on trust, so that a payload of another shape is an error where
 * it is read rather than a wrong value further on.
 */

/** A checked public measurement. */
export const measurementPayloadSchema = z.object({
  equipmentId: z.number().int(),
  equipmentName: z.string(),
  value: z.string(),
  unit: z.string(),
  notes: z.string().nullable(),
});
export type MeasurementPayload = z.infer<typeof measurementPayloadSchema>;

/** A checked public rating cell: the chosen scale entry, by grade (its score and text are read again when stored). */
export const ratingCellPayloadSchema = z.object({
  equipmentId: z.number().int(),
  criteriaId: z.number().int(),
  /** The scale entry chosen (its id), and its grade. */
  verbatimId: z.number().int(),
  grade: z.number(),
  verbatim: z.string(),
});
export type RatingCellPayload = z.infer<typeof ratingCellPayloadSchema>;

const ratingPayloadSchema = z.array(ratingCellPayloadSchema);

/** A stored measurement submission's payload. */
export function measurementPayloadOf(payload: unknown): MeasurementPayload {
  return measurementPayloadSchema.parse(payload);
}

/** A stored rating submission's payload: its cells. */
export function ratingPayloadOf(payload: unknown): RatingCellPayload[] {
  return ratingPayloadSchema.parse(payload);
}
