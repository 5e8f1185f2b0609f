import { describe, expect, it } from "vitest";
import { can, type Permission, permissionsOf } from "./permissions";

/** DESIGN.md §4, read row by row: what each role may do in its company. */
const EXPECTED = {
  admin: {
    readCompany: true,
    manageCompany: true,
    readUsers: true,
    manageUsers: true,
    manageCriteria: true,
    manageCampaigns: true,
    manageEquipment: true,
    rate: true,
    readCampaigns: true,
    generateReports: true,
    readAudit: true,
  },
  campaign_initiator: {
    readCompany: true,
    manageCompany: false,
    readUsers: true,
    manageUsers: false,
    manageCriteria: true,
    manageCampaigns: true,
    manageEquipment: true,
    rate: true,
    readCampaigns: true,
    generateReports: true,
    readAudit: true,
  },
  equipment_manager: {
    readCompany: true,
    manageCompany: false,
    readUsers: false,
    manageUsers: false,
    manageCriteria: false,
    manageCampaigns: false,
    manageEquipment: true,
    rate: true,
    readCampaigns: true,
    generateReports: true,
    readAudit: false,
  },
  equipment_user: {
    readCompany: true,
    manageCompany: false,
    readUsers: false,
    manageUsers: false,
    manageCriteria: false,
    manageCampaigns: false,
    manageEquipment: false,
    rate: true,
    readCampaigns: true,
    generateReports: false,
    readAudit: false,
  },
  user: {
    readCompany: true,
    manageCompany: false,
    readUsers: false,
    manageUsers: false,
    manageCriteria: false,
    manageCampaigns: false,
    manageEquipment: false,
    rate: false,
    readCampaigns: true,
    generateReports: false,
    readAudit: false,
  },
} satisfies Record<string, Record<Permission, boolean>>;
type Row = keyof typeof EXPECTED;

describe("Qui peut faire quoi dans son entreprise (DESIGN.md §4)", () => {
  it.each(Object.keys(EXPECTED) as Row[])("le rôle %s", (role) => {
    expect(permissionsOf([role])).toEqual(EXPECTED[role]);
  });

  it("chaque permission se lit aussi une à une", () => {
    for (const [role, permissions] of Object.entries(EXPECTED))
      for (const [permission, allowed] of Object.entries(permissions))
        expect(can([role], permission as Permission), `${role} ${permission}`).toBe(allowed);
  });
});

describe("Les noms français des rôles valent leurs équivalents anglais (spec §6)", () => {
  it.each([
    ["initiateur_campagne", "campaign_initiator"],
    ["gestionnaire_parc", "equipment_manager"],
    ["technicien", "equipment_user"],
    ["utilisateur_equipement", "equipment_user"],
  ] as const)("%s a les permissions de %s", (french, english) => {
    expect(permissionsOf([french])).toEqual(EXPECTED[english]);
  });
});

describe("Un utilisateur sans rôle du personnel", () => {
  it("lit son entreprise et ses campagnes, sans rien y changer", () => {
    for (const roles of [[], ["user"], ["pape"]])
      expect(permissionsOf(roles), String(roles)).toEqual(EXPECTED.user);
    expect(can([], "readCompany")).toBe(true);
    expect(can([], "readCampaigns")).toBe(true);
    expect(can([], "rate")).toBe(false);
  });
});

describe("Plusieurs rôles cumulent leurs permissions", () => {
  it("un technicien gestionnaire de parc gère les équipements et note", () => {
    expect(permissionsOf(["technicien", "gestionnaire_parc"])).toEqual(EXPECTED.equipment_manager);
  });

  it("un gestionnaire de parc initiateur a les permissions de l'initiateur", () => {
    expect(permissionsOf(["equipment_manager", "initiateur_campagne"])).toEqual(EXPECTED.campaign_initiator);
  });
});

describe("Avant que son entreprise soit configurée, un utilisateur n'a aucune permission", () => {
  it("même administrateur", () => {
    const none = Object.fromEntries(Object.keys(EXPECTED.admin).map((permission) => [permission, false]));
    expect(permissionsOf(["admin"], false)).toEqual(none);
    expect(permissionsOf(["user"], false)).toEqual(none);
    expect(permissionsOf(["admin"], true)).toEqual(EXPECTED.admin);
  });
});
