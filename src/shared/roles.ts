/** Roles, their labels and the criteria profile they map to (spec §6, DESIGN.md §4). */

export const ROLES = [
  "user",
  "admin",
  "campaign_initiator",
  "equipment_manager",
  "equipment_user",
  "utilisateur_equipement",
  "technicien",
  "gestionnaire_parc",
  "initiateur_campagne",
] as const;
export type Role = (typeof ROLES)[number];

/** The four roles that make a user an eligible campaign participant (spec §5). */
export const STAFF_ROLES = ["admin", "campaign_initiator", "equipment_manager", "equipment_user"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Sidebar label: first match in this priority, else 'Utilisateur' (spec §6). */
export function sidebarRoleLabel(roles: readonly string[]): string {
  if (roles.includes("admin")) return "Administrateur";
  if (roles.includes("campaign_initiator")) return "Initiateur de Campagne";
  if (roles.includes("equipment_manager")) return "Gestionnaire de Parc";
  if (roles.includes("equipment_user")) return "Technicien";
  return "Utilisateur";
}

/** Labels of the participants dialog and of user management (spec §6). */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin",
  campaign_initiator: "Initiateur de Campagne",
  equipment_manager: "Gestionnaire de Parc",
  equipment_user: "Technicien/Utilisateur d'Équipement",
};

export const CRITERIA_PROFILES = [
  "utilisateur_equipement",
  "gestionnaire_parc",
  "initiateur_campagne",
  "general",
] as const;
export type CriteriaProfile = (typeof CRITERIA_PROFILES)[number];

export const CRITERIA_PROFILE_LABELS: Record<CriteriaProfile | "technicien", string> = {
  utilisateur_equipement: "Utilisateur",
  technicien: "Technicien",
  gestionnaire_parc: "Gestionnaire",
  initiateur_campagne: "Initiateur",
  general: "Général",
};

/** Display name: first and last name if both exist, else e-mail, else 'Utilisateur' (spec §2). */
export function displayName(user: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  if (user.email?.trim()) return user.email.trim();
  return "Utilisateur";
}

/** The criteria profile of a user (spec §6): the first of these priorities the roles give, else general. */
export function criteriaProfileOf(roles: readonly string[]): CriteriaProfile | "technicien" {
  if (roles.includes("utilisateur_equipement") || roles.includes("equipment_user"))
    return "utilisateur_equipement";
  if (roles.includes("technicien")) return "technicien";
  if (roles.includes("gestionnaire_parc") || roles.includes("equipment_manager")) return "gestionnaire_parc";
  if (roles.includes("initiateur_campagne") || roles.includes("campaign_initiator"))
    return "initiateur_campagne";
  return "general";
}

/**
 * Which criteria a user rates (spec §6, DESIGN.md §4): admins and campaign initiators see all;
 * others see their profile's and the general ones. The technicien profile rates the
 * utilisateur_equipement criteria.
 */
export function seesCriterion(roles: readonly string[], criterionProfile: string): boolean {
  if (
    roles.includes("admin") ||
    roles.includes("campaign_initiator") ||
    roles.includes("initiateur_campagne")
  )
    return true;
  if (criterionProfile === "general") return true;
  const profile = criteriaProfileOf(roles);
  const effective = profile === "technicien" ? "utilisateur_equipement" : profile;
  return criterionProfile === effective;
}
