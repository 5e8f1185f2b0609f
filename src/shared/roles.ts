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

/**
 * The one rule for roles (spec §6, DESIGN.md §4): each role of the roles list counts as one staff
 * role, the French ones as their English equivalents; `user` counts as none. Permissions, criteria
 * profiles, participant eligibility, labels and badges all read roles through it.
 */
export const STAFF_ROLE_OF: Record<Role, StaffRole | null> = {
  user: null,
  admin: "admin",
  campaign_initiator: "campaign_initiator",
  initiateur_campagne: "campaign_initiator",
  equipment_manager: "equipment_manager",
  gestionnaire_parc: "equipment_manager",
  equipment_user: "equipment_user",
  utilisateur_equipement: "equipment_user",
  technicien: "equipment_user",
};

export function isRole(value: string): value is Role {
  return Object.hasOwn(STAFF_ROLE_OF, value);
}

/** The staff role one role name counts as, or null ('user', or a name outside the roles list). */
export function staffRoleOf(name: string): StaffRole | null {
  return isRole(name) ? STAFF_ROLE_OF[name] : null;
}

/** The staff roles a user holds, French names counted as their English equivalents. */
export function staffRolesOf(roles: readonly string[]): Set<StaffRole> {
  const held = new Set<StaffRole>();
  for (const role of roles) {
    const staff = staffRoleOf(role);
    if (staff) held.add(staff);
  }
  return held;
}

/** Whether the roles include this staff role, under any of its names. */
export function holdsRole(roles: readonly string[], role: StaffRole): boolean {
  return staffRolesOf(roles).has(role);
}

/** Every name that counts as a staff role: a user holding one of them may take part in a campaign. */
export const STAFF_ROLE_NAMES: readonly Role[] = ROLES.filter((role) => STAFF_ROLE_OF[role] !== null);

/** Spec §5: eligible participants hold at least one staff role (under any of its names). */
export function isEligibleParticipant(roles: readonly string[]): boolean {
  return staffRolesOf(roles).size > 0;
}

/**
 * A user's roles once the staff roles to hold are chosen (the user dialog's checkboxes): a staff role
 * still chosen keeps the name the user held it under (technicien stays technicien), a newly chosen
 * one takes the name it was chosen under, one no longer chosen goes under every name; roles that are
 * no staff role ('user') stay. Names outside the roles list are dropped.
 */
export function rolesWithStaffRoles(held: readonly string[], chosen: readonly Role[]): Role[] {
  const wanted = staffRolesOf(chosen);
  const keep = held.filter(isRole).filter((role) => {
    const staff = staffRoleOf(role);
    return staff === null || wanted.has(staff);
  });
  const kept = staffRolesOf(keep);
  const added = chosen.filter((role) => {
    const staff = staffRoleOf(role);
    return staff !== null && !kept.has(staff);
  });
  return [...keep, ...added];
}

/** Sidebar label: first match in this priority, else 'Utilisateur' (spec §6). */
export function sidebarRoleLabel(roles: readonly string[]): string {
  const held = staffRolesOf(roles);
  if (held.has("admin")) return "Administrateur";
  if (held.has("campaign_initiator")) return "Initiateur de Campagne";
  if (held.has("equipment_manager")) return "Gestionnaire de Parc";
  if (held.has("equipment_user")) return "Technicien";
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

/**
 * The criteria profile of a user (spec §6): the first of these priorities the roles give, else
 * general. `technicien` keeps its own profile label (it rates the utilisateur_equipement criteria).
 */
export function criteriaProfileOf(roles: readonly string[]): CriteriaProfile | "technicien" {
  if (roles.includes("utilisateur_equipement") || roles.includes("equipment_user"))
    return "utilisateur_equipement";
  if (roles.includes("technicien")) return "technicien";
  const held = staffRolesOf(roles);
  if (held.has("equipment_manager")) return "gestionnaire_parc";
  if (held.has("campaign_initiator")) return "initiateur_campagne";
  return "general";
}

/**
 * Which criteria a user rates (spec §6, DESIGN.md §4): admins and campaign initiators see all;
 * others see their profile's and the general ones. The technicien profile rates the
 * utilisateur_equipement criteria.
 */
export function seesCriterion(roles: readonly string[], criterionProfile: string): boolean {
  const held = staffRolesOf(roles);
  if (held.has("admin") || held.has("campaign_initiator")) return true;
  if (criterionProfile === "general") return true;
  const profile = criteriaProfileOf(roles);
  const effective = profile === "technicien" ? "utilisateur_equipement" : profile;
  return criterionProfile === effective;
}
