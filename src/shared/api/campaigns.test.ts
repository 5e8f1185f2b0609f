import { beforeAll, describe, expect, it } from "vitest";
import { configureFrenchSchemaMessages } from "../schema-messages";
import {
  campaignAbilitiesSchema,
  campaignIdParams,
  campaignInputSchema,
  campaignRatingSchema,
  campaignSchema,
  dashboardStatsSchema,
  EDITABLE_CAMPAIGN_STATUSES,
  newParticipantSchema,
  participantIdsSchema,
  participantSchema,
} from "./campaigns";

beforeAll(() => {
  configureFrenchSchemaMessages();
});

const UUID = "0f8a3c52-52d4-4c1e-9a43-9d6f3f1e2b7a";
const MANOMETRE = { name: "Manomètre 0–10 bar", serialNumber: "MAN-0142", currentPeriod: 12 };

/** The first refusal of a campaign form: its message and the path of the refused value. */
function refusal(input: unknown) {
  const issue = campaignInputSchema.safeParse(input).error?.issues[0];
  return issue && { message: issue.message, path: issue.path };
}

describe("Le formulaire de campagne : le nom est requis (spec §5)", () => {
  it("garde le nom sans les espaces qui l'entourent", () => {
    expect(campaignInputSchema.parse({ name: "  Revue 2027  " }).name).toBe("Revue 2027");
  });

  it("refuse un nom absent, vide ou blanc : « Le nom est requis »", () => {
    for (const name of [undefined, "", "   "])
      expect(refusal({ name }), String(name)).toEqual({ message: "Le nom est requis", path: ["name"] });
  });

  it("refuse un nom de plus de 200 caractères", () => {
    expect(campaignInputSchema.safeParse({ name: "a".repeat(200) }).success).toBe(true);
    expect(refusal({ name: "a".repeat(201) })).toEqual({
      message: "Ce champ ne peut pas dépasser 200 caractères",
      path: ["name"],
    });
  });
});

describe("La description est facultative (spec §5)", () => {
  it("vide ou absente, vaut null ; sinon gardée sans espaces autour", () => {
    expect(campaignInputSchema.parse({ name: "Revue" }).description).toBeNull();
    expect(campaignInputSchema.parse({ name: "Revue", description: "  " }).description).toBeNull();
    expect(campaignInputSchema.parse({ name: "Revue", description: " Parc de Lyon " }).description).toBe(
      "Parc de Lyon",
    );
  });

  it("ne dépasse pas 2 000 caractères", () => {
    expect(refusal({ name: "Revue", description: "a".repeat(2001) })).toEqual({
      message: "Ce champ ne peut pas dépasser 2000 caractères",
      path: ["description"],
    });
  });
});

describe("La date limite est facultative (spec §5)", () => {
  it("vide, blanche, nulle ou absente, vaut null", () => {
    for (const deadline of [undefined, null, "", "   "])
      expect(campaignInputSchema.parse({ name: "Revue", deadline }).deadline, String(deadline)).toBeNull();
  });

  it("est enregistrée comme un instant ISO", () => {
    expect(campaignInputSchema.parse({ name: "Revue", deadline: "2027-03-01T10:30:00+01:00" }).deadline).toBe(
      "2027-03-01T09:30:00.000Z",
    );
    expect(campaignInputSchema.parse({ name: "Revue", deadline: " 2027-06-30T00:00:00Z " }).deadline).toBe(
      "2027-06-30T00:00:00.000Z",
    );
  });

  it("refuse une date hors des années 1900 à 9999, que la base ne garderait pas", () => {
    for (const deadline of [
      "+275760-09-13T00:00:00Z",
      "-004713-01-01T00:00:00Z",
      "1899-12-31T12:00:00Z",
      "10000-01-01T00:00:00Z",
    ])
      expect(refusal({ name: "Revue", deadline }), deadline).toEqual({
        message: "La date limite n'est pas une date valide",
        path: ["deadline"],
      });
    for (const deadline of ["1900-01-01T12:00:00Z", "9999-12-31T00:00:00Z"])
      expect(campaignInputSchema.parse({ name: "Revue", deadline }).deadline, deadline).toBe(
        new Date(deadline).toISOString(),
      );
  });

  it("refuse ce qui n'est pas une date : « La date limite n'est pas une date valide »", () => {
    for (const deadline of ["demain", "2027-13-45"])
      expect(refusal({ name: "Revue", deadline }), deadline).toEqual({
        message: "La date limite n'est pas une date valide",
        path: ["deadline"],
      });
  });
});

describe("Le statut : active par défaut, jamais « closed » depuis le formulaire (spec §4, §9)", () => {
  it("les statuts modifiables sont tous ceux d'une campagne sauf « closed »", () => {
    expect(EDITABLE_CAMPAIGN_STATUSES).toEqual(["active", "completed", "paused", "draft", "cancelled"]);
  });

  it("vaut active quand il n'est pas donné", () => {
    expect(campaignInputSchema.parse({ name: "Revue" }).status).toBe("active");
  });

  it("garde un statut modifiable", () => {
    for (const status of ["active", "completed", "paused", "draft", "cancelled"])
      expect(campaignInputSchema.parse({ name: "Revue", status }).status).toBe(status);
  });

  it("refuse « closed » et tout statut inconnu : « Statut de campagne inconnu »", () => {
    for (const status of ["closed", "archived", ""])
      expect(refusal({ name: "Revue", status }), status).toEqual({
        message: "Statut de campagne inconnu",
        path: ["status"],
      });
  });
});

describe("Les participants et les nouveaux équipements, envoyés avec la campagne", () => {
  it("sont facultatifs", () => {
    expect(campaignInputSchema.parse({ name: "Revue" })).toEqual({
      name: "Revue",
      description: null,
      deadline: null,
      status: "active",
      reason: null,
    });
  });

  it("garde les identifiants des participants et les équipements", () => {
    expect(
      campaignInputSchema.parse({ name: "Revue", participantIds: [UUID, "u-7"], equipment: [MANOMETRE] }),
    ).toMatchObject({ participantIds: [UUID, "u-7"], equipment: [MANOMETRE] });
  });

  it("un identifiant de participant a au plus 36 caractères", () => {
    expect(refusal({ name: "Revue", participantIds: [`${UUID}x`] })).toEqual({
      message: "Ce champ ne peut pas dépasser 36 caractères",
      path: ["participantIds", 0],
    });
  });

  it("au plus 5 000 participants", () => {
    const ids = Array.from({ length: 5000 }, (_, i) => `u-${i}`);
    expect(campaignInputSchema.safeParse({ name: "Revue", participantIds: ids }).success).toBe(true);
    expect(refusal({ name: "Revue", participantIds: [...ids, "u-5000"] })).toEqual({
      message: "Au plus 5\u202f000 participants par campagne",
      path: ["participantIds"],
    });
  });

  it("au plus 5 000 équipements : « Une campagne compte au plus 5 000 équipements »", () => {
    const equipment = Array.from({ length: 5000 }, () => MANOMETRE);
    expect(campaignInputSchema.safeParse({ name: "Revue", equipment }).success).toBe(true);
    expect(refusal({ name: "Revue", equipment: [...equipment, MANOMETRE] })).toEqual({
      message: "Une campagne compte au plus 5\u202f000 équipements",
      path: ["equipment"],
    });
  });

  it("chaque équipement suit les règles de l'équipement, avec son chemin", () => {
    expect(refusal({ name: "Revue", equipment: [MANOMETRE, { ...MANOMETRE, currentPeriod: -1 }] })).toEqual({
      message: "La période ne peut pas être négative",
      path: ["equipment", 1, "currentPeriod"],
    });
  });
});

describe("La liste des participants d'une campagne, seule", () => {
  it("suit les mêmes règles", () => {
    expect(participantIdsSchema.parse({ participantIds: [UUID] })).toEqual({ participantIds: [UUID] });
    const ids = Array.from({ length: 5001 }, (_, i) => `u-${i}`);
    expect(participantIdsSchema.safeParse({ participantIds: ids }).error?.issues[0]).toMatchObject({
      message: "Au plus 5\u202f000 participants par campagne",
      path: ["participantIds"],
    });
  });
});

describe("Un nouveau participant : la campagne et l'utilisateur", () => {
  it("lit l'identifiant de campagne, garde celui de l'utilisateur", () => {
    expect(newParticipantSchema.parse({ campaignId: "4", userId: UUID })).toEqual({
      campaignId: 4,
      userId: UUID,
    });
    expect(newParticipantSchema.parse({ campaignId: 4, userId: "u-1" })).toEqual({
      campaignId: 4,
      userId: "u-1",
    });
  });

  it("refuse une campagne manquante : « La campagne est requise »", () => {
    expect(newParticipantSchema.safeParse({ userId: UUID }).error?.issues[0]).toMatchObject({
      message: "La campagne est requise",
      path: ["campaignId"],
    });
  });

  it("refuse un identifiant d'utilisateur de plus de 36 caractères", () => {
    expect(
      newParticipantSchema.safeParse({ campaignId: 4, userId: `${UUID}x` }).error?.issues[0],
    ).toMatchObject({
      message: "Ce champ ne peut pas dépasser 36 caractères",
      path: ["userId"],
    });
  });
});

describe("L'identifiant de campagne d'une adresse", () => {
  it("est un entier positif, sinon « Cet identifiant n'est pas valide »", () => {
    expect(campaignIdParams.parse({ id: "12" })).toEqual({ id: 12 });
    expect(campaignIdParams.safeParse({ id: "douze" }).error?.issues[0]).toMatchObject({
      message: "Cet identifiant n'est pas valide",
      path: ["id"],
    });
  });
});

const ALL_ABILITIES = {
  update: true,
  close: true,
  delete: true,
  manageEquipment: true,
  manageParticipants: true,
  rate: true,
  calculate: true,
  forcePeriods: true,
  apply: true,
  share: true,
  reviewEntries: true,
  notify: true,
  generateReport: true,
  archive: true,
  unarchive: true,
  reopen: true,
};

const CAMPAIGN = {
  id: 7,
  name: "Revue 2027",
  description: null,
  deadline: "2027-06-30T00:00:00.000Z",
  status: "active",
  createdBy: "u-1",
  closedAt: null,
  shareToken: null,
  createdAt: "2027-01-10T09:00:00.000Z",
  updatedAt: "2027-01-10T09:00:00.000Z",
  equipmentCount: 40,
  ratedEquipmentCount: 10,
  progress: 25,
  abilities: ALL_ABILITIES,
  readOnlyReason: null,
  archived: false,
  archivedAt: null,
  reopenedAt: "2027-03-01T09:00:00.000Z",
  reopenReason: "Erreur de notation sur BAG-0001",
};

describe("Les réponses sur les campagnes (DESIGN.md §7)", () => {
  it("une campagne porte ce que l'utilisateur peut en faire, sous le nom Campaign", () => {
    expect(campaignSchema.parse(CAMPAIGN)).toEqual(CAMPAIGN);
    expect(campaignSchema.meta()?.id).toBe("Campaign");
    expect(campaignSchema.safeParse({ ...CAMPAIGN, abilities: undefined }).error?.issues[0]?.path).toEqual([
      "abilities",
    ]);
    // Issue 22: whether it is archived, and its last reopening, are part of every answer.
    for (const field of ["archived", "archivedAt", "reopenedAt", "reopenReason"] as const)
      expect(
        campaignSchema.safeParse({ ...CAMPAIGN, [field]: undefined }).error?.issues[0]?.path,
        field,
      ).toEqual([field]);
    const archived = { ...CAMPAIGN, archived: true, archivedAt: "2027-04-01T09:00:00.000Z" };
    expect(campaignSchema.parse(archived)).toEqual(archived);
  });

  it("les capacités sont seize oui/non, sous le nom CampaignAbilities", () => {
    expect(Object.keys(ALL_ABILITIES)).toHaveLength(16);
    expect(campaignAbilitiesSchema.parse(ALL_ABILITIES)).toEqual(ALL_ABILITIES);
    for (const ability of ["archive", "unarchive", "reopen"] as const)
      expect(
        campaignAbilitiesSchema.safeParse({ ...ALL_ABILITIES, [ability]: undefined }).error?.issues[0]?.path,
        ability,
      ).toEqual([ability]);
    expect(campaignAbilitiesSchema.meta()?.id).toBe("CampaignAbilities");
    expect(
      campaignAbilitiesSchema.safeParse({ ...ALL_ABILITIES, rate: "oui" }).error?.issues[0],
    ).toMatchObject({
      message: "Ce champ doit être vrai ou faux",
      path: ["rate"],
    });
  });

  it("un participant porte l'utilisateur, sous le nom Participant", () => {
    const participant = {
      id: 1,
      campaignId: 7,
      userId: "u-2",
      role: null,
      assignedAt: "2027-01-11T09:00:00.000Z",
      assignedBy: "u-1",
      user: { id: "u-2", email: "t@exemple.fr", firstName: null, lastName: null, roles: ["technicien"] },
    };
    expect(participantSchema.parse(participant)).toEqual(participant);
    expect(participantSchema.meta()?.id).toBe("Participant");
  });

  it("une notation de campagne, sous le nom CampaignRating", () => {
    const rating = {
      id: 1,
      equipmentId: 2,
      criteriaId: 3,
      userId: "u-2",
      raterName: "Paul Durand",
      grade: 4,
      score: "1.0",
      verbatim: "Dérive faible",
      ratedAt: "2027-02-01T09:00:00.000Z",
    };
    expect(campaignRatingSchema.parse(rating)).toEqual(rating);
    expect(campaignRatingSchema.meta()?.id).toBe("CampaignRating");
  });

  it("les statistiques du tableau de bord, sous le nom DashboardStats", () => {
    const stats = {
      activeCampaigns: 2,
      campaignsCreatedThisMonth: 1,
      totalEquipment: 40,
      equipmentStats: { pending: 30, rated: 10 },
      monthlyMeasurements: 5,
      previousMonthMeasurements: 3,
      generatedReports: 4,
      reportsThisMonth: 1,
    };
    expect(dashboardStatsSchema.parse(stats)).toEqual(stats);
    expect(dashboardStatsSchema.meta()?.id).toBe("DashboardStats");
  });
});
