import { Check, ChevronDown, Loader2 } from "lucide-react";
import { Select } from "radix-ui";
import type { ReactNode } from "react";
import type { Criterion } from "../../../shared/api/criteria";
import { cn } from "../../lib/utils";

type Scale = Criterion["scales"][number];

/** Grade 1 argues for a shorter period, grade 5 for a longer one: red to green. */
const GRADE_COLORS: Record<number, string> = {
  1: "bg-red-100 text-red-800",
  2: "bg-orange-100 text-orange-800",
  3: "bg-slate-200 text-slate-800",
  4: "bg-teal-100 text-teal-800",
  5: "bg-emerald-100 text-emerald-800",
};

export function GradeChip({ grade }: { grade: number }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-5 shrink-0 items-center justify-center rounded text-[11px] font-semibold tabular-nums",
        GRADE_COLORS[grade] ?? GRADE_COLORS[3],
      )}
    >
      {grade}
    </span>
  );
}

/** The value of the "leave as it is" choice of the bulk rating. */
export const KEEP = "keep";

/**
 * A choice among the five descriptions of a criterion's scale (spec §2). Closed, it shows the chosen
 * description on one line (full text on hover); open, every description in full.
 */
export function GradeSelect({
  id,
  label,
  scales,
  value,
  onChange,
  disabled = false,
  placeholder,
  keepLabel,
  status,
  touch = false,
  className,
  ...data
}: {
  id?: string;
  /** The accessible name; omitted when a <label> names the control. */
  label?: string;
  scales: readonly Scale[];
  /** The chosen grade, KEEP, or null for none yet. */
  value: number | typeof KEEP | null;
  onChange: (value: number | typeof KEEP) => void;
  disabled?: boolean;
  placeholder: ReactNode;
  /** Offers the "leave as it is" choice with this label. */
  keepLabel?: string;
  /** Shown in place of the arrow while the choice is being saved, then once saved. */
  status?: "saving" | "saved";
  /**
   * For a finger (the phone layout): at least 44 px high, the chosen description in full on as many
   * lines as it needs, and choices as high.
   */
  touch?: boolean;
  className?: string;
  [data: `data-${string}`]: string | undefined;
}) {
  const chosen = typeof value === "number" ? scales.find((s) => s.grade === value) : undefined;
  return (
    <Select.Root
      value={value === null ? "" : String(value)}
      onValueChange={(next) => onChange(next === KEEP ? KEEP : Number(next))}
      disabled={disabled}
    >
      <Select.Trigger
        id={id}
        aria-label={label}
        title={chosen?.description}
        className={cn(
          "flex h-9 w-full min-w-0 items-center gap-2 rounded-md border border-input bg-card px-2.5 text-left text-sm shadow-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring data-[state=open]:border-ring disabled:cursor-not-allowed disabled:bg-muted/60 disabled:shadow-none disabled:hover:bg-muted/60",
          // Clear of the card's header, which stays at the top of the screen.
          touch && "h-auto min-h-11 scroll-mt-32 gap-2.5 px-3 py-2 leading-snug",
          className,
        )}
        {...data}
      >
        {/* Drawn here rather than by Select.Value, which takes no class, so that it holds on one line. */}
        <span className={cn("flex min-w-0 flex-1 items-center gap-2", touch && "gap-2.5")}>
          {chosen ? (
            <>
              <GradeChip grade={chosen.grade} />
              <span className={touch ? "min-w-0 break-words" : "truncate"}>{chosen.description}</span>
            </>
          ) : (
            <span className={cn("text-muted-foreground", touch ? "min-w-0" : "truncate")}>
              {value === KEEP ? keepLabel : placeholder}
            </span>
          )}
        </span>
        {status === "saving" && (
          <Loader2 className="size-4 shrink-0 animate-spin text-primary" aria-hidden="true" />
        )}
        {status === "saved" && <Check className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />}
        {!disabled && !status && (
          <Select.Icon className="shrink-0 text-muted-foreground">
            <ChevronDown className="size-4" />
          </Select.Icon>
        )}
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={12}
          className="z-[60] max-h-(--radix-select-content-available-height) w-[26rem] max-w-[calc(100vw-1.5rem)] min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border bg-card text-card-foreground shadow-lg"
        >
          <Select.Viewport className="p-1">
            {keepLabel && (
              <Select.Item
                value={KEEP}
                className={cn(
                  "relative flex cursor-default items-center gap-2.5 rounded-md py-2 pr-8 pl-2 text-sm text-muted-foreground outline-none select-none data-[highlighted]:bg-secondary data-[highlighted]:text-secondary-foreground",
                  touch && "min-h-11",
                )}
              >
                <span aria-hidden="true" className="inline-flex size-5 shrink-0 items-center justify-center">
                  –
                </span>
                <Select.ItemText>{keepLabel}</Select.ItemText>
                <Select.ItemIndicator className="absolute top-2.5 right-2">
                  <Check className="size-4" />
                </Select.ItemIndicator>
              </Select.Item>
            )}
            {scales.map((scale) => (
              <Select.Item
                key={scale.grade}
                value={String(scale.grade)}
                className={cn(
                  "relative flex cursor-default items-start gap-2.5 rounded-md py-2 pr-8 pl-2 text-sm leading-snug outline-none select-none data-[highlighted]:bg-secondary data-[highlighted]:text-secondary-foreground data-[state=checked]:font-medium",
                  touch && "min-h-11 items-center py-2.5",
                )}
              >
                <GradeChip grade={scale.grade} />
                <Select.ItemText>{scale.description}</Select.ItemText>
                <Select.ItemIndicator className="absolute top-2.5 right-2 text-primary">
                  <Check className="size-4" />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
