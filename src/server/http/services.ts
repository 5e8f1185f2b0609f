import type { PublicRateLimits } from "../config";
import type { Database, DatabaseHandle } from "../db/client";
import type { PlannerStatistics } from "../db/statistics";
import type { Mailer } from "../domain/mail/mailer";
import type { ReportQueue } from "../domain/reports/report-queue";
import type { ReportRenderer } from "../reports/render";

/** What the routes need from the outside world, built once by buildApp. */
export interface Services {
  database: DatabaseHandle;
  db: Database;
  mailer: Mailer;
  /** Lays reports out off the main thread. */
  reports: ReportRenderer;
  /** One report generated at a time in this process. */
  reportQueue: ReportQueue;
  /** Keeps the planner's statistics fresh after bulk writes. */
  statistics: PlannerStatistics;
  /** Base of the links in e-mails. */
  publicUrl: string;
  /** The public routes' rate limits, from the configuration. */
  publicRateLimits: PublicRateLimits;
}
