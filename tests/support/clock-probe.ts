/**
 * Prints, as JSON, the answers of Calibra's date rules at fixed instants: run by
 * src/shared/clock-process-zone.test.ts in processes whose own time zone (TZ) is far from the
 * company's, the answers must not move.
 */
import { companyTime } from "../../src/server/domain/mail/audit-mails";
import { frenchDateTime, frenchDay, reportFileName } from "../../src/server/reports/format";
import { wallClockDate } from "../../src/server/reports/xlsx/cells";
import { DEFAULT_TIME_ZONE, fileNameDate, monthBounds, monthOf, today } from "../../src/shared/clock";
import { dayOf } from "../../src/web/pages/instruments/period-points";

/** 30 November 2026, 23:30 in Paris: the month's last hour there, 1 December at Kiritimati. */
const LAST_HOUR = new Date("2026-11-30T22:30:00Z");
const zone = DEFAULT_TIME_ZONE;
const bounds = monthBounds(zone, monthOf(zone, LAST_HOUR));

const answers = {
  processZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  today: today(zone, LAST_HOUR),
  month: monthOf(zone, LAST_HOUR),
  monthStart: bounds.start.toISOString(),
  monthEnd: bounds.end.toISOString(),
  fileNameDate: fileNameDate(zone, LAST_HOUR),
  farAhead: today("Pacific/Kiritimati", LAST_HOUR),
  reportTime: frenchDateTime(LAST_HOUR.toISOString(), zone),
  reportDay: frenchDay(LAST_HOUR.toISOString()),
  reportFile: reportFileName(
    { campaign: { id: 1, name: "Essai" }, generatedAt: LAST_HOUR.toISOString() },
    "pdf",
  ),
  workbookCell: wallClockDate(LAST_HOUR.toISOString(), zone)?.toISOString(),
  mailTime: companyTime(LAST_HOUR),
  chartDay: dayOf(LAST_HOUR.toISOString()),
};
process.stdout.write(JSON.stringify(answers));
