import { holdsRole, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "../../../shared/roles";
import { LIST_TEXTS } from "../../../shared/texts/common";
import { Label, NativeSelect } from "./field";

export type RoleFilterValue = StaffRole | "all";

function isRoleFilterValue(value: string): value is RoleFilterValue {
  return value === "all" || STAFF_ROLES.some((role) => role === value);
}

/** Users holding the chosen role, under any of its names; everyone for "Tous les rôles". */
export function matchesRole(roles: readonly string[], filter: RoleFilterValue): boolean {
  return filter === "all" || holdsRole(roles, filter);
}

export function RoleFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: RoleFilterValue;
  onChange: (value: RoleFilterValue) => void;
}) {
  return (
    <div className="grid gap-1.5 sm:w-72">
      <Label htmlFor={id}>{LIST_TEXTS.roleFilter}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => {
          if (isRoleFilterValue(event.target.value)) onChange(event.target.value);
        }}
      >
        <option value="all">{LIST_TEXTS.allRoles}</option>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {STAFF_ROLE_LABELS[role]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
