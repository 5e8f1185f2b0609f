import { FileUp, ShieldAlert, UserPlus } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { CurrentUser } from "../../../shared/api/auth";
import type { User } from "../../../shared/api/users";
import { USERS_TEXTS } from "../../../shared/texts/users";
import { useSignInOptions, useUsers } from "../../api/hooks";
import { isForbidden } from "../../api/request";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { LoadFailed } from "../../components/ui/empty-state";
import { Notice } from "../../components/ui/notice";
import { matchesRole, type RoleFilterValue } from "../../components/ui/role-filter";
import { useFocusReturn } from "../../lib/focus";
import { ImportUsersDialog } from "./import-users-dialog";
import { type UserDialogTarget, UserFormDialog } from "./user-form-dialog";
import { UserList } from "./user-list";
import { UserStats } from "./user-stats";

const DESCRIPTION = USERS_TEXTS.description;

function AccessDenied() {
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <div className="flex flex-col items-center px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <ShieldAlert className="size-6" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-lg font-semibold">{USERS_TEXTS.deniedTitle}</h2>
        <p className="mt-2 max-w-md text-sm text-muted-foreground">{USERS_TEXTS.deniedText}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/">{USERS_TEXTS.backToCampaigns}</Link>
        </Button>
      </div>
    </Card>
  );
}

function LoadingList() {
  return (
    <Card className="overflow-hidden" aria-busy="true">
      <p className="sr-only" role="status">
        {USERS_TEXTS.loading}
      </p>
      <div className="border-b px-5 py-4">
        <div className="h-4 w-48 animate-pulse rounded bg-muted" />
        <div className="mt-2 h-3 w-24 animate-pulse rounded bg-muted" />
      </div>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-center gap-3 border-b px-5 py-4 last:border-b-0">
          <div className="size-9 animate-pulse rounded-full bg-muted" />
          <div className="grid flex-1 gap-2">
            <div className="h-3.5 w-40 animate-pulse rounded bg-muted" />
            <div className="h-3 w-56 animate-pulse rounded bg-muted" />
          </div>
          <div className="h-5 w-24 animate-pulse rounded-full bg-muted" />
        </div>
      ))}
    </Card>
  );
}

export function ProfilesPage({ user }: { user: CurrentUser }) {
  const mayRead = user.abilities.readUsers;
  const canManage = user.abilities.manageUsers;
  const users = useUsers(mayRead);
  const signInOptions = useSignInOptions();
  const [filter, setFilter] = useState<RoleFilterValue>("all");
  const [formTarget, setFormTarget] = useState<UserDialogTarget | null>(null);
  const [importing, setImporting] = useState(false);
  // Dialogs give the focus back to what opened them, or to the create button.
  const { opener, fallback: createButton, restoreFocus } = useFocusReturn<HTMLButtonElement>();

  const all = users.data ?? [];
  const shown = useMemo(() => all.filter((u) => matchesRole(u.roles, filter)), [all, filter]);

  // A user chosen in the header's search (?utilisateur=id): an administrator gets their form.
  const [params, setParams] = useSearchParams();
  const chosen = params.get("utilisateur");
  useEffect(() => {
    if (!chosen || !users.data) return;
    const found = users.data.find((u) => u.id === chosen);
    if (found && canManage) setFormTarget({ mode: "edit", user: found });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("utilisateur");
        return next;
      },
      { replace: true },
    );
  }, [chosen, users.data, canManage, setParams]);

  const openCreate = (from: HTMLElement) => {
    opener.current = from;
    setFormTarget({ mode: "create" });
  };
  const openEdit = (target: User, from: HTMLElement) => {
    opener.current = from;
    setFormTarget({ mode: "edit", user: target });
  };

  const denied = !mayRead || isForbidden(users.error);
  const actions =
    canManage && !denied ? (
      <>
        <Button
          variant="outline"
          onClick={(event) => {
            opener.current = event.currentTarget;
            setImporting(true);
          }}
        >
          <FileUp />
          {USERS_TEXTS.importCsv}
        </Button>
        <Button ref={createButton} onClick={(event) => openCreate(event.currentTarget)}>
          <UserPlus />
          {USERS_TEXTS.newUser}
        </Button>
      </>
    ) : undefined;

  let content: ReactNode;
  if (denied) content = <AccessDenied />;
  else if (users.isPending) content = <LoadingList />;
  else if (users.isError)
    content = (
      <LoadFailed title={USERS_TEXTS.loadFailed} what="de la liste" onRetry={() => void users.refetch()} />
    );
  else
    content = (
      <>
        <UserStats users={all} />
        {canManage && signInOptions.data?.emailDelivery === false && (
          <Notice tone="warning">{USERS_TEXTS.noEmailDelivery}</Notice>
        )}
        {!canManage && <Notice>{USERS_TEXTS.readOnly}</Notice>}
        <UserList
          users={shown}
          total={all.length}
          filter={filter}
          onFilterChange={setFilter}
          meId={user.id}
          canManage={canManage}
          emailDelivery={signInOptions.data?.emailDelivery !== false}
          onEdit={openEdit}
          onCreate={openCreate}
        />
      </>
    );

  return (
    <>
      <PageHeader title={USERS_TEXTS.title} description={DESCRIPTION} actions={actions} />
      <div className="grid gap-6 p-6 lg:p-8">{content}</div>
      {canManage && (
        <>
          <UserFormDialog
            target={formTarget}
            meId={user.id}
            onClose={(deleted) => {
              if (deleted) opener.current = null;
              setFormTarget(null);
            }}
            onCloseAutoFocus={restoreFocus}
          />
          <ImportUsersDialog
            open={importing}
            onOpenChange={setImporting}
            users={all}
            onCloseAutoFocus={restoreFocus}
          />
        </>
      )}
    </>
  );
}
