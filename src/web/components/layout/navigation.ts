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
  { label: "Campagnes", paths: ["/campaigns", "/"], icon: ClipboardList },
  { label: "Parc", paths: ["/instruments"], icon: Boxes, prefix: true },
  { label: "Planning", paths: ["/planning"], icon: CalendarDays },
  { label: "Critères de Cotation", paths: ["/rating-criteria"], icon: ListChecks },
  { label: "Profils", paths: ["/profiles"], icon: Users },
  { label: "Entreprise", paths: ["/company"], icon: Building2 },
  { label: "Rapports", paths: ["/reports"], icon: FileText },
  { label: "Test Emails", paths: ["/email-test"], icon: Mail },
  { label: "Journal d'audit", paths: ["/audit-logs"], icon: ScrollText },
];

export function isActiveEntry(entry: NavigationEntry, pathname: string): boolean {
  if (entry.paths.includes(pathname)) return true;
  return entry.prefix === true && entry.paths.some((path) => pathname.startsWith(`${path}/`));
}
