import type { ReactNode } from "react";
import { HeaderSearch } from "./header-search";

/**
 * Title, optional description, the 'Rechercher...' box (spec §2; it finds campaigns, instruments
 * and users) and actions.
 */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 border-b bg-card px-6 py-5 lg:flex-row lg:items-center lg:justify-between lg:px-8">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <HeaderSearch />
        {actions}
      </div>
    </header>
  );
}
