import type { ReportAbilities } from "../../../shared/api/abilities";
import type { ReportStatus } from "../../../shared/api/reports";
import { can } from "../../../shared/permissions";

/**
 * What a user may do to a report now (DESIGN.md §4, §7): every member previews and downloads a
 * completed report; those who generate reports also send it by e-mail.
 */
export function reportAbilities(roles: readonly string[], status: ReportStatus): ReportAbilities {
  const completed = status === "completed";
  return { preview: completed, download: completed, send: completed && can(roles, "generateReports") };
}
