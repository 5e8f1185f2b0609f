import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { newUserSchema, type User, userUpdateSchema } from "../../../shared/api/users";
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from "../../../shared/messages";
import { displayName, rolesWithStaffRoles, staffRolesOf } from "../../../shared/roles";
import { USER_FORM_TEXTS } from "../../../shared/texts/users";
import { ruleRefusalOf, showFieldRefusal, toastApiError } from "../../api/errors";
import { useSignInOptions } from "../../api/hooks";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
} from "../../components/ui/dialog";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { notify } from "../../lib/toast";
import { InvitationLinkPanel } from "./invitation-link";
import { useCreateUser, useDeleteUser, useUpdateUser } from "./queries";
import { UserFields } from "./user-fields";

export type UserDialogTarget = { mode: "create" } | { mode: "edit"; user: User };

const NEW_USER_FIELDS = ["email", "firstName", "lastName", "roles"] as const;
const USER_FIELDS = [...NEW_USER_FIELDS, "status"] as const;

function SubmitButton({ pending, children }: { pending: boolean; children: string }) {
  return (
    <Button type="submit" disabled={pending} aria-busy={pending}>
      {pending && <Spinner className="size-4 text-primary-foreground" label={USER_FORM_TEXTS.saving} />}
      {children}
    </Button>
  );
}

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const form = useForm<z.input<typeof newUserSchema>, unknown, z.output<typeof newUserSchema>>({
    resolver: zodResolver(newUserSchema),
    defaultValues: { email: "", firstName: "", lastName: "", roles: [] },
  });
  const create = useCreateUser();
  const signInOptions = useSignInOptions();
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = form.handleSubmit((values) => {
    setServerError(null);
    create.mutate(values, {
      onSuccess: () => {
        notify.success(SUCCESS_MESSAGES.userCreated);
        onDone();
      },
      onError: (error) => {
        if (showFieldRefusal(error, form, NEW_USER_FIELDS)) return;
        const refusal = ruleRefusalOf(error);
        if (refusal) setServerError(refusal);
        else toastApiError(error, FAILURE_MESSAGES.createUser);
      },
    });
  });
  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <DialogHeader title={USER_FORM_TEXTS.createTitle} description={USER_FORM_TEXTS.createDescription} />
      <DialogBody className="grid gap-5">
        {serverError && <Notice tone="error">{serverError}</Notice>}
        <UserFields
          idPrefix="new-user"
          register={form.register}
          errors={form.formState.errors}
          mode="create"
          emailDelivery={signInOptions.data?.emailDelivery !== false}
        />
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {USER_FORM_TEXTS.cancel}
          </Button>
        </DialogClose>
        <SubmitButton pending={create.isPending}>{USER_FORM_TEXTS.create}</SubmitButton>
      </DialogFooter>
    </form>
  );
}

function EditUserForm({
  user,
  isSelf,
  onDone,
}: {
  user: User;
  isSelf: boolean;
  onDone: (deleted?: boolean) => void;
}) {
  const name = displayName(user);

  const form = useForm<z.input<typeof userUpdateSchema>, unknown, z.output<typeof userUpdateSchema>>({
    resolver: zodResolver(userUpdateSchema),
    defaultValues: {
      email: user.email,
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      roles: [...staffRolesOf(user.roles)],
      status: user.status,
    },
  });
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    const input = { ...values, roles: rolesWithStaffRoles(user.roles, values.roles) };
    update.mutate(
      { id: user.id, input },
      {
        onSuccess: () => {
          notify.success(SUCCESS_MESSAGES.userUpdated);
          onDone();
        },
        onError: (error) => {
          if (showFieldRefusal(error, form, USER_FIELDS)) return;
          const refusal = ruleRefusalOf(error);
          if (refusal) setServerError(refusal);
          else toastApiError(error, FAILURE_MESSAGES.updateUser);
        },
      },
    );
  });

  const closeConfirm = () => {
    setConfirming(false);
    // The alert dialog has no trigger to give the focus back to.
    setTimeout(() => deleteButton.current?.focus(), 0);
  };

  const confirmDelete = () =>
    remove.mutate(user.id, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(SUCCESS_MESSAGES.userDeleted);
        onDone(true);
      },
      onError: (error) => {
        closeConfirm();
        const refusal = ruleRefusalOf(error);
        if (refusal) {
          setServerError(refusal);
          notify.error(refusal);
        } else toastApiError(error, FAILURE_MESSAGES.deleteUser);
      },
    });

  return (
    <>
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <DialogHeader title={USER_FORM_TEXTS.editTitle} description={`${name} · ${user.email}`} />
        <DialogBody className="grid gap-5">
          {serverError && <Notice tone="error">{serverError}</Notice>}
          <UserFields
            idPrefix="edit-user"
            register={form.register}
            errors={form.formState.errors}
            mode="edit"
            isSelf={isSelf}
          />
          {user.invitationPending && <InvitationLinkPanel user={user} />}
        </DialogBody>
        <DialogFooter className="sm:justify-between">
          <div className="flex items-center gap-3">
            <Button
              ref={deleteButton}
              type="button"
              variant="outline"
              className="border-destructive/40 text-destructive hover:bg-destructive/5"
              disabled={isSelf}
              aria-describedby={isSelf ? "edit-user-delete-hint" : undefined}
              onClick={() => setConfirming(true)}
            >
              <Trash2 />
              {USER_FORM_TEXTS.delete}
            </Button>
            {isSelf && (
              <span id="edit-user-delete-hint" className="text-xs text-muted-foreground">
                {USER_FORM_TEXTS.cannotDeleteSelf}
              </span>
            )}
          </div>
          <div className="flex gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {USER_FORM_TEXTS.cancelEdit}
              </Button>
            </DialogClose>
            <SubmitButton pending={update.isPending}>{USER_FORM_TEXTS.save}</SubmitButton>
          </div>
        </DialogFooter>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => (open ? setConfirming(true) : closeConfirm())}
        title={USER_FORM_TEXTS.deleteTitle}
        confirmLabel={remove.isPending ? USER_FORM_TEXTS.deleting : USER_FORM_TEXTS.delete}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      >
        {USER_FORM_TEXTS.deleteConfirmBefore} <strong className="text-foreground">« {name} »</strong>
        {USER_FORM_TEXTS.deleteConfirmAfter}
      </ConfirmDialog>
    </>
  );
}

/** The new-user and edit dialogs (spec §2, §5): one dialog, its form chosen by the target. */
export function UserFormDialog({
  target,
  meId,
  onClose,
  onCloseAutoFocus,
}: {
  target: UserDialogTarget | null;
  meId: string;
  /** `deleted` when the user is gone, so the focus cannot go back to its row. */
  onClose: (deleted?: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" onCloseAutoFocus={onCloseAutoFocus}>
        {target?.mode === "create" && <CreateUserForm onDone={() => onClose()} />}
        {target?.mode === "edit" && (
          <EditUserForm
            key={target.user.id}
            user={target.user}
            isSelf={target.user.id === meId}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
