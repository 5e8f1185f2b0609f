import {
  Building2,
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
}

/** The sidebar's entries, in the spec's order (§2). Every entry is shown to everyone (§6). */
export const NAVIGATION: readonly NavigationEntry[] = [
  { label: "Campagnes", paths: ["/campaigns", "/"], icon: ClipboardList },
  { label: "Critères de Cotation", paths: ["/rating-criteria"], icon: ListChecks },
  { label: "Profils", paths: ["/profiles"], icon: Users },
  { label: "Entreprise", paths: ["/company"], icon: Building2 },
  { label: "Rapports", paths: ["/reports"], icon: FileText },
  { label: "Test Emails", paths: ["/email-test"], icon: Mail },
  { label: "Journal d'audit", paths: ["/audit-logs"], icon: ScrollText },
];

export function isActiveEntry(entry: NavigationEntry, pathname: string): boolean {
  return entry.paths.includes(pathname);
}
