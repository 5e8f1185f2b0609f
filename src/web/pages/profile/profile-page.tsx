import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { type CurrentUser, type ProfileInput, profileSchema } from "../../../shared/api/auth";
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from "../../../shared/messages";
import { sidebarRoleLabel } from "../../../shared/roles";
import { PROFILE_TEXTS } from "../../../shared/texts/users";
import { showFieldRefusal, toastApiError } from "../../api/errors";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { InputField } from "../../components/ui/field";
import { RoleBadges } from "../../components/ui/role-badge";
import { formatDateTime } from "../../lib/format";
import { notify } from "../../lib/toast";
import { useUpdateProfile } from "./queries";

/** Profil Utilisateur (spec §2): personal information, and the account as the company sees it. */
export function ProfilePage({ user }: { user: CurrentUser }) {
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: user.firstName ?? "", lastName: user.lastName ?? "", email: user.email },
  });
  const { errors } = form.formState;
  const save = useUpdateProfile();
  const handlers = {
    onSuccess: (updated: CurrentUser) => {
      form.reset({
        firstName: updated.firstName ?? "",
        lastName: updated.lastName ?? "",
        email: updated.email,
      });
      notify.success(SUCCESS_MESSAGES.profileUpdated);
    },
    onError: (error: Error) => {
      // A refused field (an e-mail already taken) is said under it; anything else in a toast.
      if (!showFieldRefusal(error, form, ["firstName", "lastName", "email"]))
        toastApiError(error, FAILURE_MESSAGES.updateProfile);
    },
  };

  const account = [
    { label: PROFILE_TEXTS.mainRole, value: sidebarRoleLabel(user.roles) },
    {
      label: PROFILE_TEXTS.status,
      value: user.status === "active" ? PROFILE_TEXTS.active : PROFILE_TEXTS.inactive,
    },
    { label: PROFILE_TEXTS.lastLogin, value: formatDateTime(user.lastLogin) || "—" },
    { label: PROFILE_TEXTS.createdAt, value: formatDateTime(user.createdAt) },
  ];

  return (
    <>
      <PageHeader title={PROFILE_TEXTS.title} description={PROFILE_TEXTS.description} />
      <div className="grid items-start gap-6 p-6 lg:grid-cols-[1.4fr_1fr] lg:p-8">
        <Card>
          <CardHeader>
            <CardTitle>{PROFILE_TEXTS.personalTitle}</CardTitle>
            <CardDescription>{PROFILE_TEXTS.personalDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            <form
              noValidate
              onSubmit={form.handleSubmit((values) => save.mutate(values, handlers))}
              className="grid gap-5"
            >
              <div className="grid gap-5 sm:grid-cols-2">
                <InputField
                  id="profile-first-name"
                  label={PROFILE_TEXTS.firstName}
                  required
                  error={errors.firstName?.message}
                  autoComplete="given-name"
                  {...form.register("firstName")}
                />
                <InputField
                  id="profile-last-name"
                  label={PROFILE_TEXTS.lastName}
                  required
                  error={errors.lastName?.message}
                  autoComplete="family-name"
                  {...form.register("lastName")}
                />
              </div>
              <InputField
                id="profile-email"
                label={PROFILE_TEXTS.email}
                required
                error={errors.email?.message}
                type="email"
                autoComplete="email"
                {...form.register("email")}
              />
              <div className="flex justify-end">
                <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
                  {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                  {save.isPending ? "Enregistrement..." : "Enregistrer"}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        <Card className="self-start">
          <CardHeader>
            <CardTitle>{PROFILE_TEXTS.accountTitle}</CardTitle>
            <CardDescription>{PROFILE_TEXTS.accountDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 text-sm">
              <div>
                <dt className="text-muted-foreground">{PROFILE_TEXTS.roles}</dt>
                <dd className="mt-1">
                  <RoleBadges roles={user.roles} />
                </dd>
              </div>
              {account.map((item) => (
                <div key={item.label}>
                  <dt className="text-muted-foreground">{item.label}</dt>
                  <dd className="mt-0.5 font-medium">{item.value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
