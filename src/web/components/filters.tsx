import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Label } from "./ui/field";
import { Input } from "./ui/input";

/** The filters of the lists that filter on the server (Parc, journal): a search box and its delay. */

const SEARCH_DELAY_MS = 300;

/** Whether any filter is set. */
export function isFiltered(filters: object): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== "");
}

/**
 * The text of a search box, sent once typing pauses: `applied` is the search in effect, `apply`
 * puts a new one in effect (undefined for none).
 */
export function useSearchText(applied: string | undefined, apply: (search: string | undefined) => void) {
  const [text, setText] = useState(applied ?? "");
  useEffect(() => {
    const search = text.trim() || undefined;
    if (search === applied) return;
    const timer = setTimeout(() => apply(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, applied, apply]);
  return { text, setText };
}

export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          className="pl-9"
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
