/**
 * Who may do what (DESIGN.md §4). The server enforces it on every route and tells the web app
 * what the signed-in user may do (`abilities` of the current user); roles are read through the one
 * rule of `staffRolesOf` (the French role names count as their English equivalents).
 */
import { type StaffRole, staffRolesOf } from "./roles";

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

export function can(roles: readonly string[], permission: Permission): boolean {
  const held: ReadonlySet<StaffRole | "user"> = staffRolesOf(roles);
  return PERMISSIONS[permission].some((role) => role === "user" || held.has(role));
}

/**
 * Every permission of these roles, as the answer about the signed-in user carries them; none
 * before the user's company is set up (every company route answers 403 until then).
 */
export function permissionsOf(roles: readonly string[], hasCompany = true): Record<Permission, boolean> {
  const allowed = (permission: Permission) => hasCompany && can(roles, permission);
  return {
    readCompany: allowed("readCompany"),
    manageCompany: allowed("manageCompany"),
    readUsers: allowed("readUsers"),
    manageUsers: allowed("manageUsers"),
    manageCriteria: allowed("manageCriteria"),
    manageCampaigns: allowed("manageCampaigns"),
    manageEquipment: allowed("manageEquipment"),
    rate: allowed("rate"),
    readCampaigns: allowed("readCampaigns"),
    generateReports: allowed("generateReports"),
    readAudit: allowed("readAudit"),
  };
}
