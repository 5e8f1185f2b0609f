import { type LucideIcon, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { LIST_TEXTS } from "../../../shared/texts/common";
import { fill } from "../../lib/format";
import { Button } from "./button";

/** What a list shows when it has nothing yet: what it is and what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      {children && <div className="mt-2 max-w-md text-sm text-muted-foreground">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/** A read that failed: what could not be loaded, and a way to try again. */
export function LoadFailed({
  title,
  what,
  onRetry,
}: {
  title: string;
  /** What was being loaded, as it follows "pendant le chargement": "des campagnes". */
  what: string;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      icon={RefreshCw}
      title={title}
      action={
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw />
          {LIST_TEXTS.retry}
        </Button>
      }
    >
      {fill(LIST_TEXTS.loadFailed, { what })}
    </EmptyState>
  );
}
