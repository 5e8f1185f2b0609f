import type { LucideIcon } from "lucide-react";
import { MailCheck, ShieldCheck, UserCheck, Users } from "lucide-react";
import type { User } from "../../../shared/api/users";
import { USERS_TEXTS } from "../../../shared/texts/users";

function Stat({
  icon: Icon,
  label,
  value,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  tone: string;
}) {
  return (
    <li className="flex items-center gap-3 rounded-xl border bg-card px-4 py-3 shadow-sm sm:gap-4 sm:px-5 sm:py-4">
      <span className={`hidden size-10 shrink-0 sm:flex items-center justify-center rounded-lg ${tone}`}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <p className="grid">
        <span className="text-xs font-medium text-muted-foreground">{label}</span>
        <span className="text-2xl font-semibold tracking-tight tabular-nums">{value}</span>
      </p>
    </li>
  );
}

/** A summary of the company's accounts above the list. */
export function UserStats({ users }: { users: User[] }) {
  // An account is active once activated: an invitation still pending is counted as such, not twice.
  const active = users.filter((u) => u.status === "active" && !u.invitationPending).length;
  const invited = users.filter((u) => u.invitationPending).length;
  const admins = users.filter((u) => u.status === "active" && u.roles.includes("admin")).length;
  return (
    <ul aria-label={USERS_TEXTS.statsLabel} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <Stat
        icon={Users}
        label={USERS_TEXTS.statsUsers}
        value={users.length}
        tone="bg-secondary text-primary"
      />
      <Stat
        icon={UserCheck}
        label={USERS_TEXTS.statsActive}
        value={active}
        tone="bg-emerald-50 text-emerald-700"
      />
      <Stat icon={MailCheck} label={USERS_TEXTS.statsPending} value={invited} tone="bg-sky-50 text-sky-700" />
      <Stat
        icon={ShieldCheck}
        label={USERS_TEXTS.statsAdmins}
        value={admins}
        tone="bg-violet-50 text-violet-700"
      />
    </ul>
  );
}
