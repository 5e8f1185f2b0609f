/**
 * A campaign report built in memory, for the renderers' tests: `equipment` instruments × 8 criteria ×
 * 3 raters, with the texts a renderer must get right (accents, °, Ω, µ, a verbatim that looks like a
 * spreadsheet formula, markup typed as a description, a very long name). Deterministic.
 */

import { familiesOf } from "../../src/server/reports/families";
import type { CampaignReport, ReportEquipment, ReportRater } from "../../src/server/reports/report-model";
import { EVOLUTION_LABELS, evolutionOf } from "../../src/shared/opperet";
import { roundToTotal } from "../../src/shared/rounding";

const FAMILIES = ["Pression", "Température", "Électricité", "Dimensionnel", null] as const;
const NAMES = [
  "Manomètre numérique 0-10 bar",
  "Sonde PT100 −50…+250 °C",
  "Résistance étalon 100 Ω",
  "Micromètre d'extérieur 0-25 mm (résolution 1 µm)",
  "Pied à coulisse 150 mm",
] as const;
const RATERS = ["Claire Martin", "Julien Roux", "Lucie Bernard"] as const;
export const SAMPLE_CRITERIA = [
  { id: 1, name: "Gravité des conséquences d'une mesure erronée", profile: "initiateur_campagne", weight: 2 },
  {
    id: 2,
    name: "Dérive constatée entre deux étalonnages (rapportée à l'EMT)",
    profile: "gestionnaire_parc",
    weight: 2,
  },
  { id: 3, name: "Capabilité du processus de mesure", profile: "gestionnaire_parc", weight: 1.5 },
  { id: 4, name: "Historique des interventions", profile: "gestionnaire_parc", weight: 1 },
  { id: 5, name: "Fréquence d'utilisation", profile: "utilisateur_equipement", weight: 1 },
  {
    id: 6,
    name: "Conditions d'utilisation et d'environnement",
    profile: "utilisateur_equipement",
    weight: 1,
  },
  { id: 7, name: "Facilité de détection d'une anomalie", profile: "utilisateur_equipement", weight: 1 },
  { id: 8, name: "Coût et indisponibilité liés à l'étalonnage", profile: "initiateur_campagne", weight: 0.5 },
] as const;
const PROFILE_LABELS: Record<string, string> = {
  utilisateur_equipement: "Utilisateur",
  gestionnaire_parc: "Gestionnaire",
  initiateur_campagne: "Initiateur",
  general: "Général",
};
const VERBATIMS = [
  "Dérive supérieure à l'EMT : raccourcir",
  "Dérive proche de l'EMT",
  "Stable, dans la moitié de l'EMT",
  "Très stable (< 1/4 EMT) à 20 °C ± 2 °C",
  "Aucune dérive mesurable sur 3 ans",
] as const;
/** A verbatim a spreadsheet would run as a formula if it were written as one. */
export const FORMULA_VERBATIM = '=HYPERLINK("http://exemple.invalid","cliquez")';
export const MARKUP_DESCRIPTION = "<script>alert('x')</script> Atelier « Pression » & étalonnage";

/** A rater of the sample, with the ratings they gave in it counted. */
function rater(
  items: readonly ReportEquipment[],
  name: string,
  { email = null, roles = [], identity = "account", invited = true }: Partial<ReportRater>,
): ReportRater {
  const own = items.flatMap((item) => item.ratings.filter((r) => r.raterName === name).map(() => item.id));
  return {
    name,
    email,
    roles,
    identity,
    invited,
    ratingCount: own.length,
    equipmentCount: new Set(own).size,
  };
}

export function sampleReport({ equipment = 12 }: { equipment?: number } = {}): CampaignReport {
  const items: ReportEquipment[] = [];
  const tally = { extended: 0, maintained: 0, reduced: 0, forced: 0, ratings: 0, withResult: 0 };
  for (let i = 0; i < equipment; i++) {
    const current = [6, 12, 12, 24, 36][i % 5]!;
    const unrated = i % 11 === 10;
    const ratings = unrated
      ? []
      : SAMPLE_CRITERIA.flatMap((criterion, c) =>
          RATERS.map((raterName, r) => {
            // Low, middle and high grades by equipment, so that periods are reduced, kept and extended.
            const grade = Math.min(5, Math.max(1, [1, 3, 5][i % 3]! + ((c + r) % 3) - 1));
            return {
              criterionId: criterion.id,
              criterionName: criterion.name,
              raterName,
              source: r === 2 ? ("campaign" as const) : ("staff" as const),
              grade,
              score: grade - 3,
              verbatim: i === 0 && c === 0 && r === 0 ? FORMULA_VERBATIM : VERBATIMS[grade - 1]!,
              ratedAt: `2026-11-${String(10 + (r % 3)).padStart(2, "0")}T0${c % 10}:15:00.000Z`,
            };
          }),
        );
    tally.ratings += ratings.length;
    const exact = unrated
      ? []
      : SAMPLE_CRITERIA.map((criterion) => {
          const scores = ratings.filter((r) => r.criterionId === criterion.id).map((r) => r.score);
          const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
          return {
            criterionId: criterion.id,
            name: criterion.name,
            weight: criterion.weight,
            raterCount: scores.length,
            mean,
            dispersion: Math.sqrt(scores.reduce((a, s) => a + (s - mean) ** 2, 0) / scores.length),
            grade: mean,
            contribution: (criterion.weight * mean) / 10,
          };
        });
    const globalScore = Number(exact.reduce((a, e) => a + e.contribution, 0).toFixed(3));
    // As the report reads them: contributions that add up to the G shown (roundToTotal).
    const shown = roundToTotal(
      exact.map((e) => e.contribution),
      globalScore,
      3,
    );
    const explanation = exact.map((e, index) => ({
      ...e,
      contribution: shown[index]!,
      exactContribution: e.contribution,
    }));
    const newPeriod = Math.max(1, Math.min(60, Math.round(current * 2 ** (globalScore / 2))));
    const forcedPeriod = i % 7 === 3 ? current : null;
    const effectivePeriod = forcedPeriod ?? newPeriod;
    const evolution = evolutionOf(current, effectivePeriod);
    if (!unrated) {
      tally.withResult++;
      tally[evolution.status]++;
      if (forcedPeriod !== null) tally.forced++;
    }
    items.push({
      id: 1000 + i,
      name:
        i === 4
          ? `${NAMES[i % 5]} — modèle à très long nom pour vérifier le retour à la ligne dans les tableaux`
          : NAMES[i % 5]!,
      serialNumber: `EQ-${String(i + 1).padStart(5, "0")}`,
      type: FAMILIES[i % 5] ?? null,
      currentPeriod: current,
      result: unrated
        ? null
        : {
            newPeriod,
            forcedPeriod,
            forcedReason: forcedPeriod === null ? null : "Usage intensif constaté en atelier",
            forcedByName: forcedPeriod === null ? null : "Claire Martin",
            forcedAt: forcedPeriod === null ? null : "2026-03-02T10:00:00.000Z",
            effectivePeriod,
            globalScore,
            opperetScore: Number((((globalScore + 2) / 4) * 100).toFixed(1)),
            evolutionPercent: evolution.percent,
            status: evolution.status,
            statusLabel: EVOLUTION_LABELS[evolution.status],
            appliedPeriod: i % 2 === 0 ? effectivePeriod : null,
            outdated: false,
          },
      withoutResultReason: unrated ? "unrated" : null,
      ratings,
      explanation,
    });
  }
  return {
    generatedAt: "2026-11-24T14:05:00.000Z",
    generatedBy: "Claire Martin",
    company: { name: "Métrologie Industrielle Isère" },
    campaign: {
      id: 42,
      name: "Campagne annuelle 2026 — atelier pression & température",
      description: MARKUP_DESCRIPTION,
      status: "active",
      statusLabel: "Active",
      createdAt: "2026-01-15T08:30:00.000Z",
      createdBy: "Claire Martin",
      deadline: "2026-12-31T16:00:00.000Z",
      closedAt: null,
      appliedAt: "2026-11-20T10:00:00.000Z",
    },
    parameters: { k1: 1, k2: 0.5, pmax: 60 },
    participantGroups: [
      {
        profile: "gestionnaire_parc",
        profileLabel: "Gestionnaire",
        raters: [
          rater(items, "Julien Roux", { email: "julien.roux@exemple.fr", roles: ["Gestionnaire de Parc"] }),
        ],
        invitedWithoutRating: [
          { name: "Hélène Dubois", email: "helene.dubois@exemple.fr", roles: ["Gestionnaire de Parc"] },
        ],
      },
      {
        profile: "initiateur_campagne",
        profileLabel: "Initiateur",
        raters: [
          rater(items, "Claire Martin", {
            email: "claire.martin@exemple.fr",
            roles: ["Admin", "Initiateur de Campagne"],
            invited: false,
          }),
        ],
        invitedWithoutRating: [],
      },
      {
        profile: "utilisateur_equipement",
        profileLabel: "Utilisateur",
        // Lucie rated through the campaign's link, without an account.
        raters: [rater(items, "Lucie Bernard", { identity: "link", invited: false })],
        invitedWithoutRating: [
          {
            name: "Marc Petit",
            email: "marc.petit@exemple.fr",
            roles: ["Technicien/Utilisateur d'Équipement"],
          },
        ],
      },
    ],
    criteria: SAMPLE_CRITERIA.map((c) => ({ ...c, profileLabel: PROFILE_LABELS[c.profile]! })),
    summary: {
      equipmentCount: items.length,
      withResult: tally.withResult,
      withoutResult: items.length - tally.withResult,
      extended: tally.extended,
      maintained: tally.maintained,
      reduced: tally.reduced,
      forced: tally.forced,
      ratingCount: tally.ratings,
    },
    equipment: items,
    trace: {
      decisionRules: "Acceptation simple (w = 0) (règle de l'entreprise)",
      intervalProposals: [
        {
          name: "Manomètre d'atelier",
          serialNumber: "MAN-001",
          currentPeriod: 12,
          periods: { opperet: 18, staircase: 15, rp1A3: null, drift: 20 },
        },
      ],
      number: "RAP-2026-0042",
      timeZone: "Europe/Paris",
      run: {
        number: 3,
        calculatedByName: "Julien Roux",
        startedAt: "2026-11-19T09:12:30.000Z",
        completedAt: "2026-11-19T09:12:31.000Z",
        parameters: { k1: 1, k2: 0.5, pmax: 60, adjustmentFactor: 1 },
        criteria: SAMPLE_CRITERIA.map((c) => ({
          id: c.id,
          name: c.name,
          profileLabel: PROFILE_LABELS[c.profile]!,
          weight: c.weight,
          scales: [1, 2, 3, 4, 5].map((grade) => ({
            grade,
            score: grade - 3,
            description: VERBATIMS[grade - 1]!,
          })),
        })),
      },
      applications: [
        {
          appliedAt: "2026-11-20T10:00:00.000Z",
          appliedByName: "Claire Martin",
          runNumber: 3,
          instrumentCount: tally.withResult,
          signature: {
            signerName: "Claire Martin",
            signedAt: "2026-11-20T10:00:00.000Z",
            meaning: "J'approuve les nouvelles périodes de calibration",
          },
        },
      ],
      measurements: [
        {
          equipmentName: NAMES[0],
          serialNumber: "EQ-00001",
          value: 9.9812,
          unit: "bar",
          operatorName: "Paul Girard (sous-traitant)",
          source: "campaign",
          takenAt: "2026-11-18T15:40:00.000Z",
          state: "entered",
        },
        {
          equipmentName: NAMES[1],
          serialNumber: "EQ-00002",
          value: 100.02,
          unit: "°C",
          operatorName: "Marc Petit",
          source: "personal",
          takenAt: "2026-11-18T16:05:00.000Z",
          state: "withdrawn",
        },
      ],
      checkpoint: {
        position: 1289,
        hash: "9f2c4e7a1b3d5f6081a2c3e4f5061728394a5b6c7d8e9f0a1b2c3d4e5f607182",
      },
      contentSha256: "3b1f0a6c9d2e4f5a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c",
    },
    families: familiesOf(items),
  };
}
