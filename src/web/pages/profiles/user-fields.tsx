import { MailCheck } from "lucide-react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "../../../shared/roles";
import { USER_FORM_TEXTS } from "../../../shared/texts/users";
import { Checkbox, Field, fieldAria, NativeSelect } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { Notice } from "../../components/ui/notice";

/** What each role is for (spec §6), shown under its checkbox. */
const ROLE_HINTS: Record<StaffRole, string> = {
  admin: USER_FORM_TEXTS.roleAdmin,
  campaign_initiator: USER_FORM_TEXTS.roleCampaignInitiator,
  equipment_manager: USER_FORM_TEXTS.roleEquipmentManager,
  equipment_user: USER_FORM_TEXTS.roleEquipmentUser,
};

/** The values shared by the new-user and the edit forms. */
export interface UserFieldValues {
  email: string;
  firstName: string;
  lastName: string;
  roles?: string[];
  status?: "active" | "inactive";
}

export function UserFields<T extends UserFieldValues>({
  idPrefix,
  register: registerAny,
  errors,
  mode,
  isSelf = false,
  emailDelivery = true,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  mode: "create" | "edit";
  isSelf?: boolean;
  /** Whether this server sends e-mails: without it, the invitation link is copied from the user. */
  emailDelivery?: boolean;
}) {
  // The fields below exist in both forms; the generic register only needs to know their names.
  const register = registerAny as unknown as UseFormRegister<UserFieldValues>;
  const e = errors as FieldErrors<UserFieldValues>;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-5">
      <Field id={id("email")} label={USER_FORM_TEXTS.email} required error={e.email?.message}>
        <Input
          type="email"
          autoComplete="off"
          placeholder={USER_FORM_TEXTS.emailPlaceholder}
          {...fieldAria(id("email"), e.email?.message)}
          {...register("email")}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id("firstName")} label={USER_FORM_TEXTS.firstName} required error={e.firstName?.message}>
          <Input
            autoComplete="off"
            {...fieldAria(id("firstName"), e.firstName?.message)}
            {...register("firstName")}
          />
        </Field>
        <Field id={id("lastName")} label={USER_FORM_TEXTS.lastName} required error={e.lastName?.message}>
          <Input
            autoComplete="off"
            {...fieldAria(id("lastName"), e.lastName?.message)}
            {...register("lastName")}
          />
        </Field>
      </div>

      <fieldset className="grid gap-3" aria-describedby={mode === "create" ? id("roles-hint") : undefined}>
        <legend className="mb-1 text-sm font-medium">{USER_FORM_TEXTS.roles}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {STAFF_ROLES.map((role) => (
            <label
              key={role}
              htmlFor={id(`role-${role}`)}
              className="flex cursor-pointer gap-3 rounded-lg border bg-card p-3 transition-colors hover:bg-muted/60 has-[:checked]:border-primary/50 has-[:checked]:bg-secondary/50"
            >
              <Checkbox id={id(`role-${role}`)} value={role} className="mt-0.5" {...register("roles")} />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{STAFF_ROLE_LABELS[role]}</span>
                <span className="text-xs text-muted-foreground">{ROLE_HINTS[role]}</span>
              </span>
            </label>
          ))}
        </div>
        {e.roles?.message && (
          <p role="alert" className="text-xs font-medium text-destructive">
            {e.roles.message}
          </p>
        )}
        {mode === "create" && (
          <p id={id("roles-hint")} className="text-xs text-muted-foreground">
            {USER_FORM_TEXTS.noRoleWarning}
            {STAFF_ROLE_LABELS.equipment_user}.
          </p>
        )}
      </fieldset>

      {mode === "edit" &&
        (isSelf ? (
          <div className="grid gap-1.5">
            <p className="text-sm font-medium">{USER_FORM_TEXTS.status}</p>
            <p className="text-sm">{USER_FORM_TEXTS.active}</p>
            <p className="text-xs text-muted-foreground">{USER_FORM_TEXTS.cannotDeactivateSelf}</p>
          </div>
        ) : (
          <Field
            id={id("status")}
            label={USER_FORM_TEXTS.statusLabel}
            error={e.status?.message}
            hint={USER_FORM_TEXTS.inactiveHint}
          >
            <NativeSelect {...fieldAria(id("status"), e.status?.message)} {...register("status")}>
              <option value="active">{USER_FORM_TEXTS.activeOption}</option>
              <option value="inactive">{USER_FORM_TEXTS.inactiveOption}</option>
            </NativeSelect>
          </Field>
        ))}

      {mode === "create" && (
        <Notice icon={<MailCheck aria-hidden="true" />}>
          {emailDelivery ? USER_FORM_TEXTS.invitationHint : USER_FORM_TEXTS.noEmailHint}
        </Notice>
      )}
    </div>
  );
}
