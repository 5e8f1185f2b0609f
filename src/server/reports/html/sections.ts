/**
 * The first sections of the HTML report: the header, the campaign, the OPPERET parameters, the
 * summary cards, the families, the participants by profile and the criteria.
 */
import { escapeHtml } from "../../html";
import { frenchDateTime, frenchNumber, REPORT_TITLE } from "../format";
import type { CampaignReport } from "../report-model";
import { evolutionCharts } from "./chart";
import { DASH, facts, headerRow, numberCell, scrollTable, section, text } from "./parts";

function date(iso: string | null): string {
  return iso ? frenchDateTime(iso) : DASH;
}

function percentOf(part: number, whole: number): string {
  return whole > 0 ? `${frenchNumber(Math.round((part / whole) * 100))}&nbsp;%` : "—";
}

export function reportHeader(report: CampaignReport): string {
  return `<header class="report-header">
<div class="brand"><span class="brand-name">Calibra</span><span class="company">${escapeHtml(report.company.name)}</span></div>
<h1>${REPORT_TITLE}</h1>
<p class="campaign-name">${escapeHtml(report.campaign.name)}</p>
<p class="generated">Généré le ${frenchDateTime(report.generatedAt)} par ${text(report.generatedBy)}</p>
</header>`;
}

export function campaignSection(report: CampaignReport): string {
  const { campaign } = report;
  const description = campaign.description
    ? `<p class="description">${escapeHtml(campaign.description)}</p>`
    : "";
  return section(
    "campagne",
    "Campagne",
    `${description}${facts([
      ["Nom", text(campaign.name)],
      ["Statut", `<span class="pill">${text(campaign.statusLabel)}</span>`],
      ["Date de création", date(campaign.createdAt)],
      ["Créée par", text(campaign.createdBy)],
      ["Échéance", date(campaign.deadline)],
      ["Date de clôture", date(campaign.closedAt)],
      ["Périodes appliquées le", date(campaign.appliedAt)],
      ["Rapport généré le", `${date(report.generatedAt)} par ${text(report.generatedBy)}`],
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
  const groups = report.participantGroups.filter((group) => group.participants.length > 0);
  if (groups.length === 0) {
    return section("participants", "Participants par profil", '<p class="empty">Aucun participant.</p>');
  }
  const bodies = groups.map((group) => {
    const rows = group.participants.map(
      (p) =>
        `<tr><td>${text(p.name)}</td><td class="email">${text(p.email)}</td><td>${p.roles.length ? p.roles.map(escapeHtml).join(", ") : DASH}</td></tr>`,
    );
    const count = group.participants.length;
    return `<tbody><tr class="group"><th scope="colgroup" colspan="3">${text(group.profileLabel)} <span class="count">· ${frenchNumber(count)} participant${count > 1 ? "s" : ""}</span></th></tr>${rows.join("")}</tbody>`;
  });
  return section(
    "participants",
    "Participants par profil",
    scrollTable(
      "Participants par profil",
      "data participants",
      headerRow(["Nom", "E-mail", "Rôles"]),
      bodies.join(""),
    ),
  );
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
