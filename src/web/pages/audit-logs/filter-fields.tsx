import type { Campaign } from "../../../shared/api/campaigns";
import type { User } from "../../../shared/api/users";
import { displayName } from "../../../shared/roles";
import { AUDIT_TEXTS } from "../../../shared/texts/audit";
import { Label, NativeSelect } from "../../components/ui/field";

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
