import {
  Boxes,
  Building2,
  CalendarDays,
  ClipboardList,
  FileText,
  ListChecks,
  type LucideIcon,
  Mail,
  ScrollText,
  Users,
} from "lucide-react";
import { NAV_LABELS } from "../../../shared/texts/common";

export interface NavigationEntry {
  label: string;
  /** The entry's paths: it is highlighted when the current path is exactly one of them. */
  paths: readonly string[];
  icon: LucideIcon;
  /** Also highlighted on the pages under its first path (an instrument's page for the Parc). */
  prefix?: boolean;
}

/**
 * The sidebar's entries, in the spec's order (§2), the Parc and the Planning after the campaigns.
 * Every entry is shown to everyone (§6).
 */
export const NAVIGATION: readonly NavigationEntry[] = [
  { label: NAV_LABELS.campaigns, paths: ["/campaigns", "/"], icon: ClipboardList },
  { label: NAV_LABELS.parc, paths: ["/instruments"], icon: Boxes, prefix: true },
  { label: NAV_LABELS.planning, paths: ["/planning"], icon: CalendarDays },
  { label: NAV_LABELS.ratingCriteria, paths: ["/rating-criteria"], icon: ListChecks },
  { label: NAV_LABELS.profiles, paths: ["/profiles"], icon: Users },
  { label: NAV_LABELS.company, paths: ["/company"], icon: Building2 },
  { label: NAV_LABELS.reports, paths: ["/reports"], icon: FileText },
  { label: NAV_LABELS.emailTest, paths: ["/email-test"], icon: Mail },
  { label: NAV_LABELS.auditLogs, paths: ["/audit-logs"], icon: ScrollText },
];

export function isActiveEntry(entry: NavigationEntry, pathname: string): boolean {
  if (entry.paths.includes(pathname)) return true;
  return entry.prefix === true && entry.paths.some((path) => pathname.startsWith(`${path}/`));
}
