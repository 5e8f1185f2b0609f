import type { ComponentProps, KeyboardEvent } from "react";
import { Input } from "../../components/ui/input";
import { parseDecimal } from "../../lib/format";
import { decimalText } from "./numbers";

/**
 * A decimal typed the French way or not ("1,5" and "1.5", DESIGN.md §9). The arrow keys step it up
 * and down by `step`, as a number input would.
 */
export function DecimalInput({
  step,
  bounds = {},
  integer = false,
  onChange,
  onKeyDown,
  ...props
}: Omit<ComponentProps<"input">, "type" | "step" | "min" | "max"> & {
  step: number;
  /** Where the arrow keys stop; typed values are checked by the form's schema. */
  bounds?: { min?: number; max?: number };
  integer?: boolean;
}) {
  const stepBy = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = event.key === "ArrowUp" ? 1 : event.key === "ArrowDown" ? -1 : 0;
    if (direction === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const input = event.currentTarget;
    const { min, max } = bounds;
    const current = parseDecimal(input.value);
    let next = Number.isFinite(current) ? current + direction * step : (min ?? 0);
    // Round to the step's decimals, away from floating-point noise (0.1 + 0.2).
    next = Math.round(next / step) * step;
    next = Number(next.toFixed(integer ? 0 : 1));
    if (min !== undefined) next = Math.max(min, next);
    if (max !== undefined) next = Math.min(max, next);
    event.preventDefault();
    input.value = decimalText(next);
    onChange?.({ target: input, currentTarget: input, type: "change" } as never);
  };
  return (
    <Input
      type="text"
      inputMode={integer ? "numeric" : "decimal"}
      autoComplete="off"
      spellCheck={false}
      onChange={onChange}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) stepBy(event);
      }}
      {...props}
    />
  );
}
