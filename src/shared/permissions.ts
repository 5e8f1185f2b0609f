/**
 * Who may do what (DESIGN.md §4). The server enforces it on every route; the web app reads the same
 * table to hide or disable what a user's roles do not allow. The French role names of the roles list
 * count as their English equivalents (technicien and utilisateur_equipement as equipment_user, …).
 */
import type { StaffRole } from "./roles";

const EQUIVALENT: Record<string, StaffRole> = {
  admin: "admin",
  campaign_initiator: "campaign_initiator",
  initiateur_campagne: "campaign_initiator",
  equipment_manager: "equipment_manager",
  gestionnaire_parc: "equipment_manager",
  equipment_user: "equipment_user",
  utilisateur_equipement: "equipment_user",
  technicien: "equipment_user",
};

export const PERMISSIONS = {
  /** Company information and statistics: read by every member, changed by admins. */
  readCompany: ["admin", "campaign_initiator", "equipment_manager", "equipment_user", "user"],
  manageCompany: ["admin"],
  /** The user list: admins manage it; initiators read it to choose campaign participants. */
  readUsers: ["admin", "campaign_initiator"],
  manageUsers: ["admin"],
  manageCriteria: ["admin", "campaign_initiator"],
  manageCampaigns: ["admin", "campaign_initiator"],
  manageEquipment: ["admin", "campaign_initiator", "equipment_manager"],
  rate: ["admin", "campaign_initiator", "equipment_manager", "equipment_user"],
  readCampaigns: ["admin", "campaign_initiator", "equipment_manager", "equipment_user", "user"],
  generateReports: ["admin", "campaign_initiator", "equipment_manager"],
  readAudit: ["admin", "campaign_initiator"],
} as const satisfies Record<string, readonly (StaffRole | "user")[]>;

export type Permission = keyof typeof PERMISSIONS;

/** The staff roles a user effectively holds, French synonyms included. */
export function effectiveRoles(roles: readonly string[]): Set<StaffRole | "user"> {
  const result = new Set<StaffRole | "user">(["user"]);
  for (const role of roles) {
    const staff = EQUIVALENT[role];
    if (staff) result.add(staff);
  }
  return result;
}

export function can(roles: readonly string[], permission: Permission): boolean {
  const held = effectiveRoles(roles);
  return PERMISSIONS[permission].some((role) => held.has(role));
}
