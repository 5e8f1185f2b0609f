import { Loader2 } from "lucide-react";
import { LOADING_LABEL } from "../../../shared/texts/loading";
import { cn } from "../../lib/utils";

export function Spinner({ className, label = LOADING_LABEL }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <Loader2 className={cn("size-5 animate-spin text-primary", className)} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
