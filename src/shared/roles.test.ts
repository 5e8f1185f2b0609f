import { describe, expect, it } from "vitest";
import {
  CRITERIA_PROFILE_LABELS,
  criteriaProfileOf,
  displayName,
  holdsRole,
  isEligibleParticipant,
  rolesWithStaffRoles,
  STAFF_ROLE_LABELS,
  STAFF_ROLE_NAMES,
  seesCriterion,
  sidebarRoleLabel,
  staffRoleOf,
  staffRolesOf,
} from "./roles";

describe("Nom affiché (spec §2)", () => {
  it("prend le prénom et le nom quand les deux existent", () => {
    expect(displayName({ firstName: "Claire", lastName: "Martin", email: "c@exemple.fr" })).toBe(
      "Claire Martin",
    );
  });
  it("prend l'e-mail sinon", () => {
    expect(displayName({ firstName: "Claire", lastName: null, email: "claire.martin@exemple.fr" })).toBe(
      "claire.martin@exemple.fr",
    );
    expect(displayName({ firstName: "  ", lastName: "Martin", email: "c@exemple.fr" })).toBe("c@exemple.fr");
  });
  it("prend 'Utilisateur' en dernier recours", () => {
    expect(displayName({})).toBe("Utilisateur");
  });

  it("ne garde pas les espaces qui entourent le prénom, le nom ou l'e-mail", () => {
    expect(displayName({ firstName: " Claire ", lastName: " Martin ", email: null })).toBe("Claire Martin");
    expect(displayName({ firstName: "Claire", lastName: "   ", email: " c@exemple.fr " })).toBe(
      "c@exemple.fr",
    );
  });

  it("compte un e-mail blanc comme absent", () => {
    expect(displayName({ firstName: null, lastName: null, email: "   " })).toBe("Utilisateur");
  });
});

describe("Libellé du rôle dans la barre latérale (spec §6)", () => {
  it.each([
    [["admin", "equipment_user"], "Administrateur"],
    [["equipment_user", "campaign_initiator"], "Initiateur de Campagne"],
    [["equipment_manager", "equipment_user"], "Gestionnaire de Parc"],
    [["equipment_user"], "Technicien"],
    [["user"], "Utilisateur"],
    [["technicien"], "Technicien"],
    [["utilisateur_equipement"], "Technicien"],
    [["gestionnaire_parc", "technicien"], "Gestionnaire de Parc"],
    [["initiateur_campagne"], "Initiateur de Campagne"],
    [["pape"], "Utilisateur"],
    [[], "Utilisateur"],
  ])("%j → %s", (roles, label) => {
    expect(sidebarRoleLabel(roles)).toBe(label);
  });
});

describe("Libellés de gestion des utilisateurs (spec §6)", () => {
  it("sont ceux de la spécification", () => {
    expect(STAFF_ROLE_LABELS).toEqual({
      admin: "Admin",
      campaign_initiator: "Initiateur de Campagne",
      equipment_manager: "Gestionnaire de Parc",
      equipment_user: "Technicien/Utilisateur d'Équipement",
    });
  });
});

describe("Profil de cotation d'un utilisateur et critères visibles (spec §6)", () => {
  it.each([
    [["equipment_user", "equipment_manager"], "utilisateur_equipement"],
    [["technicien", "gestionnaire_parc"], "technicien"],
    [["equipment_manager"], "gestionnaire_parc"],
    [["campaign_initiator"], "initiateur_campagne"],
    [["admin"], "general"],
    [["user"], "general"],
    [["utilisateur_equipement"], "utilisateur_equipement"],
    [["technicien", "utilisateur_equipement"], "utilisateur_equipement"],
    [["technicien"], "technicien"],
  ])("%j → %s", (roles, profile) => {
    expect(criteriaProfileOf(roles)).toBe(profile);
  });

  it("les libellés des profils sont ceux de la spécification", () => {
    expect(CRITERIA_PROFILE_LABELS).toEqual({
      utilisateur_equipement: "Utilisateur",
      technicien: "Technicien",
      gestionnaire_parc: "Gestionnaire",
      initiateur_campagne: "Initiateur",
      general: "Général",
    });
  });

  it("montre tout à l'administrateur et à l'initiateur, le profil propre et le général aux autres", () => {
    for (const profile of ["utilisateur_equipement", "gestionnaire_parc", "initiateur_campagne", "general"]) {
      expect(seesCriterion(["admin"], profile)).toBe(true);
      expect(seesCriterion(["campaign_initiator"], profile)).toBe(true);
    }
    expect(seesCriterion(["equipment_manager"], "gestionnaire_parc")).toBe(true);
    expect(seesCriterion(["equipment_manager"], "utilisateur_equipement")).toBe(false);
    expect(seesCriterion(["equipment_manager"], "general")).toBe(true);
    expect(seesCriterion(["technicien"], "utilisateur_equipement")).toBe(true);
    expect(seesCriterion(["equipment_user"], "initiateur_campagne")).toBe(false);
  });
});

describe("Une seule règle pour les rôles : les noms français valent leurs équivalents (spec §6)", () => {
  it.each([
    ["technicien", "equipment_user"],
    ["utilisateur_equipement", "equipment_user"],
    ["gestionnaire_parc", "equipment_manager"],
    ["initiateur_campagne", "campaign_initiator"],
    ["admin", "admin"],
    ["equipment_user", "equipment_user"],
  ])("%s compte comme %s", (name, staff) => {
    expect(staffRoleOf(name)).toBe(staff);
    expect(holdsRole([name], staff as Parameters<typeof holdsRole>[1])).toBe(true);
  });

  it("'user' et un nom inconnu ne comptent comme aucun rôle", () => {
    expect(staffRoleOf("user")).toBeNull();
    expect(staffRoleOf("pape")).toBeNull();
    expect(staffRoleOf("toString")).toBeNull();
    expect(staffRolesOf(["user", "pape"]).size).toBe(0);
  });

  it("regroupe les noms d'un même rôle", () => {
    expect([...staffRolesOf(["technicien", "equipment_user", "gestionnaire_parc"])].sort()).toEqual([
      "equipment_manager",
      "equipment_user",
    ]);
  });

  it("rend éligible à une campagne tout rôle du personnel, sous n'importe quel nom (spec §5)", () => {
    expect(isEligibleParticipant(["technicien"])).toBe(true);
    expect(isEligibleParticipant(["initiateur_campagne"])).toBe(true);
    expect(isEligibleParticipant(["user"])).toBe(false);
    expect(isEligibleParticipant([])).toBe(false);
    expect([...STAFF_ROLE_NAMES].sort()).toEqual(
      [
        "admin",
        "campaign_initiator",
        "equipment_manager",
        "equipment_user",
        "gestionnaire_parc",
        "initiateur_campagne",
        "technicien",
        "utilisateur_equipement",
      ].sort(),
    );
  });

  it("donne à initiateur_campagne tous les critères, comme à campaign_initiator", () => {
    for (const profile of ["utilisateur_equipement", "gestionnaire_parc", "initiateur_campagne", "general"])
      expect(seesCriterion(["initiateur_campagne"], profile)).toBe(true);
    expect(seesCriterion(["gestionnaire_parc"], "initiateur_campagne")).toBe(false);
    expect(criteriaProfileOf(["gestionnaire_parc"])).toBe("gestionnaire_parc");
    expect(criteriaProfileOf(["initiateur_campagne"])).toBe("initiateur_campagne");
  });
});

describe("Les rôles d'un utilisateur après le choix de ses rôles (fenêtre de modification)", () => {
  it("garde le nom français d'un rôle toujours coché", () => {
    expect(rolesWithStaffRoles(["technicien"], ["equipment_user"])).toEqual(["technicien"]);
    expect(rolesWithStaffRoles(["user", "gestionnaire_parc"], ["equipment_manager"])).toEqual([
      "user",
      "gestionnaire_parc",
    ]);
  });

  it("retire un rôle décoché sous tous ses noms, et garde 'user'", () => {
    expect(rolesWithStaffRoles(["user", "technicien", "equipment_user", "admin"], ["admin"])).toEqual([
      "user",
      "admin",
    ]);
    expect(rolesWithStaffRoles(["technicien"], [])).toEqual([]);
  });

  it("ajoute un rôle nouvellement coché sous son nom, une seule fois", () => {
    expect(rolesWithStaffRoles(["user"], ["campaign_initiator", "equipment_user"])).toEqual([
      "user",
      "campaign_initiator",
      "equipment_user",
    ]);
    expect(rolesWithStaffRoles(["utilisateur_equipement"], ["equipment_user", "admin"])).toEqual([
      "utilisateur_equipement",
      "admin",
    ]);
  });

  it("laisse tomber un nom hors de la liste des rôles", () => {
    expect(rolesWithStaffRoles(["pape", "admin"], ["admin"])).toEqual(["admin"]);
  });
});
