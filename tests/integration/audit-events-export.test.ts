import ExcelJS from "exceljs";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { splitCsvLine } from "../../src/shared/csv";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

/**
 * Issue 23, part 4: the event trail exports by date range, as the CSV of spec §9 and as an Excel
 * workbook, every row with its French action, its values and its place in the hash chain; formula
 * text neutralised; only the company's own rows.
 */

const FORMULA = '=HYPERLINK("http://exemple.invalid")';
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

interface TrailEvent {
  seq: number;
  action: string;
  description: string;
}

function csvOf(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="piste-audit-[^"]+\.csv"$/);
  const [header, ...rows] = response.body.slice(1).trimEnd().split("\r\n").map(splitCsvLine);
  return { header: header!, rows };
}

describe(`Export de la piste d'audit, CSV et Excel (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  let trail: TrailEvent[];

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
    const created = await alpha.admin.post("/api/campaigns", { name: FORMULA });
    expect(created.statusCode, created.body).toBe(201);
    await alpha.admin.put(`/api/campaigns/${created.json().id}`, {
      name: "Revue des étalons",
      status: "active",
    });
    await beta.admin.post("/api/campaigns", { name: "Campagne confidentielle Bêta" });
    // An actor whose name starts like a formula.
    const renamed = await alpha.admin.patch("/api/auth/profile", {
      firstName: "=SOMME(1;2)",
      lastName: "Admin",
      email: alpha.admin.email,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await alpha.admin.post("/api/campaigns", { name: "Après le changement de nom" });
    trail = (await alpha.admin.get("/api/audit/events?limit=200")).json().events;
  });
  afterAll(() => t?.close());

  it("le CSV : chaque événement de l'entreprise, du plus ancien au plus récent, avec son action en français et son empreinte", async () => {
    const { header, rows } = csvOf(await alpha.admin.get("/api/audit/events/export"));
    expect(header).toEqual([
      "position",
      "date",
      "acteur",
      "type_acteur",
      "lien_public",
      "action",
      "code_action",
      "table",
      "enregistrement",
      "campagne",
      "description",
      "resultat",
      "adresse_ip",
      "valeurs_avant",
      "valeurs_apres",
      "details",
      "empreinte_precedente",
      "empreinte",
      "detail",
      "empreinte_detail",
    ]);
    expect(rows.map((row) => Number(row[0]))).toEqual(trail.map((e) => e.seq).reverse());
    const created = rows.find((row) => row[6] === "campaign.created")!;
    expect(created[5]).toBe("Création de campagne");
    expect(created[2]).toBe("Alice Admin");
    expect(created[11]).toBe("Réussi");
    expect(created[10]).toContain(FORMULA);
    // Text that starts like a formula is written with a leading apostrophe (spec §9), never run.
    const renamed = rows.find((row) => row[10]!.includes("Après le changement de nom"))!;
    expect(renamed[2]).toBe("'=SOMME(1;2) Admin");
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+@]/);
    expect(JSON.parse(rows.find((row) => row[6] === "campaign.updated")![14]!)).toMatchObject({
      name: "Revue des étalons",
    });
    // The chain: each row's previous hash is the hash of the row before it.
    for (let i = 1; i < rows.length; i++) expect(rows[i]![16]).toBe(rows[i - 1]![17]);
    for (const row of rows) expect(row[17]).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.some((row) => row.join(",").includes("Bêta"))).toBe(false);
  });

  it("le classeur Excel : les mêmes lignes, dates de Paris et positions typées, titres en français", async () => {
    const response = await alpha.admin.get("/api/audit/events/export?format=xlsx");
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers["content-type"]).toBe(XLSX);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Piste d'audit")!;
    expect(sheet.getRow(1).getCell(1).value).toBe("Position");
    expect(sheet.getRow(1).getCell(6).value).toBe("Action");
    expect(sheet.getRow(1).getCell(18).value).toBe("Empreinte (SHA-256)");
    expect(sheet.rowCount).toBe(trail.length + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(trail.at(-1)!.seq);
    expect(sheet.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    const formulaRow = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2)).find(
      (row) => row.getCell(7).value === "campaign.created",
    )!;
    expect(formulaRow.getCell(11).type).toBe(ExcelJS.ValueType.String);
    expect(String(formulaRow.getCell(11).value)).toContain(FORMULA);
    const renamed = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2)).find((row) =>
      String(row.getCell(11).value).includes("Après le changement de nom"),
    )!;
    expect(renamed.getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(renamed.getCell(3).formula).toBeUndefined();
  });

  it("par période : du jour au jour (heure de Paris), vide demain ; des jours refusés en français", async () => {
    const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString("sv-SE", {
      timeZone: "Europe/Paris",
    });
    expect(
      csvOf(await alpha.admin.get(`/api/audit/events/export?from=${today}&to=${today}`)).rows,
    ).toHaveLength(trail.length);
    expect(csvOf(await alpha.admin.get(`/api/audit/events/export?from=${tomorrow}`)).rows).toHaveLength(0);
    const reversed = await alpha.admin.get(`/api/audit/events/export?from=${tomorrow}&to=${today}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ field: "to", message: "Le dernier jour doit suivre le premier" });
    const badDay = await alpha.admin.get("/api/audit/events/export?from=2026-02-30");
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().field).toBe("from");
    expect(badDay.json().message).toMatch(/AAAA-MM-JJ/);
    expect((await alpha.admin.get("/api/audit/events/export?format=pdf")).statusCode).toBe(400);
  });

  it("réservé au journal : 403 pour qui ne le lit pas, et chaque entreprise n'exporte que la sienne", async () => {
    expect((await alpha.as.equipment_manager.get("/api/audit/events/export")).statusCode).toBe(403);
    expect((await alpha.as.user.get("/api/audit/events/export?format=xlsx")).statusCode).toBe(403);
    const { rows } = csvOf(await beta.admin.get("/api/audit/events/export"));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.join(",").includes("Revue des étalons"))).toBe(false);
  });
});
