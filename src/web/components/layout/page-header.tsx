import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Input } from "../ui/input";

/** Title, optional description, the 'Rechercher...' box (no behaviour, spec §2) and actions. */
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
        <div className="relative w-full sm:w-64">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input type="search" placeholder="Rechercher..." aria-label="Rechercher" className="pl-9" />
        </div>
        {actions}
      </div>
    </header>
  );
}
