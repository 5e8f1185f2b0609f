import type { Participant } from "../../../shared/api/campaigns";
import { can } from "../../../shared/permissions";

/** Why the page is read-only for this user, or null when they may rate (DESIGN.md §4). */
export type ReadOnlyReason = "closed" | "role" | "not-participant";

/** Technicians rate only the campaigns they take part in; equipment managers and above, any. */
export function needsParticipation(roles: readonly string[]): boolean {
  return can(roles, "rate") && !can(roles, "manageEquipment");
}

export function readOnlyReason({
  roles,
  userId,
  status,
  participants,
}: {
  roles: readonly string[];
  userId: string;
  status: string;
  /** The campaign's participants; undefined when not read (the server still decides). */
  participants: readonly Pick<Participant, "userId">[] | undefined;
}): ReadOnlyReason | null {
  if (status === "closed") return "closed";
  if (!can(roles, "rate")) return "role";
  if (needsParticipation(roles) && participants && !participants.some((p) => p.userId === userId))
    return "not-participant";
  return null;
}

/** The notice of each read-only case: why, and what to do. */
export const READ_ONLY_NOTICES: Record<ReadOnlyReason, { tone: "info" | "warning"; text: string }> = {
  closed: {
    tone: "info",
    text: "Cette campagne est clôturée : elle ne peut plus être modifiée. Les notes sont affichées en lecture seule.",
  },
  role: {
    tone: "info",
    text: "Votre rôle ne permet pas de noter les équipements : la notation est affichée en lecture seule. Demandez à un administrateur de vous attribuer un rôle de technicien ou de gestionnaire de parc.",
  },
  "not-participant": {
    tone: "warning",
    text: "Vous ne participez pas à cette campagne. Vous pouvez consulter ses équipements, mais seuls ses participants peuvent les noter : demandez à l'initiateur de la campagne de vous y ajouter.",
  },
};
