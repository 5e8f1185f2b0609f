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
  "reviewEntries",
  "notify",
  "generateReport",
  "archive",
  "unarchive",
  "reopen",
];

/** What a campaign that is not archived allows: all but bringing it back, and reopening (closed only). */
const NOT_ARCHIVED = ALL.filter((a) => a !== "unarchive" && a !== "reopen");

const allowed = (
  roles: string[],
  status = "active",
  participant = false,
  extra: { archived?: boolean; hasRecords?: boolean } = {},
) => {
  const { abilities } = campaignAbilities({ roles, status, participant, ...extra });
  return ALL.filter((ability) => abilities[ability]);
};

describe("Ce qu'un utilisateur peut faire d'une campagne active (DESIGN.md §4)", () => {
  it("l'administrateur et l'initiateur de campagne peuvent tout faire, sauf désarchiver et rouvrir", () => {
    expect(ALL).toHaveLength(16);
    expect(allowed(["admin"])).toEqual(NOT_ARCHIVED);
    expect(allowed(["campaign_initiator"])).toEqual(NOT_ARCHIVED);
    expect(allowed(["initiateur_campagne"])).toEqual(NOT_ARCHIVED);
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
  it("une campagne clôturée ne se modifie plus : restent sa suppression, ses rapports, l'archivage et la réouverture", () => {
    expect(allowed(["admin"], "closed")).toEqual(["delete", "generateReport", "archive", "reopen"]);
    expect(allowed(["equipment_user"], "closed", true)).toEqual([]);
    expect(allowed(["gestionnaire_parc"], "closed")).toEqual(["generateReport"]);
  });

  it("une campagne qui porte des enregistrements s'archive, elle ne se supprime pas (issue 22)", () => {
    for (const status of ["active", "paused", "closed"]) {
      expect(allowed(["admin"], status, false, { hasRecords: true })).not.toContain("delete");
      expect(allowed(["admin"], status, false, { hasRecords: true })).toContain("archive");
      expect(allowed(["admin"], status, false, { hasRecords: false })).toContain("delete");
    }
    expect(allowed(["admin"], "closed", false, { hasRecords: true })).toEqual([
      "generateReport",
      "archive",
      "reopen",
    ]);
  });

  it("une campagne archivée est en lecture seule : restent ses rapports et son désarchivage", () => {
    for (const status of ["active", "paused", "closed"]) {
      expect(allowed(["admin"], status, true, { archived: true, hasRecords: true })).toEqual([
        "generateReport",
        "unarchive",
      ]);
      expect(allowed(["gestionnaire_parc"], status, false, { archived: true })).toEqual(["generateReport"]);
      expect(allowed(["technicien"], status, true, { archived: true })).toEqual([]);
    }
  });

  it.each(["paused", "completed", "draft", "cancelled"])(
    "une campagne « %s » n'est ni notée, ni notifiée, ni clôturée, mais se gère encore",
    (status) => {
      expect(allowed(["admin"], status)).toEqual(
        NOT_ARCHIVED.filter((a) => a !== "rate" && a !== "notify" && a !== "close"),
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
    expect(
      campaignRefusals({ roles: ["admin"], participant: false, status: "closed", hasRecords: true }).delete,
    ).toBe("CAMPAIGN_HAS_RECORDS");
    expect(
      campaignRefusals({ roles: ["admin"], participant: false, status: "active", archived: true }),
    ).toMatchObject({
      update: "CAMPAIGN_ARCHIVED",
      rate: "CAMPAIGN_ARCHIVED",
      close: "CAMPAIGN_ARCHIVED",
      archive: "CAMPAIGN_ARCHIVED",
      reopen: "CAMPAIGN_ARCHIVED",
      unarchive: null,
    });
    expect(campaignRefusals({ roles: ["admin"], participant: false, status: "active" })).toMatchObject({
      unarchive: "CONFLICT",
      reopen: "CONFLICT",
    });
    expect(campaignRefusals({ roles: ["technicien"], participant: true, status: "closed" })).toMatchObject({
      archive: "FORBIDDEN",
      unarchive: "FORBIDDEN",
      reopen: "FORBIDDEN",
    });
  });

  it("une action est permise exactement quand elle n'a pas de refus", () => {
    for (const roles of [["admin"], ["equipment_manager"], ["technicien"], ["user"]])
      for (const status of ["active", "paused", "closed"])
        for (const participant of [true, false])
          for (const archived of [true, false])
            for (const hasRecords of [true, false]) {
              const standing = { roles, status, participant, archived, hasRecords };
              const refusals = campaignRefusals(standing);
              const { abilities } = campaignAbilities(standing);
              expect(Object.keys(abilities).sort()).toEqual([...ALL].sort());
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
    expect(
      campaignAbilities({ roles: ["admin"], status: "active", participant: true, archived: true })
        .readOnlyReason,
    ).toBe(READ_ONLY_REASONS.archived);
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
      archive: "FORBIDDEN",
      unarchive: "FORBIDDEN",
      reopen: "FORBIDDEN",
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
      archive: "FORBIDDEN",
      unarchive: "FORBIDDEN",
      reopen: "FORBIDDEN",
    });
  });

  it("un administrateur d'une campagne clôturée : la supprimer (sans enregistrements), l'archiver, la rouvrir et en générer les rapports, rien d'autre", () => {
    const closed = {
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
      archive: null,
      unarchive: "CONFLICT",
      reopen: null,
    };
    expect(refusals(["admin"], "closed", true)).toEqual(closed);
    expect(
      campaignRefusals({ roles: ["admin"], status: "closed", participant: true, hasRecords: true }),
    ).toEqual({
      ...closed,
      delete: "CAMPAIGN_HAS_RECORDS",
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
