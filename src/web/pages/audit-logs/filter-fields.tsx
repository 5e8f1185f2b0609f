import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import type { Campaign } from "../../../shared/api/campaigns";
import type { User } from "../../../shared/api/users";
import { displayName } from "../../../shared/roles";
import { Label, NativeSelect } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { AUDIT_TEXTS } from "./labels";

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

export function CampaignSelect({
  id,
  campaigns,
  value,
  onChange,
  allLabel = AUDIT_TEXTS.allCampaigns,
}: {
  id: string;
  campaigns: readonly Pick<Campaign, "id" | "name">[];
  value: number | undefined;
  onChange: (campaignId: number | undefined) => void;
  /** The choice of no filter. */
  allLabel?: string;
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{AUDIT_TEXTS.campaign}</Label>
      <NativeSelect
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      >
        <option value="">{allLabel}</option>
        {campaigns.map((campaign) => (
          <option key={campaign.id} value={campaign.id}>
            {campaign.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The company's members, by name (the list is readable by the roles that read the journal). */
export function UserSelect({
  id,
  users,
  value,
  onChange,
  allLabel = AUDIT_TEXTS.allUsers,
}: {
  id: string;
  users: readonly User[];
  value: string | undefined;
  onChange: (userId: string | undefined) => void;
  /** The choice of no filter. */
  allLabel?: string;
}) {
  const sorted = [...users]
    .map((user) => ({ id: user.id, name: displayName(user) }))
    .sort((a, b) => a.name.localeCompare(b.name, "fr"));
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{AUDIT_TEXTS.user}</Label>
      <NativeSelect
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{allLabel}</option>
        {sorted.map((user) => (
          <option key={user.id} value={user.id}>
            {user.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
