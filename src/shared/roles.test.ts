import { describe, expect, it } from "vitest";
import { displayName, STAFF_ROLE_LABELS, sidebarRoleLabel } from "./roles";

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
});

describe("Libellé du rôle dans la barre latérale (spec §6)", () => {
  it.each([
    [["admin", "equipment_user"], "Administrateur"],
    [["equipment_user", "campaign_initiator"], "Initiateur de Campagne"],
    [["equipment_manager", "equipment_user"], "Gestionnaire de Parc"],
    [["equipment_user"], "Technicien"],
    [["user"], "Utilisateur"],
    [["technicien"], "Utilisateur"],
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
