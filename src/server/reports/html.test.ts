import { Window } from "happy-dom";
import { afterEach, describe, expect, it } from "vitest";
import { FORMULA_VERBATIM, MARKUP_DESCRIPTION, sampleReport } from "../../../tests/support/report-sample";
import { frenchPercent, frenchSigned, REPORT_TITLE, WITHOUT_RESULT_LABELS } from "./format";
import { renderHtml, renderHtmlDocument } from "./html";
import type { CampaignReport } from "./report-model";

const RESULT_HEADERS = [
  "Équipement",
  "Référence",
  "Type",
  "Période actuelle (mois)",
  "Période calculée",
  "Période forcée",
  "Nouvelle période",
  "Période appliquée",
  "Score global",
  "Score OPPERET",
  "Évolution (%)",
  "Statut",
  "Motif sans résultat",
];

const windows: Window[] = [];

afterEach(async () => {
  for (const window of windows.splice(0)) await window.happyDOM.close();
});

function parse(html: string) {
  const window = new Window();
  windows.push(window);
  window.document.write(html);
  return window.document;
}

function textOf(node: { textContent: string | null } | null): string {
  return (node?.textContent ?? "").replace(/\s+/g, " ").trim();
}

describe("Rapport HTML", () => {
  const report = sampleReport({ equipment: 12 });
  const html = renderHtmlDocument(report);

  it("rend un document HTML en UTF-8, sans nombre de pages", () => {
    const rendered = renderHtml(report);
    expect(rendered.contentType).toBe("text/html; charset=utf-8");
    expect(rendered.pageCount).toBeNull();
    expect(new TextDecoder().decode(rendered.bytes)).toBe(html);
    expect(html.startsWith("<!doctype html>")).toBe(true);
  });

  it("se suffit à lui-même : styles en ligne, ni script ni ressource externe", () => {
    const document = parse(html);
    expect(document.documentElement.getAttribute("lang")).toBe("fr");
    expect(document.querySelector("meta[charset]")?.getAttribute("charset")).toBe("utf-8");
    expect(document.querySelector('meta[name="viewport"]')?.getAttribute("content")).toContain(
      "width=device-width",
    );
    expect(document.title).toContain(report.campaign.name);
    expect(document.querySelectorAll("style")).toHaveLength(1);
    expect(document.querySelectorAll("script, link, img, iframe, object, embed, base")).toHaveLength(0);
    expect(html).not.toMatch(/<script/i);
    for (const element of document.querySelectorAll("[src], [srcset], [href]")) {
      expect(element.getAttribute("src")).toBeNull();
      expect(element.getAttribute("href") ?? "#").toMatch(/^#/);
    }
    const css = document.querySelector("style")?.textContent ?? "";
    expect(css).not.toMatch(/url\(|@import/);
    expect(css).toMatch(/@media print/);
    expect(css).toMatch(/thead \{ display: table-header-group; \}/);
    expect(css).toMatch(/size: A4/);
  });

  it("contient toutes les parties du rapport", () => {
    const document = parse(html);
    expect(textOf(document.querySelector("h1"))).toBe(REPORT_TITLE);
    expect(textOf(document.querySelector(".report-header"))).toContain(report.company.name);
    const sections = [
      ["campagne", "Campagne"],
      ["parametres", "Paramètres OPPERET"],
      ["synthese", "Synthèse"],
      ["evolution", "Évolution des périodes"],
      ["participants", "Participants par profil"],
      ["criteres", "Critères de cotation"],
      ["resultats", "Résultats par équipement"],
      ["detail", "Détail par équipement"],
    ];
    for (const [id, title] of sections) expect(textOf(document.querySelector(`#${id} h2`))).toBe(title);
    const campaign = textOf(document.querySelector("#campagne"));
    expect(campaign).toContain("15/01/2026 09:30");
    expect(campaign).toContain("Active");
    expect(textOf(document.querySelector("#parametres"))).toContain("0,5");
    const cards = [...document.querySelectorAll("#synthese .card-value")].map(textOf);
    expect(cards).toEqual(
      [
        report.summary.equipmentCount,
        report.summary.extended,
        report.summary.maintained,
        report.summary.reduced,
      ]
        .map(String)
        .concat([String(report.summary.forced), String(report.summary.ratingCount)]),
    );
  });

  it("montre la description saisie comme du texte, jamais comme du balisage", () => {
    const document = parse(html);
    expect(textOf(document.querySelector("#campagne .description"))).toBe(MARKUP_DESCRIPTION);
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
  });

  it("liste une ligne de résultats par équipement, nombres à la française et alignés à droite", () => {
    const document = parse(html);
    const headers = [...document.querySelectorAll("#resultats thead th")].map(textOf);
    expect(headers).toEqual(RESULT_HEADERS);
    const rows = [...document.querySelectorAll("#resultats tbody tr")];
    expect(rows).toHaveLength(report.equipment.length);
    report.equipment.forEach((item, index) => {
      const cells = [...rows[index]!.children].map(textOf);
      expect(cells).toHaveLength(RESULT_HEADERS.length);
      expect(cells[0]).toBe(item.name);
      expect(cells[1]).toBe(item.serialNumber);
      expect(cells[3]).toBe(String(item.currentPeriod));
      if (item.result) {
        expect(cells[8]).toBe(frenchSigned(item.result.globalScore, 2));
        expect(cells[8]).toMatch(/^[+−]?\d,\d{2}$/);
        expect(cells[10]).toBe(frenchPercent(item.result.evolutionPercent).replace(/\s+/g, " "));
        expect(cells[11]).toContain(item.result.statusLabel);
        expect(rows[index]!.querySelector(`.badge-${item.result.status}`)).not.toBeNull();
      } else {
        expect(cells[12]).toBe(WITHOUT_RESULT_LABELS[item.withoutResultReason!]);
      }
    });
    // Equipment 0, 1 and 2 were graded low, middle and high: reduced, kept, extended.
    expect(rows[0]!.querySelector(".badge-reduced")).not.toBeNull();
    expect(rows[2]!.querySelector(".badge-extended")).not.toBeNull();
    expect(textOf(rows[2]!.children[10]!)).toMatch(/^\+\d+,\d %$/);
    expect(textOf(rows[3]!.children[5]!)).toBe("24");
    expect(textOf(rows[0]!.children[5]!)).toBe("—");
    for (const cell of rows[0]!.querySelectorAll("td:nth-child(n+4):nth-child(-n+11)")) {
      expect(cell.className).toContain("num");
    }
    expect(textOf(document.querySelector("#resultats tbody"))).not.toMatch(/\d\.\d/);
  });

  it("détaille chaque équipement : critères, poids, notes et verbatims, contributions", () => {
    const document = parse(html);
    const articles = [...document.querySelectorAll("#detail article.equipment")];
    expect(articles).toHaveLength(report.equipment.length);
    report.equipment.forEach((item, index) => {
      const article = articles[index]!;
      expect(textOf(article.querySelector("h3"))).toBe(item.name);
      expect(article.querySelectorAll(".notes li")).toHaveLength(item.ratings.length);
      for (const part of item.explanation) {
        expect(textOf(article)).toContain(part.name);
      }
    });
    const first = articles[0]!;
    expect([...first.querySelectorAll("thead th")].map(textOf)).toEqual([
      "Critère",
      "Poids",
      "Notes",
      "m",
      "d",
      "g",
      "Contribution",
    ]);
    const firstRow = [...first.querySelectorAll("tbody tr")[0]!.children].map(textOf);
    expect(firstRow[0]).toBe(report.equipment[0]!.explanation[0]!.name);
    expect(firstRow[1]).toBe("2,0");
    const explained = report.equipment[0]!.explanation[0]!;
    expect(firstRow[3]).toBe(frenchSigned(explained.mean, 2));
    expect(firstRow[6]).toBe(frenchSigned(explained.contribution, 3));
    const notes = [...first.querySelectorAll(".notes li")].map(textOf);
    // The grade with its score, and when it was given, in Paris time with its offset (issue 23).
    expect(notes[0]).toBe(
      `Claire Martin : 1 (score −2,0) — ${FORMULA_VERBATIM} notée le 10/11/2026 01:15 UTC+1`,
    );
    expect(notes[2]).toMatch(
      /^Lucie Bernard : [1-5] \(score [+−]?\d,\d\) — .+ \(Lien de notation\) notée le \d\d\/11\/2026 \d\d:15 UTC\+1$/,
    );
    expect(textOf(first.querySelector("tfoot"))).toContain(
      frenchSigned(report.equipment[0]!.result!.globalScore, 3),
    );
    expect(textOf(articles[10]!)).toContain("Aucune notation");
  });

  it("dit pourquoi chaque période forcée l'a été, et par qui (décision 021)", () => {
    const document = parse(html);
    const articles = [...document.querySelectorAll("#detail article.equipment")];
    let forced = 0;
    report.equipment.forEach((item, index) => {
      const said = textOf(articles[index]!).includes(
        "motif : Usage intensif constaté en atelier, par Claire Martin",
      );
      expect(said, item.name).toBe(item.result?.forcedPeriod != null);
      if (said) forced++;
    });
    expect(forced).toBeGreaterThan(0);
  });

  it("liste par profil ceux qui ont noté, avec leurs comptes, puis les invités sans notation", () => {
    const document = parse(html);
    const section = document.querySelector("#participants")!;
    expect(textOf(section.querySelector("h2"))).toBe("Participants par profil");
    expect([...section.querySelectorAll("h3")].map(textOf)).toEqual(["Évaluateurs", "Invités sans notation"]);
    expect(textOf(section.querySelector(".section-note"))).toContain("en attente de validation");
    const [raters, invited] = [...section.querySelectorAll("table")];
    expect([...raters!.querySelectorAll("thead th")].map(textOf)).toEqual([
      "Nom",
      "E-mail",
      "Rôles",
      "Notations",
      "Équipements notés",
    ]);
    const rows = (table: typeof raters) =>
      [...table!.querySelectorAll("tbody tr")].map((row) => [...row.children].map(textOf));
    const ratersOf = (name: string) =>
      report.participantGroups.flatMap((g) => g.raters).find((r) => r.name === name)!;
    const claire = ratersOf("Claire Martin");
    const lucie = ratersOf("Lucie Bernard");
    const julien = ratersOf("Julien Roux");
    // Every equipment but the unrated one (11 of 12), 8 criteria each.
    expect([lucie.ratingCount, lucie.equipmentCount]).toEqual([88, 11]);
    expect(rows(raters)).toEqual([
      ["Gestionnaire · 1 évaluateur · 88 notations"],
      ["Julien Roux", "julien.roux@exemple.fr", "Gestionnaire de Parc", "88", "11"],
      ["Initiateur · 1 évaluateur · 88 notations"],
      ["Claire Martin", "claire.martin@exemple.fr", "Admin, Initiateur de Campagne", "88", "11"],
      ["Utilisateur · 1 évaluateur · 88 notations"],
      ["Lucie Bernard", "—", "Lien de notation, sans compte", "88", "11"],
    ]);
    expect(julien.ratingCount + claire.ratingCount + lucie.ratingCount).toBe(report.summary.ratingCount);
    for (const cell of raters!.querySelectorAll("tbody td:nth-child(n+4)"))
      expect(cell.className).toBe("num");
    expect([...invited!.querySelectorAll("thead th")].map(textOf)).toEqual(["Nom", "E-mail", "Rôles"]);
    expect(rows(invited)).toEqual([
      ["Gestionnaire · 1 invité"],
      ["Hélène Dubois", "helene.dubois@exemple.fr", "Gestionnaire de Parc"],
      ["Utilisateur · 1 invité"],
      ["Marc Petit", "marc.petit@exemple.fr", "Technicien/Utilisateur d'Équipement"],
    ]);
    // The headings of the groups are headings of their rows.
    expect(raters!.querySelector("tr.group th")?.getAttribute("colspan")).toBe("5");
    expect(invited!.querySelector("tr.group th")?.getAttribute("colspan")).toBe("3");
  });

  it("dit quand personne n'a noté, quand tous les invités ont noté, et nomme un compte supprimé", () => {
    const nobody: CampaignReport = structuredClone(report);
    for (const group of nobody.participantGroups) group.raters = [];
    const none = parse(renderHtmlDocument(nobody));
    expect(textOf(none.querySelector("#participants"))).toContain("Aucune notation prise en compte.");
    expect(none.querySelectorAll("#participants table")).toHaveLength(1);
    const everyone: CampaignReport = structuredClone(report);
    for (const group of everyone.participantGroups) group.invitedWithoutRating = [];
    everyone.participantGroups[2]!.raters.push({
      name: "Ancien Technicien",
      email: null,
      roles: [],
      identity: "former",
      invited: false,
      ratingCount: 2,
      equipmentCount: 1,
    });
    const all = parse(renderHtmlDocument(everyone));
    const section = textOf(all.querySelector("#participants"));
    expect(section).toContain("Tous les invités ont noté.");
    const former = [...all.querySelectorAll("#participants tbody tr")].find((row) =>
      textOf(row).startsWith("Ancien Technicien"),
    );
    expect([...former!.children].map(textOf)).toEqual([
      "Ancien Technicien",
      "—",
      "Compte supprimé",
      "2",
      "1",
    ]);
    expect(section).toContain("Utilisateur · 2 évaluateurs · 90 notations");
  });

  it("liste les critères avec leur poids", () => {
    const document = parse(html);
    const criteria = [...document.querySelectorAll("#criteres tbody tr")].map((row) =>
      [...row.children].map(textOf),
    );
    expect(criteria).toEqual(
      report.criteria.map((c) => [c.name, c.profileLabel, c.weight.toFixed(1).replace(".", ",")]),
    );
  });

  it("dessine l'évolution en SVG avec légende et valeurs à la française", () => {
    const document = parse(html);
    const charts = [...document.querySelectorAll("#evolution svg")];
    expect(charts).toHaveLength(2);
    for (const chart of charts) expect(chart.getAttribute("role")).toBe("img");
    const statuses = textOf(charts[0]!);
    expect(statuses).toContain(`Maintenues`);
    const { extended, maintained, reduced, withResult } = report.summary;
    expect(extended * maintained * reduced).toBeGreaterThan(0);
    for (const count of [extended, maintained, reduced])
      expect(statuses).toContain(`${count} (${Math.round((count / withResult) * 100)} %)`);
    const families = textOf(charts[1]!);
    expect(families).toContain("Période actuelle moyenne");
    expect(families).toContain("Nouvelle période moyenne");
    for (const family of report.families) {
      expect(families).toContain(family.type);
      expect(families).toContain(`${family.meanCurrentPeriod.toFixed(1).replace(".", ",")} mois`);
      expect(families).toContain(`${family.meanNewPeriod.toFixed(1).replace(".", ",")} mois`);
    }
    const table = [...document.querySelectorAll("#evolution tbody tr")].map((row) =>
      textOf(row.children[0]!),
    );
    expect(table).toEqual(report.families.map((f) => f.type));
  });

  it("échappe chaque texte du modèle, dans le contenu comme dans le SVG", () => {
    const hostile: CampaignReport = structuredClone(report);
    const name = `<img src=x onerror="alert(1)"> Sonde 'A' & "B"`;
    hostile.company.name = `<b>ACME</b> & "Cie"`;
    hostile.equipment[0]!.name = name;
    hostile.equipment[0]!.ratings[1]!.verbatim = "</td></tr><tr><td>ligne ajoutée";
    hostile.equipment[0]!.ratings[2]!.raterName = "<script>alert(2)</script>";
    hostile.families[0]!.type = `"><svg onload="alert(3)"></svg>`;
    hostile.participantGroups[0]!.raters[0]!.email = `a"b'@exemple.fr`;
    hostile.participantGroups[0]!.raters[0]!.roles = ["<i>rôle</i>"];
    hostile.participantGroups[2]!.raters[0]!.name = "<img src=y> Lucie";
    hostile.participantGroups[2]!.invitedWithoutRating[0]!.name = "<u>Marc</u>";
    hostile.criteria[0]!.name = "<u>critère</u>";
    const document = parse(renderHtmlDocument(hostile));
    expect(document.querySelectorAll("script, img, u")).toHaveLength(0);
    expect(document.querySelectorAll("svg")).toHaveLength(2);
    expect(document.querySelectorAll(".report-header b")).toHaveLength(0);
    expect(textOf(document.querySelector(".company"))).toBe(hostile.company.name);
    expect(textOf(document.querySelector("#resultats tbody tr th"))).toBe(name);
    expect(document.querySelectorAll("#resultats tbody tr")).toHaveLength(hostile.equipment.length);
    const notes = [...document.querySelectorAll("#detail article")[0]!.querySelectorAll(".notes li")];
    expect(notes).toHaveLength(hostile.equipment[0]!.ratings.length);
    expect(textOf(notes[1]!)).toContain("</td></tr><tr><td>ligne ajoutée");
    expect(textOf(notes[2]!)).toContain("<script>alert(2)</script>");
    expect(textOf(document.querySelector("#graphique-familles-desc"))).toContain(hostile.families[0]!.type);
    expect(textOf(document.querySelectorAll("#evolution svg")[1]!)).toContain(hostile.families[0]!.type);
    expect(textOf(document.querySelector("#participants"))).toContain(`a"b'@exemple.fr`);
    expect(textOf(document.querySelector("#participants"))).toContain("<i>rôle</i>");
    expect(textOf(document.querySelector("#participants"))).toContain("<img src=y> Lucie");
    expect(textOf(document.querySelector("#participants"))).toContain("<u>Marc</u>");
    expect(textOf(document.querySelector("#criteres tbody td"))).toBe("<u>critère</u>");
  });

  it("reste lisible sans équipement, sans famille ni participant", () => {
    const empty: CampaignReport = {
      ...sampleReport({ equipment: 0 }),
      participantGroups: [],
    };
    const document = parse(renderHtmlDocument(empty));
    expect(textOf(document.querySelector("#resultats"))).toContain("Aucun équipement dans cette campagne.");
    expect(textOf(document.querySelector("#participants"))).toContain("Aucune notation prise en compte.");
    expect(textOf(document.querySelector("#participants"))).toContain("Aucun participant invité.");
    expect(textOf(document.querySelector("#evolution"))).toContain("Aucun résultat de calcul");
    expect(textOf(document.querySelector("#synthese"))).toContain("—");
  });

  it("rend 1 000 équipements rapidement", () => {
    const big = sampleReport({ equipment: 1000 });
    renderHtml(sampleReport({ equipment: 5 }));
    const started = performance.now();
    const rendered = renderHtml(big);
    const elapsed = performance.now() - started;
    // Environ 90 ms mesurées : la borne arrête un rendu devenu quadratique, sans dépendre de la charge de
    // la machine (les tests tournent à côté des tests de bout en bout) ; le budget est celui du banc.
    expect(elapsed).toBeLessThan(5_000);
    const text = new TextDecoder().decode(rendered.bytes);
    expect(text.match(/<article class="equipment"/g)).toHaveLength(1000);
    expect(text.match(/<li>/g)).toHaveLength(big.summary.ratingCount);
  });
});
