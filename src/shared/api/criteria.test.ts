import { beforeAll, describe, expect, it } from "vitest";
import { configureFrenchSchemaMessages } from "../schema-messages";
import {
  criterionInputSchema,
  criterionSchema,
  globalParametersInputSchema,
  globalParametersSchema,
  K1_MAX,
} from "./criteria";

beforeAll(() => {
  configureFrenchSchemaMessages();
});

const SCALES = [
  { grade: 1, score: -2, description: "Dérive hors tolérance" },
  { grade: 2, score: -1, description: "Dérive proche de la tolérance" },
  { grade: 3, score: 0, description: "Dérive modérée" },
  { grade: 4, score: 1, description: "Dérive faible" },
  { grade: 5, score: 2, description: "Aucune dérive constatée" },
];
const CRITERION = {
  criteria: { name: "Dérive", description: "", weight: 2, profile: "gestionnaire_parc" },
  scales: SCALES,
};

/** The criterion with one value changed: `criteria.weight`, or one field of the third grade. */
const withWeight = (weight: unknown) => ({ ...CRITERION, criteria: { ...CRITERION.criteria, weight } });
const withScore = (score: unknown) => ({
  ...CRITERION,
  scales: SCALES.map((scale, i) => (i === 2 ? { ...scale, score } : scale)),
});

function refusal(schema: typeof criterionInputSchema | typeof globalParametersInputSchema, input: unknown) {
  const issue = schema.safeParse(input).error?.issues[0];
  return issue && { message: issue.message, path: issue.path };
}

describe("Un critère de cotation et ses cinq niveaux (spec §5)", () => {
  it("est gardé nettoyé, poids et scores lus comme des nombres", () => {
    expect(
      criterionInputSchema.parse({
        criteria: { name: " Dérive ", weight: "1,5", profile: "general" },
        scales: SCALES.map((scale) => ({
          ...scale,
          score: String(scale.score),
          description: ` ${scale.description}`,
        })),
      }),
    ).toEqual({
      criteria: { name: "Dérive", description: null, weight: 1.5, profile: "general" },
      scales: SCALES,
    });
  });

  it("refuse un nom vide : « Le nom est requis »", () => {
    expect(
      refusal(criterionInputSchema, { ...CRITERION, criteria: { ...CRITERION.criteria, name: " " } }),
    ).toEqual({
      message: "Le nom est requis",
      path: ["criteria", "name"],
    });
  });

  it("accepte les quatre profils, refuse les autres : « Le profil est requis »", () => {
    for (const profile of ["utilisateur_equipement", "gestionnaire_parc", "initiateur_campagne", "general"])
      expect(
        criterionInputSchema.safeParse({ ...CRITERION, criteria: { ...CRITERION.criteria, profile } })
          .success,
      ).toBe(true);
    for (const profile of [undefined, "", "technicien", "admin"])
      expect(
        refusal(criterionInputSchema, { ...CRITERION, criteria: { ...CRITERION.criteria, profile } }),
        String(profile),
      ).toEqual({ message: "Le profil est requis", path: ["criteria", "profile"] });
  });

  it("borne la description à 2 000 caractères", () => {
    expect(
      refusal(criterionInputSchema, {
        ...CRITERION,
        criteria: { ...CRITERION.criteria, description: "a".repeat(2001) },
      }),
    ).toEqual({
      message: "Ce champ ne peut pas dépasser 2000 caractères",
      path: ["criteria", "description"],
    });
  });
});

describe("Le poids : un nombre positif d'au plus 99,9, saisi « 1,5 » ou « 1.5 » (spec §5, §9)", () => {
  it.each([
    [2, 2],
    ["1,5", 1.5],
    ["1.5", 1.5],
    [" 0,5 ", 0.5],
    ["99,9", 99.9],
    [0.1, 0.1],
  ])("lit %j comme %d", (weight, expected) => {
    expect(criterionInputSchema.parse(withWeight(weight)).criteria.weight).toBe(expected);
  });

  it.each([
    [undefined, "Le poids est requis"],
    [null, "Le poids est requis"],
    [true, "Le poids est requis"],
    ["", "Le poids est requis"],
    ["   ", "Le poids est requis"],
    ["un", "Saisissez un nombre"],
    ["1,5,2", "Saisissez un nombre"],
    ["Infinity", "Saisissez un nombre"],
    [0, "Le poids doit être positif"],
    ["0", "Le poids doit être positif"],
    [-1, "Le poids doit être positif"],
    [100, "Le poids ne peut pas dépasser 99,9"],
    ["99,95", "Le poids ne peut pas dépasser 99,9"],
  ])("refuse %j : « %s »", (weight, message) => {
    expect(refusal(criterionInputSchema, withWeight(weight))).toEqual({
      message,
      path: ["criteria", "weight"],
    });
  });

  it("ses refus de saisie sont des refus propres au champ", () => {
    expect(criterionInputSchema.safeParse(withWeight("")).error?.issues[0]?.code).toBe("custom");
    expect(criterionInputSchema.safeParse(withWeight("un")).error?.issues[0]?.code).toBe("custom");
  });
});

describe("Les niveaux : exactement cinq, de 1 à 5, chacun une fois (spec §9)", () => {
  it("refuse quatre ou six niveaux : « Un critère a exactement cinq niveaux »", () => {
    for (const scales of [SCALES.slice(0, 4), [...SCALES, { grade: 5, score: 2, description: "Encore" }]])
      expect(refusal(criterionInputSchema, { ...CRITERION, scales })).toEqual({
        message: "Un critère a exactement cinq niveaux",
        path: ["scales"],
      });
  });

  it("refuse un niveau en double : « Les niveaux 1 à 5 doivent figurer une fois chacun »", () => {
    const scales = SCALES.map((scale) => (scale.grade === 2 ? { ...scale, grade: 1 } : scale));
    expect(refusal(criterionInputSchema, { ...CRITERION, scales })).toEqual({
      message: "Les niveaux 1 à 5 doivent figurer une fois chacun",
      path: ["scales"],
    });
  });

  it("accepte les cinq niveaux dans n'importe quel ordre", () => {
    expect(criterionInputSchema.safeParse({ ...CRITERION, scales: [...SCALES].reverse() }).success).toBe(
      true,
    );
  });

  it.each([0, 6, 2.5])("refuse le niveau %j : « Le niveau va de 1 à 5 »", (grade) => {
    const scales = SCALES.map((scale, i) => (i === 2 ? { ...scale, grade } : scale));
    expect(refusal(criterionInputSchema, { ...CRITERION, scales })).toEqual({
      message: "Le niveau va de 1 à 5",
      path: ["scales", 2, "grade"],
    });
  });

  it("refuse un niveau envoyé comme texte : c'est un nombre", () => {
    const scales = SCALES.map((scale, i) => (i === 2 ? { ...scale, grade: "3" } : scale));
    expect(refusal(criterionInputSchema, { ...CRITERION, scales })).toEqual({
      message: "Ce champ doit être un nombre",
      path: ["scales", 2, "grade"],
    });
  });

  it("refuse une description de niveau vide : « La description du niveau est requise »", () => {
    const scales = SCALES.map((scale, i) => (i === 4 ? { ...scale, description: "  " } : scale));
    expect(refusal(criterionInputSchema, { ...CRITERION, scales })).toEqual({
      message: "La description du niveau est requise",
      path: ["scales", 4, "description"],
    });
  });

  it("borne la description d'un niveau à 500 caractères", () => {
    const scales = SCALES.map((scale, i) => (i === 0 ? { ...scale, description: "a".repeat(501) } : scale));
    expect(refusal(criterionInputSchema, { ...CRITERION, scales })).toEqual({
      message: "Ce champ ne peut pas dépasser 500 caractères",
      path: ["scales", 0, "description"],
    });
  });
});

describe("Le score d'un niveau : de −99,9 à 99,9, saisi « 1,5 » ou « 1.5 » (spec §9)", () => {
  it.each([
    ["-1,5", -1.5],
    ["0", 0],
    [0, 0],
    [-2, -2],
    ["2", 2],
    ["-1,5", -1.5],
  ])("lit %j comme %d", (score, expected) => {
    expect(criterionInputSchema.parse(withScore(score)).scales[2]?.score).toBe(expected);
  });

  it.each([
    ["", "Le score est requis"],
    [undefined, "Le score est requis"],
    ["beaucoup", "Saisissez un nombre"],
    [-2.1, "Le score doit être compris entre −2 et +2"],
    ["2.1", "Le score doit être compris entre −2 et +2"],
    [5, "Le score doit être compris entre −2 et +2"],
    ["-100", "Le score doit être compris entre −2 et +2"],
  ])("refuse %j : « %s »", (score, message) => {
    expect(refusal(criterionInputSchema, withScore(score))).toEqual({
      message,
      path: ["scales", 2, "score"],
    });
  });
});

const PARAMETERS = { k1: 1, k2: 0, pmax: 60 };

describe("Les paramètres globaux : k1, k2 et pmax, tous requis (spec §5)", () => {
  it("lit les nombres saisis avec une virgule ou un point", () => {
    expect(globalParametersInputSchema.parse({ k1: "1,5", k2: "0.5", pmax: "24" })).toEqual({
      k1: 1.5,
      k2: 0.5,
      pmax: 24,
    });
    expect(globalParametersInputSchema.parse(PARAMETERS)).toEqual(PARAMETERS);
  });

  it.each([
    ["k1", "K1 est requis"],
    ["k2", "K2 est requis"],
    ["pmax", "Pmax est requis"],
  ])("%s vide : « %s »", (field, message) => {
    expect(refusal(globalParametersInputSchema, { ...PARAMETERS, [field]: "" })).toEqual({
      message,
      path: [field],
    });
    expect(refusal(globalParametersInputSchema, { ...PARAMETERS, [field]: undefined })).toEqual({
      message,
      path: [field],
    });
  });

  it("k1 est positif et d'au plus 5", () => {
    expect(K1_MAX).toBe(5);
    expect(globalParametersInputSchema.parse({ ...PARAMETERS, k1: 5 }).k1).toBe(5);
    expect(globalParametersInputSchema.parse({ ...PARAMETERS, k1: "0,1" }).k1).toBe(0.1);
    expect(refusal(globalParametersInputSchema, { ...PARAMETERS, k1: 0 })).toEqual({
      message: "K1 doit être positif",
      path: ["k1"],
    });
    expect(refusal(globalParametersInputSchema, { ...PARAMETERS, k1: "5,1" })).toEqual({
      message: "K1 ne peut pas dépasser 5",
      path: ["k1"],
    });
  });

  it("k2 va de 0 à 10", () => {
    expect(globalParametersInputSchema.parse({ ...PARAMETERS, k2: 0 }).k2).toBe(0);
    expect(globalParametersInputSchema.parse({ ...PARAMETERS, k2: 10 }).k2).toBe(10);
    expect(refusal(globalParametersInputSchema, { ...PARAMETERS, k2: "-0,1" })).toEqual({
      message: "K2 ne peut pas être négatif",
      path: ["k2"],
    });
    expect(refusal(globalParametersInputSchema, { ...PARAMETERS, k2: 10.5 })).toEqual({
      message: "K2 ne peut pas dépasser 10",
      path: ["k2"],
    });
  });

  it("pmax est un nombre entier de mois de 1 à 240", () => {
    expect(globalParametersInputSchema.parse({ ...PARAMETERS, pmax: 1 }).pmax).toBe(1);
    expect(globalParametersInputSchema.parse({ ...PARAMETERS, pmax: "240" }).pmax).toBe(240);
    expect(refusal(globalParametersInputSchema, { ...PARAMETERS, pmax: "12,5" })).toEqual({
      message: "Pmax est un nombre entier de mois",
      path: ["pmax"],
    });
    expect(refusal(globalParametersInputSchema, { ...PARAMETERS, pmax: 0 })).toEqual({
      message: "Pmax doit valoir au moins 1 mois",
      path: ["pmax"],
    });
    expect(refusal(globalParametersInputSchema, { ...PARAMETERS, pmax: 241 })).toEqual({
      message: "Pmax ne peut pas dépasser 240 mois",
      path: ["pmax"],
    });
  });

  it("un texte qui n'est pas un nombre : « Saisissez un nombre »", () => {
    expect(refusal(globalParametersInputSchema, { ...PARAMETERS, k1: "un" })).toEqual({
      message: "Saisissez un nombre",
      path: ["k1"],
    });
  });
});

describe("Les réponses sur les critères et les paramètres", () => {
  it("un critère avec ses niveaux, sous le nom RatingCriterion", () => {
    const criterion = {
      id: 1,
      name: "Dérive",
      description: null,
      weight: "2.0",
      profile: "gestionnaire_parc",
      createdAt: "2027-01-10T09:00:00.000Z",
      updatedAt: "2027-01-10T09:00:00.000Z",
      scales: [{ id: 1, grade: 1, score: "-2.0", description: "Dérive hors tolérance" }],
    };
    expect(criterionSchema.parse(criterion)).toEqual(criterion);
    expect(criterionSchema.meta()?.id).toBe("RatingCriterion");
  });

  it("les paramètres globaux, sous le nom GlobalParameters", () => {
    expect(globalParametersSchema.parse(PARAMETERS)).toEqual(PARAMETERS);
    expect(globalParametersSchema.meta()?.id).toBe("GlobalParameters");
  });
});
