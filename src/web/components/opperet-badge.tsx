import { opperetBadge } from "../../shared/opperet";
import { formatNumber } from "../lib/format";
import { cn } from "../lib/utils";
import { Badge } from "./ui/badge";

/** The OPPERET score, one decimal, in the style of its band (spec §9): results, explanation, journal. */
export function OpperetBadge({ score, className }: { score: number; className?: string }) {
  const band = opperetBadge(score);
  return (
    <Badge variant={band} data-score-band={band} className={cn("tabular-nums", className)}>
      {formatNumber(score, 1)}
    </Badge>
  );
}
