import { z } from "zod";
import { FIELD_MESSAGES } from "../messages";
import { instrumentSchema } from "./instruments";

/** GET /api/planning?months=: what is overdue, due this month, and due in each of the next months. */
export const planningQuerySchema = z.object({
  months: z.coerce
    .number({ error: FIELD_MESSAGES.monthsInvalid })
    .int(FIELD_MESSAGES.monthsInvalid)
    .min(1, FIELD_MESSAGES.monthsInvalid)
    .max(24, FIELD_MESSAGES.monthsInvalid)
    .default(6),
});

export const planningSchema = z
  .object({
    /** Today in the company's time zone (Europe/Paris unless the company chose another, decision 026). */
    today: z.string(),
    warningDays: z.number().int(),
    /**
     * Instruments in quarantine (an impact review open): out of use whatever their due date, listed
     * here only, by due date (none last). The other lists leave them out.
     */
    quarantined: z.array(instrumentSchema),
    overdue: z.array(instrumentSchema),
    dueThisMonth: z.array(instrumentSchema),
    /** The following months, each `YYYY-MM` with its instruments by due date. */
    nextMonths: z.array(z.object({ month: z.string(), instruments: z.array(instrumentSchema) })),
    /** Instruments never calibrated: no due date to plan. */
    unknownCount: z.number().int(),
  })
  .meta({ id: "Planning" });
export type Planning = z.infer<typeof planningSchema>;

/** GET /api/planning/calendar?month=YYYY-MM: each day of the month with the instruments due that day. */
export const calendarQuerySchema = z.object({
  month: z
    .string({ error: FIELD_MESSAGES.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, FIELD_MESSAGES.monthInvalid)
    .refine(
      (v) => Number(v.slice(0, 4)) >= 1900 && Number(v.slice(0, 4)) <= 9999,
      FIELD_MESSAGES.monthInvalid,
    )
    .optional(),
});

export const calendarMonthSchema = z
  .object({
    month: z.string(),
    days: z.array(
      z.object({
        date: z.string(),
        instruments: z.array(
          instrumentSchema.pick({ id: true, name: true, reference: true, status: true, quarantined: true }),
        ),
      }),
    ),
  })
  .meta({ id: "CalendarMonth" });
export type CalendarMonth = z.infer<typeof calendarMonthSchema>;

/** The company's private calendar feed: its address (secret), null until one is made. */
export const calendarFeedSchema = z
  .object({ url: z.string().nullable(), createdAt: z.string().nullable() })
  .meta({ id: "CalendarFeed" });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** GET / PUT /api/settings/planning: the warning window, in days before the due date. */
export const planningSettingsSchema = z
  .object({
    warningDays: z.coerce
      .number({ error: FIELD_MESSAGES.warningDaysInvalid })
      .int(FIELD_MESSAGES.warningDaysInvalid)
      .min(1, FIELD_MESSAGES.warningDaysInvalid)
      .max(365, FIELD_MESSAGES.warningDaysInvalid),
  })
  .meta({ id: "PlanningSettings" });
export type PlanningSettings = z.infer<typeof planningSettingsSchema>;

/**
 * PUT /api/settings/planning: the window as sent (45) or as typed ("45"); anything else, a decimal
 * or a value outside 1..365 is refused with the one French message.
 */
export const planningSettingsInputSchema = z.object({
  warningDays: z
    .union([z.number(), z.string()], { error: FIELD_MESSAGES.warningDaysInvalid })
    .transform((value, ctx) => {
      const text = typeof value === "number" ? String(value) : value.trim();
      const days = text === "" ? Number.NaN : Number(text);
      if (!Number.isFinite(days)) {
        ctx.addIssue({ code: "custom", message: FIELD_MESSAGES.warningDaysInvalid });
        return z.NEVER;
      }
      return days;
    })
    .pipe(
      z
        .number()
        .int(FIELD_MESSAGES.warningDaysInvalid)
        .min(1, FIELD_MESSAGES.warningDaysInvalid)
        .max(365, FIELD_MESSAGES.warningDaysInvalid),
    ),
});
export type PlanningSettingsInput = z.input<typeof planningSettingsInputSchema>;
