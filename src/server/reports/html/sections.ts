/**
 * The first sections of the HTML report: the header, the campaign, the OPPERET parameters, the
 * summary cards, the families, the participants by profile (who rated, with their counts, then who
 * was invited but did not) and the criteria.
 */
import { escapeHtml } from "../../html";
import {
  frenchDateTime,
  frenchNumber,
  INVITED_COLUMNS,
  invitedCount,
  PARTICIPANT_TEXTS,
  participantRoles,
  participantsEmptyTexts,
  RATER_COLUMNS,
  REPORT_TITLE,
  ratersCount,
} from "../format";
import type { CampaignReport } from "../report-model";
import { evolutionCharts } from "./chart";
import { DASH, facts, headerRow, numberCell, scrollTable, section, text } from "./parts";

function date(iso: string | null, zone: string): string {
  return iso ? frenchDateTime(iso, zone) : DASH;
}

function percentOf(part: number, whole: number): string {
  return whole > 0 ? `${frenchNumber(Math.round((part / whole) * 100))}&nbsp;%` : "—";
}

export function reportHeader(report: CampaignReport): string {
  return `<header class="report-header">
<div class="brand"><span class="brand-name">Calibra</span><span class="company">${escapeHtml(report.company.name)}</span></div>
<h1>${REPORT_TITLE}</h1>
<p class="campaign-name">${escapeHtml(report.campaign.name)}</p>
<p class="generated">Rapport ${text(report.trace.number)} · généré le ${frenchDateTime(report.generatedAt, report.trace.timeZone)} par ${text(report.generatedBy)}</p>
</header>`;
}

export function campaignSection(report: CampaignReport): string {
  const { campaign } = report;
  const zone = report.trace.timeZone;
  const description = campaign.description
    ? `<p class="description">${escapeHtml(campaign.description)}</p>`
    : "";
  return section(
    "campagne",
    "Campagne",
    `${description}${facts([
      ["Nom", text(campaign.name)],
      ["Statut", `<span class="pill">${text(campaign.statusLabel)}</span>`],
      ["Date de création", date(campaign.createdAt, zone)],
      ["Créée par", text(campaign.createdBy)],
      ["Échéance", date(campaign.deadline, zone)],
      ["Date de clôture", date(campaign.closedAt, zone)],
      ["Périodes appliquées le", date(campaign.appliedAt, zone)],
      ["Rapport généré le", `${date(report.generatedAt, zone)} par ${text(report.generatedBy)}`],
    ])}`,
  );
}

export function parametersSection(report: CampaignReport): string {
  const { k1, k2, pmax } = report.parameters;
  return section(
    "parametres",
    "Paramètres OPPERET",
    `${facts([
      ["k1 (sensibilité)", frenchNumber(k1)],
      ["k2 (dispersion)", frenchNumber(k2)],
      ["Période maximale", `${frenchNumber(pmax)} mois`],
    ])}
<p class="method">Pour chaque critère noté, m est la moyenne des scores des évaluateurs et d leur écart type ; la note corrigée g = m − k2 × d est bornée à [−2 ; +2]. Le score global G est la moyenne des g pondérée par les poids (contribution = poids × g / Σ poids). Nouvelle période = période actuelle × 2<sup>k1 × G / 2</sup>, arrondie au mois, entre 1 et ${frenchNumber(pmax)} mois. Une évolution de plus de 10&nbsp;% étend la période, de moins de −10&nbsp;% la réduit, sinon elle est maintenue.</p>`,
  );
}

export function summarySection(report: CampaignReport): string {
  const s = report.summary;
  const card = (label: string, value: number, caption: string, className = "") =>
    `<div class="card${className}"><div class="card-label">${label}</div><div class="card-value">${frenchNumber(value)}</div><div class="card-caption">${caption}</div></div>`;
  return section(
    "synthese",
    "Synthèse",
    `<div class="cards">
${card("Équipements", s.equipmentCount, `${frenchNumber(s.withResult)} avec résultat, ${frenchNumber(s.withoutResult)} sans`)}
${card("Périodes étendues", s.extended, `${percentOf(s.extended, s.withResult)} des résultats`, " card-extended")}
${card("Périodes maintenues", s.maintained, `${percentOf(s.maintained, s.withResult)} des résultats`, " card-maintained")}
${card("Périodes réduites", s.reduced, `${percentOf(s.reduced, s.withResult)} des résultats`, " card-reduced")}
${card("Périodes forcées", s.forced, "saisies à la main")}
${card("Notations", s.ratingCount, "tous critères et évaluateurs")}
</div>`,
  );
}

export function evolutionSection(report: CampaignReport): string {
  const rows = report.families.map(
    (family) =>
      `<tr><th scope="row">${text(family.type)}</th>${numberCell(frenchNumber(family.count))}${numberCell(frenchNumber(family.meanCurrentPeriod, 1))}${numberCell(frenchNumber(family.meanNewPeriod, 1))}${numberCell(frenchNumber(family.extended))}${numberCell(frenchNumber(family.maintained))}${numberCell(frenchNumber(family.reduced))}</tr>`,
  );
  const table =
    rows.length === 0
      ? '<p class="empty">Aucun résultat de calcul : pas d’évolution par famille.</p>'
      : scrollTable(
          "Évolution par famille d'instruments",
          "data families",
          headerRow([
            "Famille",
            ["Équipements", "num"],
            ["Période actuelle moyenne (mois)", "num"],
            ["Nouvelle période moyenne (mois)", "num"],
            ["Étendues", "num"],
            ["Maintenues", "num"],
            ["Réduites", "num"],
          ]),
          `<tbody>${rows.join("")}</tbody>`,
          true,
        );
  return section("evolution", "Évolution des périodes", `${evolutionCharts(report)}${table}`);
}

export function participantsSection(report: CampaignReport): string {
  const groups = report.participantGroups;
  const empty = participantsEmptyTexts(groups);
  const raters = groups
    .filter((group) => group.raters.length > 0)
    .map((group) => {
      const rows = group.raters.map(
        (rater) =>
          `<tr><td>${text(rater.name)}</td><td class="email">${text(rater.email)}</td><td>${text(participantRoles(rater))}</td>${countCell(RATER_COLUMNS[3], rater.ratingCount)}${countCell(RATER_COLUMNS[4], rater.equipmentCount)}</tr>`,
      );
      return `<tbody>${groupRow(group.profileLabel, ratersCount(group), RATER_COLUMNS.length)}${rows.join("")}</tbody>`;
    });
  const invited = groups
    .filter((group) => group.invitedWithoutRating.length > 0)
    .map((group) => {
      const rows = group.invitedWithoutRating.map(
        (person) =>
          `<tr><td>${text(person.name)}</td><td class="email">${text(person.email)}</td><td>${text(participantRoles(person))}</td></tr>`,
      );
      return `<tbody>${groupRow(group.profileLabel, invitedCount(group), INVITED_COLUMNS.length)}${rows.join("")}</tbody>`;
    });
  const ratersPart = empty.raters
    ? `<p class="empty">${empty.raters}</p>`
    : scrollTable(
        `${PARTICIPANT_TEXTS.raters} par profil`,
        "data participants raters",
        headerRow([...RATER_COLUMNS.slice(0, 3), [RATER_COLUMNS[3], "num"], [RATER_COLUMNS[4], "num"]]),
        raters.join(""),
      );
  const invitedPart = empty.invited
    ? `<p class="empty">${empty.invited}</p>`
    : scrollTable(
        `${PARTICIPANT_TEXTS.invitedWithoutRating} par profil`,
        "data participants invited",
        headerRow([...INVITED_COLUMNS]),
        invited.join(""),
      );
  return section(
    "participants",
    PARTICIPANT_TEXTS.title,
    `<p class="method section-note">${PARTICIPANT_TEXTS.note}</p>
<h3 class="subsection" id="participants-evaluateurs">${PARTICIPANT_TEXTS.raters}</h3>
${ratersPart}
<h3 class="subsection" id="participants-invites">${PARTICIPANT_TEXTS.invitedWithoutRating}</h3>
${invitedPart}`,
  );
}

/** A count, labelled for the narrow screen where the table's rows are stacked. */
function countCell(label: string, value: number): string {
  return `<td class="num" data-label="${label}">${frenchNumber(value)}</td>`;
}

/** The row heading a profile's people: "Utilisateur · 2 évaluateurs · 7 notations". */
function groupRow(profileLabel: string, count: string, columns: number): string {
  return `<tr class="group"><th scope="colgroup" colspan="${columns}">${text(profileLabel)} <span class="count">· ${count}</span></th></tr>`;
}

export function criteriaSection(report: CampaignReport): string {
  const rows = report.criteria.map(
    (c) =>
      `<tr><td>${text(c.name)}</td><td>${text(c.profileLabel)}</td>${numberCell(frenchNumber(c.weight, 1))}</tr>`,
  );
  return section(
    "criteres",
    "Critères de cotation",
    scrollTable(
      "Critères de cotation",
      "data criteria",
      headerRow(["Critère", "Profil", ["Poids", "num"]]),
      `<tbody>${rows.join("")}</tbody>`,
    ),
  );
}
