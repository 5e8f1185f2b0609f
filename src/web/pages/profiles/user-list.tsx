import { Clock, MailCheck, Pencil, UserPlus, UserX } from "lucide-react";
import type { MouseEvent } from "react";
import type { User } from "../../../shared/api/users";
import { OUTBOX_TEXTS } from "../../../shared/messages";
import { displayName, STAFF_ROLE_LABELS } from "../../../shared/roles";
import { countUsers, USERS_TEXTS } from "../../../shared/texts/users";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { RoleBadges } from "../../components/ui/role-badge";
import { RoleFilter, type RoleFilterValue } from "../../components/ui/role-filter";
import { Tooltip } from "../../components/ui/tooltip";
import { fill, formatDateTime } from "../../lib/format";
import { cn } from "../../lib/utils";

function initials(user: User): string {
  const name = displayName(user);
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts[1]?.[0] ?? "")).toUpperCase() || "U";
}

/**
 * Active or not, and a pending invitation: « Invitation envoyée » only when e-mails leave this server;
 * otherwise it waits (decision 019), and the administrator copies the link from Modifier.
 */
function StatusBadges({ user, emailDelivery }: { user: User; emailDelivery: boolean }) {
  const active = user.status === "active";
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span
        className={cn(
          "inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium",
          active
            ? "border-emerald-200 bg-emerald-50 text-emerald-800"
            : "border-slate-200 bg-slate-100 text-slate-700",
        )}
      >
        <span
          className={cn("size-1.5 rounded-full", active ? "bg-emerald-600" : "bg-slate-500")}
          aria-hidden="true"
        />
        {active ? USERS_TEXTS.activeStatus : USERS_TEXTS.inactiveStatus}
      </span>
      {!user.hasPassword && emailDelivery && (
        <span className="inline-flex items-center gap-1 rounded-full border border-sky-200 bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800">
          <MailCheck className="size-3" aria-hidden="true" />
          {OUTBOX_TEXTS.invitationSent}
        </span>
      )}
      {!user.hasPassword && !emailDelivery && (
        <span className="inline-flex items-center gap-1 rounded-full border border-amber-200 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
          <Clock className="size-3" aria-hidden="true" />
          {OUTBOX_TEXTS.invitationWaiting}
        </span>
      )}
    </span>
  );
}

function UserRow({
  user,
  isMe,
  canManage,
  emailDelivery,
  onEdit,
}: {
  user: User;
  isMe: boolean;
  canManage: boolean;
  emailDelivery: boolean;
  onEdit: (user: User, opener: HTMLElement) => void;
}) {
  const name = displayName(user);
  const showEmail = name !== user.email;
  return (
    <tr className="group transition-colors hover:bg-muted/60">
      <td className="py-3 pr-4 pl-5">
        <div className="flex min-w-0 items-center gap-3">
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
            aria-hidden="true"
          >
            {initials(user)}
          </span>
          <div className="min-w-0">
            <p className="flex items-center gap-2 truncate font-medium">
              <span className="truncate">{name}</span>
              {isMe && (
                <span className="shrink-0 rounded bg-primary/10 px-1.5 py-px text-[11px] font-semibold text-primary">
                  {USERS_TEXTS.you}
                </span>
              )}
            </p>
            {showEmail && <p className="truncate text-xs text-muted-foreground">{user.email}</p>}
          </div>
        </div>
      </td>
      <td className="px-4 py-3">
        <RoleBadges roles={user.roles} />
      </td>
      <td className="px-4 py-3">
        <StatusBadges user={user} emailDelivery={emailDelivery} />
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-muted-foreground tabular-nums">
        {user.lastLogin ? (
          <time dateTime={user.lastLogin}>{formatDateTime(user.lastLogin)}</time>
        ) : (
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-3.5" aria-hidden="true" />
            {USERS_TEXTS.neverConnected}
          </span>
        )}
      </td>
      {canManage && (
        <td className="py-3 pr-5 pl-4 text-right">
          <Tooltip content={USERS_TEXTS.edit}>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Modifier ${name}`}
              onClick={(event: MouseEvent<HTMLButtonElement>) => onEdit(user, event.currentTarget)}
            >
              <Pencil />
            </Button>
          </Tooltip>
        </td>
      )}
    </tr>
  );
}

export function UserList({
  users,
  total,
  filter,
  onFilterChange,
  meId,
  canManage,
  emailDelivery,
  onEdit,
  onCreate,
}: {
  users: User[];
  total: number;
  filter: RoleFilterValue;
  onFilterChange: (value: RoleFilterValue) => void;
  meId: string;
  canManage: boolean;
  /** Whether e-mails leave this server: otherwise an invitation waits, and says so. */
  emailDelivery: boolean;
  onEdit: (user: User, opener: HTMLElement) => void;
  onCreate: (opener: HTMLElement) => void;
}) {
  const count =
    filter === "all"
      ? countUsers(users.length)
      : fill(USERS_TEXTS.countOf, { n: users.length, total: countUsers(total) });

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b px-5 py-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="font-semibold">{USERS_TEXTS.listTitle}</h2>
          <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
            {count}
          </p>
        </div>
        <RoleFilter id="profiles-role-filter" value={filter} onChange={onFilterChange} />
      </div>

      {users.length === 0 ? (
        <div className="p-5">
          <EmptyState
            icon={total === 0 ? UserPlus : UserX}
            title={USERS_TEXTS.noUser}
            action={
              filter !== "all" ? (
                <Button variant="outline" onClick={() => onFilterChange("all")}>
                  {USERS_TEXTS.showAllRoles}
                </Button>
              ) : canManage ? (
                <Button onClick={(event) => onCreate(event.currentTarget)}>
                  <UserPlus />
                  {USERS_TEXTS.newUserEmpty}
                </Button>
              ) : undefined
            }
          >
            {filter !== "all"
              ? fill(USERS_TEXTS.noUserWithRole, { role: STAFF_ROLE_LABELS[filter] })
              : USERS_TEXTS.inviteHint}
          </EmptyState>
        </div>
      ) : (
        <section
          className="max-h-[600px] overflow-y-auto focus-visible:outline-offset-[-2px]"
          aria-label={USERS_TEXTS.listLabel}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable with the keyboard
          tabIndex={0}
        >
          <table className="w-full min-w-[760px] border-separate border-spacing-0 text-sm">
            <thead className="sticky top-0 z-10 bg-muted text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="border-b py-2.5 pr-4 pl-5 font-semibold">
                  {USERS_TEXTS.columnUser}
                </th>
                <th scope="col" className="border-b px-4 py-2.5 font-semibold">
                  {USERS_TEXTS.columnRoles}
                </th>
                <th scope="col" className="border-b px-4 py-2.5 font-semibold">
                  {USERS_TEXTS.columnStatus}
                </th>
                <th scope="col" className="border-b px-4 py-2.5 font-semibold">
                  {USERS_TEXTS.columnLastLogin}
                </th>
                {canManage && (
                  <th scope="col" className="border-b py-2.5 pr-5 pl-4 text-right font-semibold">
                    <span className="sr-only">{USERS_TEXTS.columnActions}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="[&>tr:not(:last-child)>td]:border-b">
              {users.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  isMe={user.id === meId}
                  canManage={canManage}
                  emailDelivery={emailDelivery}
                  onEdit={onEdit}
                />
              ))}
            </tbody>
          </table>
        </section>
      )}
    </Card>
  );
}
