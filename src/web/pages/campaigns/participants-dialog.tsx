import { UserX } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { Link } from "react-router";
import type { Participant } from "../../../shared/api/campaigns";
import { displayName, STAFF_ROLE_LABELS } from "../../../shared/roles";
import { PARTICIPANTS_DIALOG_TEXTS } from "../../../shared/texts/campaigns";
import { useEligibleUsers } from "../../api/hooks";
import { ApiError } from "../../api/request";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
} from "../../components/ui/dialog";
import { Checkbox } from "../../components/ui/field";
import { Notice } from "../../components/ui/notice";
import { RoleBadges } from "../../components/ui/role-badge";
import { matchesRole, RoleFilter, type RoleFilterValue } from "../../components/ui/role-filter";
import { Spinner } from "../../components/ui/spinner";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { countOf } from "../../lib/count";

const rowClass =
  "flex items-start gap-3 px-4 py-3 [contain-intrinsic-size:auto_64px] [content-visibility:auto]";

function Person({ user }: { user: Participant["user"] }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || displayName(user);
  return (
    <span className="grid min-w-0 flex-1 gap-1">
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium">{name}</span>
        <span className="text-xs break-all text-muted-foreground">{user.email}</span>
      </span>
      <RoleBadges roles={user.roles} />
    </span>
  );
}

function ParticipantsPicker({ selected, onSave }: { selected: string[]; onSave: (ids: string[]) => void }) {
  const users = useEligibleUsers(true);
  const [draft, setDraft] = useState(() => new Set(selected));
  const [filter, setFilter] = useState<RoleFilterValue>("all");
  const all = useMemo(() => users.data ?? [], [users.data]);
  const shown = useMemo(() => all.filter((u) => matchesRole(u.roles, filter)), [all, filter]);
  // Only eligible users are kept: someone who lost every staff role cannot take part any more.
  const chosen = all.filter((u) => draft.has(u.id)).map((u) => u.id);
  const allShownChosen = shown.length > 0 && shown.every((u) => draft.has(u.id));
  useUnsavedChanges(draft.size !== selected.length || selected.some((id) => !draft.has(id)));

  const toggle = (id: string, on: boolean) =>
    setDraft((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleShown = () =>
    setDraft((current) => {
      const next = new Set(current);
      for (const u of shown)
        if (allShownChosen) next.delete(u.id);
        else next.add(u.id);
      return next;
    });

  let list: ReactNode;
  if (users.isPending) list = <Spinner label={PARTICIPANTS_DIALOG_TEXTS.chargementDesUtilisateurs} />;
  else if (users.isError)
    list = (
      <Notice tone="error">
        {users.error instanceof ApiError && users.error.code === "FORBIDDEN"
          ? PARTICIPANTS_DIALOG_TEXTS.accesRefuse
          : PARTICIPANTS_DIALOG_TEXTS.impossibleDeChargerLes}
      </Notice>
    );
  else if (all.length === 0)
    list = (
      <Notice tone="warning">
        {PARTICIPANTS_DIALOG_TEXTS.aucunUtilisateurNePeut}{" "}
        <Link to="/profiles" className="font-semibold underline underline-offset-2">
          {PARTICIPANTS_DIALOG_TEXTS.profils}
        </Link>{" "}
        {PARTICIPANTS_DIALOG_TEXTS.etAttribuezLeurUn}
      </Notice>
    );
  else
    list = (
      <fieldset className="min-w-0">
        <legend className="sr-only">{PARTICIPANTS_DIALOG_TEXTS.utilisateursEligibles}</legend>
        {shown.length === 0 ? (
          <p className="flex items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-sm text-muted-foreground">
            <UserX className="size-4" aria-hidden="true" />
            {PARTICIPANTS_DIALOG_TEXTS.aucunUtilisateurNA}
            {filter === "all" ? "" : STAFF_ROLE_LABELS[filter]} ».
          </p>
        ) : (
          <ul className="max-h-[22rem] divide-y overflow-y-auto rounded-lg border">
            {shown.map((u) => (
              <li key={u.id}>
                <label
                  htmlFor={`participant-${u.id}`}
                  className={`${rowClass} cursor-pointer hover:bg-muted/60`}
                >
                  <Checkbox
                    id={`participant-${u.id}`}
                    className="mt-1"
                    checked={draft.has(u.id)}
                    onChange={(event) => toggle(u.id, event.target.checked)}
                  />
                  <Person user={u} />
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    );

  return (
    <>
      <DialogHeader
        title={PARTICIPANTS_DIALOG_TEXTS.participants}
        description={PARTICIPANTS_DIALOG_TEXTS.choisissezLesMembresDe}
      />
      <DialogBody className="grid gap-4">
        {all.length > 0 && (
          <div className="flex flex-wrap items-end justify-between gap-3">
            <RoleFilter id="participants-role-filter" value={filter} onChange={setFilter} />
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={shown.length === 0}
              onClick={toggleShown}
            >
              {allShownChosen
                ? PARTICIPANTS_DIALOG_TEXTS.toutDeselectionner
                : PARTICIPANTS_DIALOG_TEXTS.toutSelectionner}
            </Button>
          </div>
        )}
        {list}
      </DialogBody>
      <DialogFooter className="items-center sm:justify-between">
        <p className="text-sm font-medium" aria-live="polite">
          {countOf(
            chosen.length,
            PARTICIPANTS_DIALOG_TEXTS.participantSelectionne,
            PARTICIPANTS_DIALOG_TEXTS.participantsSelectionnes,
          )}
        </p>
        <div className="flex gap-2">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {PARTICIPANTS_DIALOG_TEXTS.fermer}
            </Button>
          </DialogClose>
          <Button type="button" disabled={!users.isSuccess} onClick={() => onSave(chosen)}>
            {PARTICIPANTS_DIALOG_TEXTS.enregistrer}
          </Button>
        </div>
      </DialogFooter>
    </>
  );
}

function ParticipantsList({ participants }: { participants: Participant[] }) {
  return (
    <>
      <DialogHeader
        title={PARTICIPANTS_DIALOG_TEXTS.participants}
        description={countOf(participants.length, "participant")}
      />
      <DialogBody>
        {participants.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            {PARTICIPANTS_DIALOG_TEXTS.aucunParticipantNA}
          </p>
        ) : (
          <ul
            aria-label={PARTICIPANTS_DIALOG_TEXTS.participantsDeLaCampagne}
            className="max-h-[22rem] divide-y overflow-y-auto rounded-lg border"
          >
            {participants.map((p) => (
              <li key={p.id} className={rowClass}>
                <Person user={p.user} />
              </li>
            ))}
          </ul>
        )}
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {PARTICIPANTS_DIALOG_TEXTS.fermer}
          </Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

/**
 * The participants dialog (spec §2): a role filter and one checkbox per eligible user. The choice
 * is kept by Enregistrer and sent with the campaign form; Fermer leaves it as it was.
 */
export function ParticipantsDialog({
  open,
  onOpenChange,
  readOnly,
  selected,
  participants,
  onSave,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  readOnly: boolean;
  selected: string[];
  participants: Participant[];
  onSave: (ids: string[]) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" onCloseAutoFocus={onCloseAutoFocus}>
        {open &&
          (readOnly ? (
            <ParticipantsList participants={participants} />
          ) : (
            <ParticipantsPicker selected={selected} onSave={onSave} />
          ))}
      </DialogContent>
    </Dialog>
  );
}
