import { Settings } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { CurrentUser } from "../../../shared/api/auth";
import { displayName, sidebarRoleLabel } from "../../../shared/roles";
import { SHELL_TEXTS } from "../../../shared/texts/common";
import { fill } from "../../lib/format";
import { cn } from "../../lib/utils";
import { Logo } from "../brand/logo";
import { isActiveEntry, NAVIGATION } from "./navigation";
import { SignOutForm } from "./sign-out-form";

function initials(name: string): string {
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts[1]?.[0] ?? "")).toUpperCase() || "U";
}

export function Sidebar({
  user,
  companyName,
  onNavigate,
}: {
  user: CurrentUser;
  companyName: string | undefined;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const name = displayName(user);
  return (
    <div className="flex h-full flex-col bg-sidebar text-sidebar-foreground">
      <div className="border-b border-sidebar-border px-5 py-5">
        <Logo inverted />
        <p className="mt-3 line-clamp-2 text-sm font-medium text-sidebar-muted" title={companyName}>
          {companyName ?? "\u00a0"}
        </p>
      </div>

      <nav aria-label={SHELL_TEXTS.mainNavigation} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {NAVIGATION.map((entry) => {
            const active = isActiveEntry(entry, pathname);
            const Icon = entry.icon;
            return (
              <li key={entry.label}>
                <Link
                  to={entry.paths[0] ?? "/"}
                  onClick={onNavigate}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
                    active
                      ? "bg-primary text-primary-foreground shadow-sm"
                      : "text-sidebar-foreground/85 hover:bg-sidebar-accent hover:text-white",
                  )}
                >
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {entry.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="border-t border-sidebar-border p-3">
        <Link
          to="/profile"
          onClick={onNavigate}
          className="flex items-center gap-3 rounded-md px-2 py-2 transition-colors hover:bg-sidebar-accent"
          aria-label={fill(SHELL_TEXTS.myProfile, { name })}
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-sidebar-accent text-sm font-semibold text-white">
            {initials(name)}
          </span>
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium text-white">{name}</span>
            <span className="block truncate text-xs text-sidebar-muted">{sidebarRoleLabel(user.roles)}</span>
          </span>
        </Link>
        <Link
          to="/settings"
          onClick={onNavigate}
          aria-current={pathname === "/settings" ? "page" : undefined}
          className={cn(
            "mt-1 flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
            pathname === "/settings"
              ? "bg-primary text-primary-foreground shadow-sm"
              : "text-sidebar-foreground/85 hover:bg-sidebar-accent hover:text-white",
          )}
        >
          <Settings className="size-4" aria-hidden="true" />
          {SHELL_TEXTS.settings}
        </Link>
        <SignOutForm className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-sidebar-foreground/85 transition-colors hover:bg-sidebar-accent hover:text-white" />
      </div>
    </div>
  );
}
