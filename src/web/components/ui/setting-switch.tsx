import { Switch } from "radix-ui";
import { type ReactNode, useId } from "react";
import { cn } from "../../lib/utils";

/** A company setting that is on or off: the switch, its label and what it does (shared by the settings screens). */
export function SettingSwitch({
  label,
  hint,
  checked,
  disabled,
  onCheckedChange,
  className,
}: {
  label: string;
  hint: ReactNode;
  checked: boolean;
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn("flex items-start gap-3 rounded-xl border bg-muted/40 p-4", className)}>
      <Switch.Root
        id={`${id}-switch`}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-hint`}
        className="peer mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-slate-400 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Root>
      <div className="grid min-w-0 gap-1">
        <label htmlFor={`${id}-switch`} className="text-sm font-medium peer-disabled:cursor-not-allowed">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
