import { beforeAll, describe, expect, it } from "vitest";
import { configureFrenchSchemaMessages } from "../schema-messages";
import {
  ratingBatchInputSchema,
  ratingBatchResultSchema,
  ratingInputSchema,
  ratingsQuerySchema,
} from "./ratings";
import {
  applyResultSchema,
  calculationInputSchema,
  calculationSummarySchema,
  calibrationResultSchema,
  calibrationResultsSchema,
  equipmentWithoutResultSchema,
  FORCED_PERIOD_MESSAGE,
  forcedPeriodSchema,
  forcedPeriodsInputSchema,
  resultExplanationSchema,
} from "./results";

beforeAll(() => {
  configureFrenchSchemaMessages();
});

/** The first refusal: its message and the path of the refused value. */
function refusal(
  schema: { safeParse(input: unknown): { error?: { issues: { message: string; path: PropertyKey[] }[] } } },
  input: unknown,
) {
  const issue = schema.safeParse(input).error?.issues[0];
  return issue && { message: issue.message, path: issue.path };
}

const RATING = { campaignId: 7, equipmentId: 12, criteriaId: 3, grade: 4 };

describe("Une notation : campagne, équipement, critère et niveau de 1 à 5 (spec §7)", () => {
  it("lit les identifiants et le niveau envoyés comme des textes", () => {
    expect(
      ratingInputSchema.parse({ campaignId: "7", equipmentId: "12", criteriaId: "3", grade: "4" }),
    ).toEqual(RATING);
  });

  it("accepte un score et un verbatim pour compatibilité, texte ou nombre", () => {
    expect(ratingInputSchema.parse({ ...RATING, score: "1,0", verbatim: "Dérive faible" })).toEqual({
      ...RATING,
      score: "1,0",
      verbatim: "Dérive faible",
    });
    expect(ratingInputSchema.parse({ ...RATING, score: 1, verbatim: null }).score).toBe(1);
    expect(ratingInputSchema.safeParse({ ...RATING, score: true }).success).toBe(false);
  });

  it.each([
    ["campaignId", "La campagne est requise"],
    ["equipmentId", "L'équipement est requis"],
    ["criteriaId", "Le critère est requis"],
  ])("refuse %s absent : « %s »", (field, message) => {
    expect(refusal(ratingInputSchema, { ...RATING, [field]: undefined })).toEqual({ message, path: [field] });
  });

  it.each([1, 5, "3"])("accepte le niveau %j", (grade) => {
    expect(ratingInputSchema.parse({ ...RATING, grade }).grade).toBe(Number(grade));
  });

  it.each([0, 6, 2.5, "quatre", undefined])("refuse le niveau %j : « Le niveau va de 1 à 5 »", (grade) => {
    expect(refusal(ratingInputSchema, { ...RATING, grade })).toEqual({
      message: "Le niveau va de 1 à 5",
      path: ["grade"],
    });
  });
});

describe("Une notation en lot : au moins une cellule, au plus 50 000 (DESIGN.md §8)", () => {
  const cell = { equipmentId: 12, criteriaId: 3, grade: 4 };

  it("garde la campagne et ses cellules", () => {
    expect(
      ratingBatchInputSchema.parse({
        campaignId: "7",
        ratings: [{ equipmentId: "12", criteriaId: "3", grade: "4" }],
      }),
    ).toEqual({ campaignId: 7, ratings: [cell] });
  });

  it("sans cellule : « Aucune notation à enregistrer pour le moment. » (spec §5)", () => {
    expect(refusal(ratingBatchInputSchema, { campaignId: 7, ratings: [] })).toEqual({
      message: "Aucune notation à enregistrer pour le moment.",
      path: ["ratings"],
    });
  });

  it("au-delà de 50 000 cellules : « Au plus 50 000 notations par envoi »", () => {
    const ratings = Array.from({ length: 50_000 }, () => cell);
    expect(ratingBatchInputSchema.safeParse({ campaignId: 7, ratings }).success).toBe(true);
    expect(refusal(ratingBatchInputSchema, { campaignId: 7, ratings: [...ratings, cell] })).toEqual({
      message: "Au plus 50\u202f000 notations par envoi",
      path: ["ratings"],
    });
  });

  it("chaque cellule suit les règles d'une notation, avec son chemin", () => {
    expect(
      refusal(ratingBatchInputSchema, { campaignId: 7, ratings: [cell, { ...cell, grade: 9 }] }),
    ).toEqual({
      message: "Le niveau va de 1 à 5",
      path: ["ratings", 1, "grade"],
    });
    expect(
      refusal(ratingBatchInputSchema, { campaignId: 7, ratings: [{ ...cell, equipmentId: 0 }] }),
    ).toEqual({
      message: "L'équipement est requis",
      path: ["ratings", 0, "equipmentId"],
    });
    expect(
      refusal(ratingBatchInputSchema, { campaignId: 7, ratings: [{ ...cell, criteriaId: "x" }] }),
    ).toEqual({
      message: "Le critère est requis",
      path: ["ratings", 0, "criteriaId"],
    });
    expect(refusal(ratingBatchInputSchema, { ratings: [cell] })).toEqual({
      message: "La campagne est requise",
      path: ["campaignId"],
    });
  });
});

describe("Les notations lues : toutes, ou seulement les miennes (?rater=me)", () => {
  it("n'accepte que « me »", () => {
    expect(ratingsQuerySchema.parse({})).toEqual({});
    expect(ratingsQuerySchema.parse({ rater: "me" })).toEqual({ rater: "me" });
    expect(refusal(ratingsQuerySchema, { rater: "tous" })).toEqual({
      message: "Cette valeur n'est pas autorisée",
      path: ["rater"],
    });
  });
});

describe("Le calcul : le facteur d'ajustement a, 1 par défaut (spec §9)", () => {
  it("vaut 1 sans corps ou sans facteur", () => {
    expect(calculationInputSchema.parse(undefined)).toEqual({ adjustmentFactor: 1 });
    expect(calculationInputSchema.parse({})).toEqual({ adjustmentFactor: 1 });
  });

  it("lit un facteur positif d'au plus 10, nombre ou texte", () => {
    expect(calculationInputSchema.parse({ adjustmentFactor: "0.5" })).toEqual({ adjustmentFactor: 0.5 });
    expect(calculationInputSchema.parse({ adjustmentFactor: 10 })).toEqual({ adjustmentFactor: 10 });
  });

  it.each([
    ["deux", "Le facteur d'ajustement doit être un nombre"],
    [0, "Le facteur d'ajustement doit être positif"],
    [-1, "Le facteur d'ajustement doit être positif"],
    [10.5, "Le facteur d'ajustement ne peut pas dépasser 10"],
  ])("refuse %j : « %s »", (adjustmentFactor, message) => {
    expect(refusal(calculationInputSchema, { adjustmentFactor })).toEqual({
      message,
      path: ["adjustmentFactor"],
    });
  });
});

describe("Une période forcée : un nombre entier de mois de 1 à 120 (spec §5, §9)", () => {
  it("le message dit la règle", () => {
    expect(FORCED_PERIOD_MESSAGE).toBe(
      "La période forcée doit être un nombre entier de mois entre 1 et 120.",
    );
  });

  it.each([
    [1, 1],
    [12, 12],
    [120, 120],
    ["24", 24],
    [" 36 ", 36],
    ["+6", 6],
    ["12,0", 12],
    ["12.00", 12],
  ])("garde %j comme %i", (value, months) => {
    expect(forcedPeriodSchema.parse(value)).toBe(months);
  });

  it.each([
    0,
    "0",
    "0,0",
    "-0",
    "",
    "   ",
    null,
    undefined,
    "douze",
    "12 mois",
    "x12",
    "0x0C",
    "1e1",
    "1.",
    ".5",
  ])("%j retire la période forcée (null)", (value) => {
    expect(forcedPeriodSchema.parse(value)).toBeNull();
  });

  it.each([121, 240, -1, "-6", 1.5, "1,5", "12.25", 0.5])(
    "refuse %j avec le message de la règle",
    (value) => {
      const issue = forcedPeriodSchema.safeParse(value).error?.issues[0];
      expect(issue).toMatchObject({ code: "custom", message: FORCED_PERIOD_MESSAGE, path: [] });
    },
  );
});

describe("L'enregistrement des périodes forcées : au plus 5 000 par envoi", () => {
  it("garde chaque équipement et sa période, ou null pour la retirer", () => {
    expect(
      forcedPeriodsInputSchema.parse({
        updates: [
          { equipmentId: "12", forcedPeriod: "24" },
          { equipmentId: 13, forcedPeriod: "" },
          { equipmentId: 14 },
        ],
      }),
    ).toEqual({
      updates: [
        { equipmentId: 12, forcedPeriod: 24 },
        { equipmentId: 13, forcedPeriod: null },
        { equipmentId: 14, forcedPeriod: null },
      ],
      reason: null,
    });
  });

  it("garde le motif de l'envoi et celui de chaque équipement, sans les espaces autour (issue 22)", () => {
    expect(
      forcedPeriodsInputSchema.parse({
        updates: [
          { equipmentId: 12, forcedPeriod: 60, reason: "  Au-delà de pmax : exigence client  " },
          { equipmentId: 13, forcedPeriod: 12, reason: "   " },
        ],
        reason: " Revue de direction ",
      }),
    ).toEqual({
      updates: [
        { equipmentId: 12, forcedPeriod: 60, reason: "Au-delà de pmax : exigence client" },
        { equipmentId: 13, forcedPeriod: 12, reason: null },
      ],
      reason: "Revue de direction",
    });
    expect(
      refusal(forcedPeriodsInputSchema, {
        updates: [{ equipmentId: 12, forcedPeriod: 12 }],
        reason: "x".repeat(1001),
      })?.path,
    ).toEqual(["reason"]);
  });

  it("nomme l'équipement dont la période est refusée", () => {
    expect(
      refusal(forcedPeriodsInputSchema, {
        updates: [
          { equipmentId: 12, forcedPeriod: 12 },
          { equipmentId: 13, forcedPeriod: 121 },
        ],
      }),
    ).toEqual({
      message: FORCED_PERIOD_MESSAGE,
      path: ["updates", 1, "forcedPeriod"],
    });
    expect(refusal(forcedPeriodsInputSchema, { updates: [{ forcedPeriod: 12 }] })).toEqual({
      message: "L'équipement est requis",
      path: ["updates", 0, "equipmentId"],
    });
  });

  it("au-delà de 5 000 : « Au plus 5 000 périodes forcées par envoi »", () => {
    const updates = Array.from({ length: 5000 }, (_, i) => ({ equipmentId: i + 1, forcedPeriod: 12 }));
    expect(forcedPeriodsInputSchema.safeParse({ updates }).success).toBe(true);
    expect(
      refusal(forcedPeriodsInputSchema, { updates: [...updates, { equipmentId: 1, forcedPeriod: 6 }] }),
    ).toEqual({
      message: "Au plus 5\u202f000 périodes forcées par envoi",
      path: ["updates"],
    });
  });
});

const RESULT = {
  id: 1,
  campaignId: 7,
  equipmentId: 12,
  equipmentName: "Manomètre",
  equipmentType: null,
  serialNumber: "MAN-0142",
  currentPeriod: 12,
  newPeriod: 24,
  forcedPeriod: null,
  effectivePeriod: 24,
  evolutionPercent: 100,
  status: "extended",
  globalScore: 2,
  opperetScore: 100,
  adjustmentFactor: 2,
  calculatedAt: "2027-03-01T08:00:00.000Z",
  calculatedBy: "u-1",
  appliedPeriod: null,
  forcedReason: null,
  forcedBy: null,
  forcedByName: null,
  forcedAt: null,
  parcPeriod: 12,
  outdated: false,
};

const FORCED_RESULT = {
  ...RESULT,
  forcedPeriod: 60,
  effectivePeriod: 60,
  evolutionPercent: 400,
  forcedReason: "Au-delà de pmax : exigence client",
  forcedBy: "u-1",
  forcedByName: "Marie Martin",
  forcedAt: "2027-03-02T08:00:00.000Z",
  parcPeriod: 18,
};

const RUN = {
  id: 4,
  number: 2,
  status: "completed",
  startedAt: "2027-03-01T08:00:00.000Z",
  completedAt: "2027-03-01T08:00:01.000Z",
  calculatedBy: "u-1",
  calculatedByName: "Marie Martin",
  current: true,
  applied: false,
  approvals: [],
};

describe("Les réponses du calcul OPPERET (DESIGN.md §6)", () => {
  it("un résultat, sous le nom CalibrationResult, avec son évolution", () => {
    expect(calibrationResultSchema.parse(RESULT)).toEqual(RESULT);
    expect(calibrationResultSchema.parse(FORCED_RESULT)).toEqual(FORCED_RESULT);
    expect(calibrationResultSchema.meta()?.id).toBe("CalibrationResult");
    // Issue 22: who forced the period, when and why, and the Parc's period, are part of every result.
    for (const field of ["forcedReason", "forcedBy", "forcedByName", "forcedAt", "parcPeriod"] as const)
      expect(refusal(calibrationResultSchema, { ...RESULT, [field]: undefined })?.path, field).toEqual([
        field,
      ]);
    for (const status of ["extended", "reduced", "maintained"])
      expect(calibrationResultSchema.parse({ ...RESULT, status }).status).toBe(status);
    expect(refusal(calibrationResultSchema, { ...RESULT, status: "Période Étendue" })?.path).toEqual([
      "status",
    ]);
  });

  it("un équipement sans résultat dit pourquoi", () => {
    const without = { equipmentId: 13, equipmentName: "Sonde", serialNumber: "SON-1", currentPeriod: 0 };
    for (const reason of ["unrated", "unknown-period", "rated-since"])
      expect(equipmentWithoutResultSchema.parse({ ...without, reason })).toEqual({ ...without, reason });
    expect(refusal(equipmentWithoutResultSchema, { ...without, reason: "other" })?.path).toEqual(["reason"]);
  });

  it("les résultats d'une campagne, sous le nom CalibrationResults", () => {
    const results = {
      run: RUN,
      results: [RESULT, FORCED_RESULT],
      withoutResult: [
        {
          equipmentId: 13,
          equipmentName: "Sonde",
          serialNumber: "SON-1",
          currentPeriod: 0,
          reason: "unknown-period",
        },
      ],
      appliedAt: null,
    };
    expect(calibrationResultsSchema.parse(results)).toEqual(results);
    expect(calibrationResultsSchema.meta()?.id).toBe("CalibrationResults");
    // Before the first calculation there is no run; the results always name theirs.
    const none = { run: null, results: [], withoutResult: [], appliedAt: null };
    expect(calibrationResultsSchema.parse(none)).toEqual(none);
    expect(refusal(calibrationResultsSchema, { ...results, run: undefined })?.path).toEqual(["run"]);
  });

  it("le résumé d'un calcul, sous le nom CalculationSummary", () => {
    const summary = { calculated: 38, unrated: 1, unknownPeriod: 1 };
    expect(calculationSummarySchema.parse(summary)).toEqual(summary);
    expect(calculationSummarySchema.meta()?.id).toBe("CalculationSummary");
  });

  it("l'explication d'un résultat, sous le nom ResultExplanation", () => {
    const explanation = {
      equipmentId: 12,
      instrumentId: 7,
      parameters: { k1: 1, k2: 0, pmax: 60, adjustmentFactor: 1 },
      currentPeriod: 12,
      newPeriod: 24,
      globalScore: 2,
      opperetScore: 100,
      periodFactor: 2,
      criteria: [
        {
          criterionId: 3,
          name: "Dérive",
          profile: "gestionnaire_parc",
          weight: 2,
          raterCount: 1,
          mean: 2,
          dispersion: 0,
          grade: 2,
          contribution: 4,
        },
      ],
      ratings: [
        {
          criterionId: 3,
          raterName: "Paul Durand",
          linkKind: null,
          grade: 5,
          score: 2,
          verbatim: "Aucune dérive",
        },
      ],
      ratingsChangedSince: false,
    };
    expect(resultExplanationSchema.parse(explanation)).toEqual(explanation);
    expect(resultExplanationSchema.meta()?.id).toBe("ResultExplanation");
  });

  it("le résultat d'une notation en lot et d'une application", () => {
    expect(ratingBatchResultSchema.parse({ saved: 10, equipmentCount: 5 })).toEqual({
      saved: 10,
      equipmentCount: 5,
    });
    expect(ratingBatchResultSchema.meta()?.id).toBe("RatingBatchResult");
    const applied = { applied: 38, appliedAt: "2027-03-02T08:00:00.000Z", signature: null };
    expect(applyResultSchema.parse(applied)).toEqual(applied);
    // Approved with an electronic signature (issue 23): who, when, what it means.
    const signed = {
      ...applied,
      signature: {
        id: 4,
        signerName: "Claire Martin",
        meaning: "J'approuve les nouvelles périodes de calibration",
        signedAt: "2027-03-02T08:00:00.000Z",
      },
    };
    expect(applyResultSchema.parse(signed)).toEqual(signed);
    expect(applyResultSchema.meta()?.id).toBe("ApplyResult");
  });
});
