/**
 * The "Synthèse" sheet: the campaign, the OPPERET parameters, the counts, the families, the
 * participants by profile (who rated, with their counts, then who was invited but did not) and the
 * criteria, one block under the other in seven columns.
 */
import type { Worksheet } from "exceljs";
import {
  INVITED_COLUMNS,
  PARTICIPANT_TEXTS,
  participantRoles,
  participantsEmptyTexts,
  RATER_COLUMNS,
} from "../format";
import type { CampaignReport } from "../report-model";
import { NUMBER_FORMATS, text, wallClockDate } from "./cells";
import { COLUMN_COUNT, SummaryWriter } from "./summary-writer";

function share(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

export function writeSummarySheet(sheet: Worksheet, report: CampaignReport): void {
  const writer = new SummaryWriter(sheet);
  const { campaign, summary, parameters } = report;
  writer.title(report.company.name);

  writer.section("Campagne");
  writer.entries([
    { label: "Nom", value: text(campaign.name) },
    { label: "Description", value: text(campaign.description) },
    { label: "Statut", value: text(campaign.statusLabel) },
    {
      label: "Date de création",
      value: wallClockDate(campaign.createdAt, report.trace.timeZone),
      numFmt: NUMBER_FORMATS.dateTime,
    },
    { label: "Créée par", value: text(campaign.createdBy) },
    {
      label: "Échéance",
      value: wallClockDate(campaign.deadline, report.trace.timeZone),
      numFmt: NUMBER_FORMATS.dateTime,
    },
    {
      label: "Date de clôture",
      value: wallClockDate(campaign.closedAt, report.trace.timeZone),
      numFmt: NUMBER_FORMATS.dateTime,
    },
    {
      label: "Périodes appliquées le",
      value: wallClockDate(campaign.appliedAt, report.trace.timeZone),
      numFmt: NUMBER_FORMATS.dateTime,
    },
    {
      label: "Rapport généré le",
      value: wallClockDate(report.generatedAt, report.trace.timeZone),
      numFmt: NUMBER_FORMATS.dateTime,
    },
    { label: "Généré par", value: text(report.generatedBy) },
  ]);

  writer.section("Paramètres OPPERET");
  writer.entries([
    { label: "k1 (sensibilité)", value: parameters.k1, numFmt: NUMBER_FORMATS.parameter },
    { label: "k2 (dispersion)", value: parameters.k2, numFmt: NUMBER_FORMATS.parameter },
    { label: "Période maximale (mois)", value: parameters.pmax, numFmt: NUMBER_FORMATS.months },
  ]);

  writer.section("Synthèse des résultats");
  const counted = summary.withResult;
  writer.entries([
    { label: "Équipements", value: summary.equipmentCount, numFmt: NUMBER_FORMATS.count },
    { label: "Avec résultat", value: summary.withResult, numFmt: NUMBER_FORMATS.count },
    { label: "Sans résultat", value: summary.withoutResult, numFmt: NUMBER_FORMATS.count },
    {
      label: "Périodes étendues",
      value: summary.extended,
      numFmt: NUMBER_FORMATS.count,
      share: share(summary.extended, counted),
    },
    {
      label: "Périodes maintenues",
      value: summary.maintained,
      numFmt: NUMBER_FORMATS.count,
      share: share(summary.maintained, counted),
    },
    {
      label: "Périodes réduites",
      value: summary.reduced,
      numFmt: NUMBER_FORMATS.count,
      share: share(summary.reduced, counted),
    },
    { label: "Périodes forcées", value: summary.forced, numFmt: NUMBER_FORMATS.count },
    { label: "Notations", value: summary.ratingCount, numFmt: NUMBER_FORMATS.count },
  ]);

  writer.section("Évolution par famille d'instruments");
  writer.table(
    [
      "Type",
      "Équipements",
      "Période actuelle moyenne (mois)",
      "Nouvelle période moyenne (mois)",
      "Étendues",
      "Maintenues",
      "Réduites",
    ],
    report.families.map((family) => [
      text(family.type),
      family.count,
      family.meanCurrentPeriod,
      family.meanNewPeriod,
      family.extended,
      family.maintained,
      family.reduced,
    ]),
    [
      undefined,
      NUMBER_FORMATS.count,
      NUMBER_FORMATS.meanMonths,
      NUMBER_FORMATS.meanMonths,
      NUMBER_FORMATS.count,
      NUMBER_FORMATS.count,
      NUMBER_FORMATS.count,
    ],
  );

  const groups = report.participantGroups;
  const empty = participantsEmptyTexts(groups);
  writer.section(PARTICIPANT_TEXTS.title);
  writer.note(PARTICIPANT_TEXTS.note);
  writer.subsection(PARTICIPANT_TEXTS.raters);
  if (empty.raters) writer.note(empty.raters);
  else
    writer.table(
      ["Profil", ...RATER_COLUMNS],
      groups.flatMap((group) =>
        group.raters.map((rater) => [
          text(group.profileLabel),
          text(rater.name),
          text(rater.email),
          text(participantRoles(rater)),
          rater.ratingCount,
          rater.equipmentCount,
        ]),
      ),
      [undefined, undefined, undefined, undefined, NUMBER_FORMATS.count, NUMBER_FORMATS.count],
      [{ column: 4, to: 5, chars: 26 }],
    );
  writer.subsection(PARTICIPANT_TEXTS.invitedWithoutRating);
  if (empty.invited) writer.note(empty.invited);
  else
    writer.table(
      ["Profil", ...INVITED_COLUMNS],
      groups.flatMap((group) =>
        group.invitedWithoutRating.map((person) => [
          text(group.profileLabel),
          text(person.name),
          text(person.email),
          text(participantRoles(person)),
        ]),
      ),
      [],
      [{ column: 4, to: COLUMN_COUNT, chars: 56 }],
    );

  writer.section("Critères de cotation");
  writer.table(
    ["Critère", "Profil", "Poids"],
    report.criteria.map((criterion) => [
      text(criterion.name),
      text(criterion.profileLabel),
      criterion.weight,
    ]),
    [undefined, undefined, NUMBER_FORMATS.weight],
    [{ column: 1, to: 2, chars: 62 }],
  );
}
