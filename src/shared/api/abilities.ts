import { z } from "zod";

/**
 * What the signed-in user may do now to an instrument, a calibration event, an impact review or a
 * report (DESIGN.md §7): computed by the server from the user's roles and the object's state, carried
 * by every answer about it, and read by the screens to show or hide an action.
 */

export const instrumentAbilitiesSchema = z
  .object({
    /** Change its name, type and location. */
    update: z.boolean(),
    /** Record a calibration event. */
    recordEvent: z.boolean(),
  })
  .meta({ id: "InstrumentAbilities" });
export type InstrumentAbilities = z.infer<typeof instrumentAbilitiesSchema>;

export const calibrationEventAbilitiesSchema = z
  .object({
    /** Correct it, with a reason. */
    correct: z.boolean(),
  })
  .meta({ id: "CalibrationEventAbilities" });
export type CalibrationEventAbilities = z.infer<typeof calibrationEventAbilitiesSchema>;

export const impactReviewAbilitiesSchema = z
  .object({
    /** Decide on its items (while it is open). */
    decide: z.boolean(),
    /** Close it with a conclusion (while it is open). */
    close: z.boolean(),
    /** Go and review the public measurements of its period still waiting. */
    reviewPending: z.boolean(),
  })
  .meta({ id: "ImpactReviewAbilities" });
export type ImpactReviewAbilities = z.infer<typeof impactReviewAbilitiesSchema>;

export const reportAbilitiesSchema = z
  .object({
    /** Open its preview (once completed). */
    preview: z.boolean(),
    /** Download its file (once completed). */
    download: z.boolean(),
    /** Send it by e-mail, its file attached (once completed). */
    send: z.boolean(),
  })
  .meta({ id: "ReportAbilities" });
export type ReportAbilities = z.infer<typeof reportAbilitiesSchema>;
