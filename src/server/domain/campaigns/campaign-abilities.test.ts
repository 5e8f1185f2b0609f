import { describe, expect, it } from "vitest";
import type { CampaignAbility } from "../../../shared/api/campaigns";
import { READ_ONLY_REASONS } from "../../../shared/messages";
import { campaignAbilities, campaignRefusals } from "./campaign-abilities";

const ALL: CampaignAbility[] = [
  "update",
  "close",
  "delete",
  "manageEquipment",
  "manageParticipants",
  "rate",
  "calculate",
  "forcePeriods",
  "apply",
  "share",
  "notify",
  "generateReport",
];

const allowed = (roles: string[], status = "active", participant = false) => {
  const { abilities } = campaignAbilities({ roles, status, participant });
  return ALL.filter((ability) => abilities[ability]);
};

describe("Ce qu'un utilisateur peut faire d'une campagne active (DESIGN.md §4)", () => {
  it("l'administrateur et l'initiateur de campagne peuvent tout faire", () => {
    expect(allowed(["admin"])).toEqual(ALL);
    expect(allowed(["campaign_initiator"])).toEqual(ALL);
    expect(allowed(["initiateur_campagne"])).toEqual(ALL);
  });

  it("le gestionnaire de parc gère les équipements, note toute campagne et génère les rapports", () => {
    const expected = ["manageEquipment", "rate", "generateReport"];
    expect(allowed(["equipment_manager"])).toEqual(expected);
    expect(allowed(["gestionnaire_parc"])).toEqual(expected);
  });

  it("le technicien note seulement les campagnes auxquelles il participe", () => {
    for (const roles of [["equipment_user"], ["technicien"], ["utilisateur_equipement"]]) {
      expect(allowed(roles, "active", true)).toEqual(["rate"]);
      expect(allowed(roles, "active", false)).toEqual([]);
    }
  });

  it("le rôle 'user' ne fait rien, même participant", () => {
    expect(allowed(["user"], "active", true)).toEqual([]);
    expect(allowed([], "active", true)).toEqual([]);
  });
});

describe("Ce que l'état de la campagne permet (spec §4)", () => {
  it("une campagne clôturée ne se modifie plus : restent sa suppression et ses rapports", () => {
    expect(allowed(["admin"], "closed")).toEqual(["delete", "generateReport"]);
    expect(allowed(["equipment_user"], "closed", true)).toEqual([]);
  });

  it.each(["paused", "completed", "draft", "cancelled"])(
    "une campagne « %s » n'est ni notée, ni notifiée, ni clôturée, mais se gère encore",
    (status) => {
      expect(allowed(["admin"], status)).toEqual(
        ALL.filter((a) => a !== "rate" && a !== "notify" && a !== "close"),
      );
      expect(allowed(["equipment_user"], status, true)).toEqual([]);
    },
  );
});

describe("Le refus que le serveur répond pour chaque action interdite", () => {
  it("dit pourquoi : rôle, clôture, participation ou état", () => {
    expect(campaignRefusals({ roles: ["user"], participant: true, status: "active" }).rate).toBe("FORBIDDEN");
    expect(campaignRefusals({ roles: ["admin"], participant: false, status: "closed" }).rate).toBe(
      "CAMPAIGN_CLOSED",
    );
    expect(campaignRefusals({ roles: ["technicien"], participant: false, status: "active" }).rate).toBe(
      "NOT_A_PARTICIPANT",
    );
    expect(campaignRefusals({ roles: ["technicien"], participant: true, status: "paused" }).rate).toBe(
      "CAMPAIGN_NOT_ACTIVE",
    );
    expect(campaignRefusals({ roles: ["admin"], participant: false, status: "closed" }).close).toBe(
      "CAMPAIGN_ALREADY_CLOSED",
    );
    expect(campaignRefusals({ roles: ["admin"], participant: false, status: "paused" }).close).toBe(
      "CAMPAIGN_NOT_ACTIVE",
    );
    expect(campaignRefusals({ roles: ["admin"], participant: false, status: "paused" }).notify).toBe(
      "CAMPAIGN_NOT_ACTIVE",
    );
    expect(campaignRefusals({ roles: ["admin"], participant: false, status: "closed" }).notify).toBe(
      "CAMPAIGN_CLOSED",
    );
    expect(campaignRefusals({ roles: ["equipment_user"], participant: true, status: "closed" }).update).toBe(
      "FORBIDDEN",
    );
    expect(
      campaignRefusals({ roles: ["equipment_manager"], participant: false, status: "closed" }),
    ).toMatchObject({ manageEquipment: "CAMPAIGN_CLOSED", generateReport: null, delete: "FORBIDDEN" });
  });

  it("une action est permise exactement quand elle n'a pas de refus", () => {
    for (const roles of [["admin"], ["equipment_manager"], ["technicien"], ["user"]])
      for (const status of ["active", "paused", "closed"])
        for (const participant of [true, false]) {
          const standing = { roles, status, participant };
          const refusals = campaignRefusals(standing);
          const { abilities } = campaignAbilities(standing);
          for (const ability of ALL) expect(abilities[ability]).toBe(refusals[ability] === null);
        }
  });
});

describe("Pourquoi la campagne est en lecture seule (readOnlyReason)", () => {
  const reason = (roles: string[], status: string, participant: boolean) =>
    campaignAbilities({ roles, status, participant }).readOnlyReason;

  it("aucune raison pour qui peut noter", () => {
    expect(reason(["admin"], "active", false)).toBeNull();
    expect(reason(["equipment_manager"], "active", false)).toBeNull();
    expect(reason(["technicien"], "active", true)).toBeNull();
  });

  it("une phrase française pour chaque cas, la clôture d'abord", () => {
    expect(reason(["admin"], "closed", false)).toBe(READ_ONLY_REASONS.closed);
    expect(reason(["technicien"], "closed", false)).toBe(READ_ONLY_REASONS.closed);
    expect(reason(["user"], "active", true)).toBe(READ_ONLY_REASONS.role);
    expect(reason(["equipment_user"], "active", false)).toBe(READ_ONLY_REASONS.notParticipant);
    expect(reason(["equipment_user"], "paused", false)).toBe(READ_ONLY_REASONS.notParticipant);
    expect(reason(["equipment_user"], "paused", true)).toBe(READ_ONLY_REASONS.notActive);
    expect(reason(["admin"], "paused", false)).toBe(READ_ONLY_REASONS.notActive);
    expect(READ_ONLY_REASONS.notParticipant).toMatch(/^Vous ne participez pas à cette campagne\./);
  });
});

describe("Le refus de chaque action, rôle par rôle (DESIGN.md §4, spec §4)", () => {
  const refusals = (roles: string[], status: string, participant: boolean) =>
    campaignRefusals({ roles, status, participant });

  it("un technicien non participant d'une campagne active : tout lui est interdit, la notation faute de participer", () => {
    expect(refusals(["technicien"], "active", false)).toEqual({
      update: "FORBIDDEN",
      close: "FORBIDDEN",
      delete: "FORBIDDEN",
      manageEquipment: "FORBIDDEN",
      manageParticipants: "FORBIDDEN",
      rate: "NOT_A_PARTICIPANT",
      calculate: "FORBIDDEN",
      forcePeriods: "FORBIDDEN",
      apply: "FORBIDDEN",
      share: "FORBIDDEN",
      reviewEntries: "FORBIDDEN",
      notify: "FORBIDDEN",
      generateReport: "FORBIDDEN",
    });
  });

  it("un gestionnaire de parc d'une campagne en pause : équipements et rapports, la notation suspendue", () => {
    expect(refusals(["gestionnaire_parc"], "paused", false)).toEqual({
      update: "FORBIDDEN",
      close: "FORBIDDEN",
      delete: "FORBIDDEN",
      manageEquipment: null,
      manageParticipants: "FORBIDDEN",
      rate: "CAMPAIGN_NOT_ACTIVE",
      calculate: "FORBIDDEN",
      forcePeriods: "FORBIDDEN",
      apply: "FORBIDDEN",
      share: "FORBIDDEN",
      reviewEntries: "FORBIDDEN",
      notify: "FORBIDDEN",
      generateReport: null,
    });
  });

  it("un administrateur d'une campagne clôturée : la supprimer et en générer les rapports, rien d'autre", () => {
    expect(refusals(["admin"], "closed", true)).toEqual({
      update: "CAMPAIGN_CLOSED",
      close: "CAMPAIGN_ALREADY_CLOSED",
      delete: null,
      manageEquipment: "CAMPAIGN_CLOSED",
      manageParticipants: "CAMPAIGN_CLOSED",
      rate: "CAMPAIGN_CLOSED",
      calculate: "CAMPAIGN_CLOSED",
      forcePeriods: "CAMPAIGN_CLOSED",
      apply: "CAMPAIGN_CLOSED",
      share: "CAMPAIGN_CLOSED",
      reviewEntries: "CAMPAIGN_CLOSED",
      notify: "CAMPAIGN_CLOSED",
      generateReport: null,
    });
  });

  it("qui ne gère pas les campagnes ne les clôture jamais, quel que soit leur état", () => {
    for (const status of ["active", "paused", "closed"])
      for (const roles of [["equipment_manager"], ["technicien"], ["user"]])
        expect(refusals(roles, status, true).close, `${roles} ${status}`).toBe("FORBIDDEN");
  });

  it("les rapports sont générés par ceux qui gèrent les équipements, pas par les techniciens", () => {
    for (const status of ["active", "closed"]) {
      expect(refusals(["equipment_user"], status, true).generateReport).toBe("FORBIDDEN");
      expect(refusals(["user"], status, true).generateReport).toBe("FORBIDDEN");
      expect(refusals(["gestionnaire_parc"], status, false).generateReport).toBeNull();
      expect(refusals(["initiateur_campagne"], status, false).generateReport).toBeNull();
    }
  });
});
