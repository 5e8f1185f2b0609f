import { formatPercent } from "../../lib/format";
import { cn } from "../../lib/utils";

/** A named bar of a whole percent, read out as « 38 % ». */
export function ProgressBar({
  label,
  percent,
  className,
  barClassName,
}: {
  label: string;
  percent: number;
  /** The track: its height and margins. */
  className?: string;
  /** The filled part: its colour. */
  barClassName?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={formatPercent(percent)}
      className={cn("overflow-hidden rounded-full bg-muted", className)}
    >
      <div
        className={cn(
          "h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none",
          barClassName,
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
