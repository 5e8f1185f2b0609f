import { beforeAll, describe, expect, it } from "vitest";
import { configureFrenchSchemaMessages } from "../schema-messages";
import {
  campaignEquipmentParams,
  draftRefusal,
  equipmentDraftSchema,
  equipmentIdParams,
  equipmentSchema,
  newEquipmentSchema,
} from "./equipment";

beforeAll(() => {
  configureFrenchSchemaMessages();
});

const DRAFT = { name: "Manomètre 0–10 bar", serialNumber: "MAN-0142", currentPeriod: 12 };

function refusal(input: unknown) {
  const issue = equipmentDraftSchema.safeParse(input).error?.issues[0];
  return issue && { message: issue.message, path: issue.path };
}

describe("Un équipement saisi ou importé : nom, référence et période", () => {
  it("garde le nom et la référence sans espaces autour", () => {
    expect(
      equipmentDraftSchema.parse({ ...DRAFT, name: " Manomètre 0–10 bar ", serialNumber: " MAN-0142 " }),
    ).toEqual({ ...DRAFT, type: null });
  });

  it("garde le type (famille) facultatif, sans espaces autour, vide valant aucun", () => {
    expect(equipmentDraftSchema.parse({ ...DRAFT, type: " Pression " }).type).toBe("Pression");
    expect(equipmentDraftSchema.parse({ ...DRAFT, type: "" }).type).toBeNull();
    expect(refusal({ ...DRAFT, type: "t".repeat(101) })).toEqual({
      message: "Le type ne peut pas dépasser 100 caractères",
      path: ["type"],
    });
  });

  it("refuse un nom vide : « Le nom de l'équipement est requis »", () => {
    expect(refusal({ ...DRAFT, name: " " })).toEqual({
      message: "Le nom de l'équipement est requis",
      path: ["name"],
    });
  });

  it("refuse une référence vide : « La référence est requise »", () => {
    expect(refusal({ ...DRAFT, serialNumber: "" })).toEqual({
      message: "La référence est requise",
      path: ["serialNumber"],
    });
  });

  it("borne le nom à 200 caractères et la référence à 100", () => {
    expect(refusal({ ...DRAFT, name: "a".repeat(201) })).toEqual({
      message: "Le nom de l'équipement ne peut pas dépasser 200 caractères",
      path: ["name"],
    });
    expect(equipmentDraftSchema.safeParse({ ...DRAFT, serialNumber: "a".repeat(100) }).success).toBe(true);
    expect(refusal({ ...DRAFT, serialNumber: "a".repeat(101) })).toEqual({
      message: "La référence ne peut pas dépasser 100 caractères",
      path: ["serialNumber"],
    });
  });
});

describe("La période actuelle : un nombre entier de mois, de 0 (inconnue) à 1 200", () => {
  it.each([0, 1, 12, 1200])("accepte %i", (currentPeriod) => {
    expect(equipmentDraftSchema.parse({ ...DRAFT, currentPeriod }).currentPeriod).toBe(currentPeriod);
  });

  it.each([
    [1.5, "La période doit être un nombre entier de mois"],
    ["12", "La période doit être un nombre entier de mois"],
    [undefined, "La période doit être un nombre entier de mois"],
    [-1, "La période ne peut pas être négative"],
    [1201, "La période ne peut pas dépasser 1 200 mois"],
    [99999, "La période ne peut pas dépasser 1 200 mois"],
  ])("refuse %s : « %s »", (currentPeriod, message) => {
    expect(refusal({ ...DRAFT, currentPeriod })).toEqual({ message, path: ["currentPeriod"] });
  });
});

describe("Le refus d'un équipement saisi, vérifié avant tout envoi", () => {
  it("nomme le champ fautif et son message, ou rien pour un équipement acceptable", () => {
    expect(draftRefusal(DRAFT)).toBeNull();
    expect(draftRefusal({ ...DRAFT, currentPeriod: -3 })).toEqual({
      field: "currentPeriod",
      message: "La période ne peut pas être négative",
    });
    expect(draftRefusal({ ...DRAFT, name: "n".repeat(201) })).toEqual({
      field: "name",
      message: "Le nom de l'équipement ne peut pas dépasser 200 caractères",
    });
    // The dialog saves no period nobody typed: 0 is flagged on its row (the API still takes it).
    expect(draftRefusal({ ...DRAFT, currentPeriod: 0 })).toEqual({
      field: "currentPeriod",
      message: "La période doit être d'au moins 1 mois (une période vide ou illisible est lue comme 0)",
    });
    expect(draftRefusal({ ...DRAFT, serialNumber: " " })?.field).toBe("serialNumber");
    expect(draftRefusal({ ...DRAFT, type: "t".repeat(101) })?.field).toBe("type");
  });
});

describe("Un nouvel équipement d'une campagne (POST /api/equipment)", () => {
  it("porte en plus la campagne", () => {
    expect(newEquipmentSchema.parse({ ...DRAFT, campaignId: "7" })).toEqual({
      ...DRAFT,
      type: null,
      campaignId: 7,
    });
  });

  it("refuse une campagne absente : « La campagne est requise »", () => {
    expect(newEquipmentSchema.safeParse(DRAFT).error?.issues[0]).toMatchObject({
      message: "La campagne est requise",
      path: ["campaignId"],
    });
  });
});

describe("Les identifiants d'une adresse", () => {
  it("d'un équipement et d'une campagne sont des entiers positifs", () => {
    expect(equipmentIdParams.parse({ id: "5" })).toEqual({ id: 5 });
    expect(campaignEquipmentParams.parse({ campaignId: "7" })).toEqual({ campaignId: 7 });
    expect(equipmentIdParams.safeParse({ id: "0" }).error?.issues[0]).toMatchObject({
      message: "Cet identifiant n'est pas valide",
      path: ["id"],
    });
    expect(campaignEquipmentParams.safeParse({ campaignId: "x" }).error?.issues[0]).toMatchObject({
      message: "Cet identifiant n'est pas valide",
      path: ["campaignId"],
    });
  });
});

describe("La réponse sur un équipement", () => {
  it("sous le nom Equipment", () => {
    const equipment = {
      id: 5,
      campaignId: 7,
      instrumentId: 9,
      name: "Manomètre",
      serialNumber: "MAN-0142",
      type: null,
      currentPeriod: 12,
      newPeriod: null,
      ratingCount: 3,
      createdAt: "2027-01-10T09:00:00.000Z",
      updatedAt: "2027-01-10T09:00:00.000Z",
    };
    expect(equipmentSchema.parse(equipment)).toEqual(equipment);
    expect(equipmentSchema.meta()?.id).toBe("Equipment");
  });
});
