import { cn } from "../../lib/utils";

/** The Calibra mark: a gauge dial with its needle. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <rect width="32" height="32" rx="8" fill="currentColor" className="text-primary" />
      <path d="M6 21a10 10 0 0 1 20 0" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M16 21l5-7" stroke="#5eead4" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="16" cy="21" r="2.2" fill="#fff" />
    </svg>
  );
}

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark />
      <span className={cn("text-lg font-bold tracking-tight", inverted ? "text-white" : "text-foreground")}>
        Calibra
      </span>
    </span>
  );
}
