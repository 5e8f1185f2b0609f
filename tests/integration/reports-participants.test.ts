import ExcelJS from "exceljs";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../src/server/http/plugins/session";
import { createTestApp, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { normalise, pdfPages } from "../support/pdf-text";
import { signedInUser } from "../support/people";
import { createTeam, type Team } from "../support/teams";

interface Criterion {
  id: number;
  profile: string;
  scales: { id: number; grade: number }[];
}

/**
 * The report's « Participants par profil » (issue 21, build item 4): those who rated, with how many
 * ratings and on how many equipment, whoever they are (a visitor of the rating link without an
 * account, a staff member who was not invited), then those invited who did not rate. The same in
 * the HTML, PDF and Excel reports. A public entry waiting for review counts nowhere.
 */
describe(`Rapport : les participants sont ceux qui ont noté, puis les invités sans notation (${ENGINE})`, () => {
  let t: TestApp;
  let team: Team;
  let campaignId: number;
  /** The people and what each rated, as the report must count it. */
  const people = {
    nadia: { name: "Nadia Roux", email: "", ratings: 0, equipment: 2 },
    lea: { name: "Léa Martin", email: "", ratings: 0, equipment: 1 },
    hugo: { name: "Hugo Bernard", email: "" },
    ines: { name: "Inès Garnier", email: "" },
    igor: { name: "Igor Lefèvre", email: "" },
  };
  let totalRatings = 0;

  /** A user of the company with a session, named, holding one staff role. */
  const member = async (firstName: string, lastName: string, role: string) => {
    const person = await signedInUser(t.database.db, {
      companyId: team.companyId,
      roles: [role],
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${Math.random().toString(36).slice(2, 8)}@exemple.fr`
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase(),
    });
    const client = Object.assign(new Client(t.app, { cookie: person.cookies[SESSION_COOKIE] }), {
      id: person.user.id,
    });
    return { client, email: person.user.email };
  };

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t, "Métrologie Alpha");
    const nadia = await member("Nadia", "Roux", "equipment_manager");
    const lea = await member("Léa", "Martin", "equipment_user");
    const hugo = await member("Hugo", "Bernard", "equipment_user");
    const ines = await member("Inès", "Garnier", "equipment_manager");
    const igor = await member("Igor", "Lefèvre", "campaign_initiator");
    people.nadia.email = nadia.email;
    people.lea.email = lea.email;
    people.hugo.email = hugo.email;
    people.ines.email = ines.email;
    people.igor.email = igor.email;

    const created = await team.admin.post("/api/campaigns", {
      name: "Tournée de notation de l'atelier",
      equipment: [
        { name: "Manomètre atelier", serialNumber: "MAN-001", currentPeriod: 12 },
        { name: "Thermomètre étuve", serialNumber: "THE-002", currentPeriod: 24 },
        { name: "Pied à coulisse", serialNumber: "PAC-003", currentPeriod: 6 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    campaignId = created.json().id;
    const items = (await team.admin.get(`/api/equipment/${campaignId}`)).json() as { id: number }[];
    // Invited: Léa (who will rate), Hugo, Inès and Igor (who never will). Nadia is not invited.
    const invited = await team.admin.put(`/api/campaigns/${campaignId}/participants`, {
      participantIds: [lea.client.id, hugo.client.id, ines.client.id, igor.client.id],
    });
    expect(invited.statusCode, invited.body).toBe(200);

    const criteria = (await team.admin.get("/api/rating-criteria")).json() as Criterion[];
    const own = (profile: string) => criteria.filter((c) => c.profile === profile || c.profile === "general");

    // Nadia, a fleet manager nobody invited, rates her criteria on two equipment in the app.
    const nadiaCells = items
      .slice(0, 2)
      .flatMap((item) =>
        own("gestionnaire_parc").map((c) => ({ equipmentId: item.id, criteriaId: c.id, grade: 4 })),
      );
    const nadiaRated = await nadia.client.post("/api/equipment-ratings/batch", {
      campaignId,
      ratings: nadiaCells,
    });
    expect(nadiaRated.statusCode, nadiaRated.body).toBe(200);
    people.nadia.ratings = nadiaCells.length;
    // Léa, invited, rates one criterion of one equipment.
    const leaRated = await lea.client.post("/api/equipment-ratings", {
      campaignId,
      equipmentId: items[2]!.id,
      criteriaId: own("utilisateur_equipement")[0]!.id,
      grade: 3,
    });
    expect(leaRated.statusCode, leaRated.body).toBeLessThan(300);
    people.lea.ratings = 1;

    // A technician without an account rates through the campaign's link, twice with his key.
    const links = (await team.admin.get(`/api/campaigns/${campaignId}/share-links`)).json();
    const token: string = links.rating.token;
    const visitor = new Client(t.app, { ip: "203.0.113.9" });
    const publicCriteria = (
      await visitor.get(`/api/public/campaigns/${token}/rating-criteria/technicien`)
    ).json() as Criterion[];
    expect(publicCriteria.length).toBeGreaterThanOrEqual(2);
    const cell = (equipment: number, criterion: number, grade = 3) => ({
      equipmentId: items[equipment]!.id,
      criteriaId: publicCriteria[criterion]!.id,
      verbatimId: publicCriteria[criterion]!.scales[grade - 1]!.id,
      profile: "technicien",
    });
    const jean = await visitor.post(`/api/public/campaigns/${token}/ratings`, {
      operatorName: "Jean Dupont",
      ratings: [cell(0, 0), cell(0, 1), cell(1, 0), cell(1, 1)],
    });
    expect(jean.statusCode, jean.body).toBe(201);
    expect(jean.json()).toMatchObject({ status: "accepted", count: 4 });
    const again = await visitor.post(`/api/public/campaigns/${token}/ratings`, {
      operatorName: "Jean Dupont",
      raterKey: jean.json().raterKey,
      ratings: [cell(2, 0, 5), cell(0, 0, 4)],
    });
    expect(again.statusCode, again.body).toBe(201);
    // Another visitor typing the same name is a rater of their own, « Jean Dupont (2) ».
    const other = await visitor.post(`/api/public/campaigns/${token}/ratings`, {
      operatorName: "Jean Dupont",
      ratings: [cell(1, 0, 1)],
    });
    expect(other.statusCode, other.body).toBe(201);

    // Entries now wait for review: Paul's does not count, so he is no rater.
    const review = await team.admin.put("/api/settings/public-entries", { reviewRequired: true });
    expect(review.statusCode, review.body).toBe(200);
    const paul = await visitor.post(`/api/public/campaigns/${token}/ratings`, {
      operatorName: "Paul Attente",
      ratings: [cell(0, 0), cell(1, 1), cell(2, 1)],
    });
    expect(paul.statusCode, paul.body).toBe(201);
    expect(paul.json().status).toBe("pending");

    totalRatings = people.nadia.ratings + people.lea.ratings + 5 + 1;
  });
  afterAll(() => t?.close());

  const generate = async (body: Record<string, unknown>) => {
    const response = await team.admin.post(`/api/campaigns/${campaignId}/generate-report`, body);
    expect(response.statusCode, response.body).toBe(201);
    const file = await team.admin.get(`/api/reports/${response.json().id}/download`);
    expect(file.statusCode).toBe(200);
    return file.rawPayload;
  };

  /** The rows each list must show, in order: profile headings, then one row per person. */
  const expectedRaters = () => [
    ["Utilisateur · 3 évaluateurs · 7 notations"],
    ["Jean Dupont", "—", "Lien de notation, sans compte", "5", "3"],
    ["Jean Dupont (2)", "—", "Lien de notation, sans compte", "1", "1"],
    ["Léa Martin", people.lea.email, "Technicien/Utilisateur d'Équipement", "1", "1"],
    [`Gestionnaire · 1 évaluateur · ${people.nadia.ratings} notations`],
    ["Nadia Roux", people.nadia.email, "Gestionnaire de Parc", String(people.nadia.ratings), "2"],
  ];
  const expectedInvited = () => [
    ["Utilisateur · 1 invité"],
    ["Hugo Bernard", people.hugo.email, "Technicien/Utilisateur d'Équipement"],
    ["Gestionnaire · 1 invité"],
    ["Inès Garnier", people.ines.email, "Gestionnaire de Parc"],
    ["Initiateur · 1 invité"],
    ["Igor Lefèvre", people.igor.email, "Initiateur de Campagne"],
  ];

  it("le rapport HTML liste les évaluateurs avec leurs comptes, puis les invités sans notation", async () => {
    expect(people.nadia.ratings).toBeGreaterThan(1);
    const html = (await generate({ format: "html" })).toString("utf8");
    const window = new Window();
    try {
      window.document.write(html);
      const text = (node: { textContent: string | null } | null) =>
        (node?.textContent ?? "").replace(/\s+/g, " ").trim();
      const section = window.document.querySelector("#participants")!;
      expect(text(section.querySelector("h2"))).toBe("Participants par profil");
      expect([...section.querySelectorAll("h3")].map(text)).toEqual(["Évaluateurs", "Invités sans notation"]);
      const [raters, invited] = [...section.querySelectorAll("table")];
      const rows = (table: typeof raters) =>
        [...table!.querySelectorAll("tbody tr")].map((row) => [...row.children].map(text));
      expect(rows(raters)).toEqual(expectedRaters());
      expect(rows(invited)).toEqual(expectedInvited());
      expect(text(section)).not.toContain("Paul Attente");
      expect(text(section)).not.toContain("Alice Admin");
      // The raters' ratings are the report's ratings, every one of them.
      const cards = [...window.document.querySelectorAll("#synthese .card-value")].map(text);
      expect(cards.at(-1)).toBe(String(totalRatings));
    } finally {
      await window.happyDOM.close();
    }
  });

  it("le rapport PDF dit la même chose", async () => {
    const pages = await pdfPages(await generate({ format: "pdf" }));
    // Read as one text: without the running header and footer, nor a table's heading repeated on
    // the page it goes on to.
    const all = pages
      .join(" ")
      .replace(
        / Métrologie Alpha Tournée de notation de l'atelier RAP-\d{4}-\d{4} · généré le .+? Page \d+ sur \d+/g,
        "",
      )
      .replace(
        / (Évaluateurs|Invités sans notation) \(suite\) Nom E-mail Rôles( Notations Équipements notés)?/g,
        "",
      );
    const start = all.indexOf("Participants par profil");
    expect(start).toBeGreaterThan(0);
    const section = all.slice(start, all.indexOf("Critères d'évaluation", start));
    const flat = (rows: string[][]) => normalise(rows.map((row) => row.join(" ")).join(" "));
    expect(section).toContain(
      `Évaluateurs Nom E-mail Rôles Notations Équipements notés ${flat(expectedRaters())} Invités sans notation`,
    );
    expect(section).toContain(`Invités sans notation Nom E-mail Rôles ${flat(expectedInvited())}`);
    expect(section).not.toContain("Paul Attente");
    expect(all).toContain(normalise(`${totalRatings} Notations`));
  });

  it("le classeur Excel dit la même chose, les comptes en nombres", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await generate({ format: "xlsx" })) as unknown as ArrayBuffer);
    const ws = workbook.getWorksheet("Synthèse")!;
    const rowOf = (value: string) => {
      for (let r = 1; r <= ws.rowCount; r++) if (ws.getRow(r).getCell(1).value === value) return r;
      throw new Error(`${value} missing`);
    };
    const values = (from: number, to: number, columns: number[]) =>
      Array.from({ length: to - from }, (_, k) => columns.map((c) => ws.getRow(from + k).getCell(c).value));
    const raters = rowOf("Évaluateurs");
    const invited = rowOf("Invités sans notation");
    const criteria = rowOf("Critères de cotation");
    expect(rowOf("Participants par profil")).toBeLessThan(raters);
    expect(values(raters + 1, raters + 2, [1, 2, 3, 4, 6, 7])).toEqual([
      ["Profil", "Nom", "E-mail", "Rôles", "Notations", "Équipements notés"],
    ]);
    expect(values(raters + 2, invited - 1, [1, 2, 3, 4, 6, 7])).toEqual([
      ["Utilisateur", "Jean Dupont", null, "Lien de notation, sans compte", 5, 3],
      ["Utilisateur", "Jean Dupont (2)", null, "Lien de notation, sans compte", 1, 1],
      ["Utilisateur", "Léa Martin", people.lea.email, "Technicien/Utilisateur d'Équipement", 1, 1],
      ["Gestionnaire", "Nadia Roux", people.nadia.email, "Gestionnaire de Parc", people.nadia.ratings, 2],
    ]);
    expect(values(invited + 1, invited + 2, [1, 2, 3, 4])).toEqual([["Profil", "Nom", "E-mail", "Rôles"]]);
    expect(values(invited + 2, criteria - 1, [1, 2, 3, 4])).toEqual([
      ["Utilisateur", "Hugo Bernard", people.hugo.email, "Technicien/Utilisateur d'Équipement"],
      ["Gestionnaire", "Inès Garnier", people.ines.email, "Gestionnaire de Parc"],
      ["Initiateur", "Igor Lefèvre", people.igor.email, "Initiateur de Campagne"],
    ]);
    const texts: unknown[] = [];
    ws.eachRow((row) => row.eachCell((c) => texts.push(c.value)));
    expect(texts).not.toContain("Paul Attente");
  });
});
