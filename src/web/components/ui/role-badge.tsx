import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole, staffRolesOf } from "../../../shared/roles";
import { LIST_TEXTS } from "../../../shared/texts/common";
import { cn } from "../../lib/utils";

const COLORS: Record<StaffRole, string> = {
  admin: "bg-violet-100 text-violet-800 border-violet-200",
  campaign_initiator: "bg-blue-100 text-blue-800 border-blue-200",
  equipment_manager: "bg-emerald-100 text-emerald-800 border-emerald-200",
  equipment_user: "bg-amber-100 text-amber-900 border-amber-200",
};

/** Coloured role badges with the labels of user management (spec §6), French role names included. */
export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const held = staffRolesOf(roles);
  const staff = STAFF_ROLES.filter((r) => held.has(r));
  if (staff.length === 0) {
    return (
      <span className="rounded-full border px-2 py-0.5 text-xs text-muted-foreground">
        {LIST_TEXTS.noRole}
      </span>
    );
  }
  return (
    <span className="flex flex-wrap gap-1">
      {staff.map((role) => (
        <span key={role} className={cn("rounded-full border px-2 py-0.5 text-xs font-medium", COLORS[role])}>
          {STAFF_ROLE_LABELS[role]}
        </span>
      ))}
    </span>
  );
}
