import { AlertCircle, AlertTriangle, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/utils";

const TONES = {
  info: { box: "border-primary/20 bg-secondary/60 text-secondary-foreground", icon: Info },
  warning: { box: "border-amber-300 bg-amber-50 text-amber-900", icon: AlertTriangle },
  error: { box: "border-destructive/30 bg-destructive/5 text-destructive", icon: AlertCircle },
} as const;

/** A boxed message inside a page or a dialog; errors are announced. */
export function Notice({
  tone = "info",
  icon,
  className,
  children,
}: {
  tone?: keyof typeof TONES;
  /** Replaces the tone's icon. */
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const { box, icon: Icon } = TONES[tone];
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className={cn("flex gap-3 rounded-lg border px-4 py-3 text-sm", box, className)}
    >
      {icon ? (
        <span className="mt-0.5 shrink-0 [&_svg]:size-4">{icon}</span>
      ) : (
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      )}
      <div className={cn("min-w-0", tone === "error" && "font-medium")}>{children}</div>
    </div>
  );
}
