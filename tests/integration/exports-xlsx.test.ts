import ExcelJS from "exceljs";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../src/server/http/plugins/session";
import { wallClockDate } from "../../src/server/reports/xlsx/cells";
import { DEFAULT_TIME_ZONE } from "../../src/shared/clock";
import { splitCsvLine } from "../../src/shared/csv";
import { createTestApp, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { signedInUser } from "../support/people";
import { createTeam, type Team } from "../support/teams";

/**
 * Issue 21, part 5: every export route answers the CSV of spec §9 by default and an Excel workbook
 * with `?format=xlsx` — the same rows for the same filters, typed cells (numbers, Paris dates), text
 * never a formula, the header frozen and filterable.
 */

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const BOM = "\uFEFF";
const FORMULA = '=HYPERLINK("http://exemple.invalid")';

interface Sheet {
  worksheet: ExcelJS.Worksheet;
  header: string[];
  /** The data rows: each cell's value as exceljs reads it back (null when empty). */
  rows: ExcelJS.CellValue[][];
  cells: ExcelJS.Cell[][];
}

/** A workbook answer read back with exceljs: its one sheet, header and rows. */
async function workbookOf(response: LightMyRequestResponse, fileName: RegExp): Promise<Sheet> {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers["content-type"]).toBe(XLSX);
  const disposition = String(response.headers["content-disposition"]);
  expect(disposition).toMatch(/^attachment; filename="[^"]+\.xlsx"$/);
  expect(disposition.slice('attachment; filename="'.length, -1)).toMatch(fileName);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  const worksheet = workbook.worksheets[0]!;
  const width = worksheet.getRow(1).cellCount;
  const cellsOf = (n: number) => Array.from({ length: width }, (_, c) => worksheet.getRow(n).getCell(c + 1));
  const cells = Array.from({ length: worksheet.rowCount - 1 }, (_, r) => cellsOf(r + 2));
  return {
    worksheet,
    header: cellsOf(1).map((cell) => String(cell.value)),
    cells,
    rows: cells.map((row) => row.map((cell) => cell.value ?? null)),
  };
}

/** A CSV answer split into cells; it starts with a byte-order mark and ends its lines with CRLF. */
function csvOf(response: LightMyRequestResponse): { header: string[]; rows: string[][] } {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="[^"]+\.csv"$/);
  expect(response.body.startsWith(BOM)).toBe(true);
  const [header, ...rows] = response.body.slice(1).trimEnd().split("\r\n").map(splitCsvLine);
  return { header: header!, rows };
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A workbook cell as the CSV writes the same value: numbers as such, an instant in Paris time
 * ("12/03/2026 14:05"), a day as YYYY-MM-DD, text neutralised when a spreadsheet would run it.
 */
function asCsv(value: ExcelJS.CellValue, kind: "instant" | "day" | "other" = "other"): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    if (kind === "day") return day;
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
  }
  if (typeof value === "number") return String(value);
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Every text cell is text: none holds a formula. */
function expectNoFormula(sheet: Sheet) {
  for (const row of sheet.cells)
    for (const cell of row) {
      expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      expect(cell.formula).toBeUndefined();
    }
}

/** The header stays visible (a frozen first row) and filters every column of every row. */
function expectFrozenAndFiltered(sheet: Sheet, lastColumn: string) {
  expect(sheet.worksheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
  expect(String(sheet.worksheet.autoFilter)).toBe(`A1:${lastColumn}${sheet.rows.length + 1}`);
  expect(sheet.worksheet.getRow(1).getCell(1).font?.bold).toBe(true);
}

describe(`Exports : CSV de spec §9 ou classeur Excel avec format=xlsx (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  /** A signed-in user whose company is not set up yet: every company route answers 403. */
  let newcomer: Client;
  let campaignId: number;
  let measurementCampaignId: number;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
    const person = await signedInUser(t.database.db, { companyId: null, roles: ["user"] });
    newcomer = new Client(t.app, { cookie: person.cookies[SESSION_COOKIE] });

    // The journal: a campaign named like a formula, one equipment rated and calculated, one rated
    // after the calculation, one never rated.
    const created = await alpha.admin.post("/api/campaigns", {
      name: FORMULA,
      equipment: [
        { name: "Manomètre atelier", serialNumber: "JRN-MAN-1", currentPeriod: 12 },
        { name: "Sonde PT100", serialNumber: "JRN-PT-2", currentPeriod: 24 },
        { name: "Pied à coulisse", serialNumber: "JRN-PAC-3", currentPeriod: 12 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    campaignId = (created.json() as { id: number }).id;
    const [man, sonde] = (await alpha.admin.get(`/api/equipment/${campaignId}`)).json() as { id: number }[];
    const criteria = (await alpha.admin.get("/api/rating-criteria")).json() as { id: number }[];
    const rated = await alpha.admin.post("/api/equipment-ratings/batch", {
      campaignId,
      ratings: criteria.map((c) => ({ equipmentId: man!.id, criteriaId: c.id, grade: 5 })),
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const calculated = await alpha.admin.post(`/api/campaigns/${campaignId}/calculate-periods`, {});
    expect(calculated.statusCode, calculated.body).toBe(200);
    await alpha.admin.post("/api/equipment-ratings", {
      campaignId,
      equipmentId: sonde!.id,
      criteriaId: criteria[0]!.id,
      grade: 2,
    });

    // The Parc: a name a spreadsheet would run, decimals-free periods, known and unknown dates.
    const imported = await alpha.admin.post("/api/instruments/import", {
      csv:
        "nom,reference,type,emplacement,periode_mois,dernier_etalonnage\n" +
        "=SOMME(A1:A9),XL-FORMULE,Tableur,Bureau,12,2026-01-15\n" +
        '"Balance ""précision"", 220 g",XL-BALANCE,Balance,"Laboratoire; salle 2",24,2025-06-30\n' +
        "Sonde jamais étalonnée,XL-SONDE,Sonde,Étuve,6,\n" +
        "Manomètre en retard,XL-RETARD,Manomètre,Atelier,1,2020-03-31\n",
    });
    expect(imported.statusCode, imported.body).toBe(200);

    // The measurements: entered through the campaign's share link, one of them named like a formula.
    const measured = await alpha.admin.post("/api/campaigns", {
      name: "Tournée des capteurs",
      equipment: [
        { name: "Manomètre atelier", serialNumber: "MAN-001", currentPeriod: 12 },
        { name: "Thermomètre étuve", serialNumber: "THE-002", currentPeriod: 24 },
      ],
    });
    measurementCampaignId = (measured.json() as { id: number }).id;
    const items = (await alpha.admin.get(`/api/equipment/${measurementCampaignId}`)).json() as {
      id: number;
    }[];
    const links = (await alpha.admin.get(`/api/campaigns/${measurementCampaignId}/share-links`)).json() as {
      measurement: { token: string };
    };
    const visitor = new Client(t.app, { ip: "203.0.113.40" });
    for (const body of [
      { operatorName: '=HYPERLINK("http://x";"clic")', value: "1,25", unit: "bar", notes: 'a, "b"' },
      { operatorName: "Paul", value: "-0,0003", unit: "bar", equipmentId: items[1]!.id },
      { operatorName: "Léa", value: "1234,5", unit: "psi" },
    ]) {
      const response = await visitor.post(`/api/campaigns/${links.measurement.token}/measurements`, {
        equipmentId: items[0]!.id,
        ...body,
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
  });
  afterAll(() => t?.close());

  describe("Journal d'audit : GET /api/audit/complete/export", () => {
    const url = (query: string) => `/api/audit/complete/export?${query}`;

    it("format=xlsx : le classeur de l'export CSV, cellules typées, en-tête figé et filtrable", async () => {
      const sheet = await workbookOf(
        await alpha.admin.get(url(`campaignId=${campaignId}&format=xlsx`)),
        /^journal-audit-\d{4}-\d{2}-\d{2}\.xlsx$/,
      );
      const csv = csvOf(await alpha.admin.get(url(`campaignId=${campaignId}`)));
      expect(sheet.header).toEqual([
        "Campagne",
        "Équipement",
        "Utilisateur",
        "Action",
        "Score OPPERET",
        "Nouvelle période (mois)",
        "Date",
        "Statut",
      ]);
      expect(sheet.header).toEqual(csv.header);
      expect(sheet.rows).toHaveLength(3);
      expect(
        sheet.rows.map((row) => row.map((value, c) => asCsv(value, c === 6 ? "instant" : "other"))),
      ).toEqual(csv.rows);
      expectFrozenAndFiltered(sheet, "H");
      expectNoFormula(sheet);

      // The campaign's name is its text, not a formula, in the workbook; neutralised in the CSV.
      for (const row of sheet.cells) {
        expect(row[0]!.type).toBe(ExcelJS.ValueType.String);
        expect(row[0]!.value).toBe(FORMULA);
      }
      for (const row of csv.rows) expect(row[0]).toBe(`'${FORMULA}`);

      // Typed: the score and the period are numbers, the date a date of Paris.
      const entries = (await alpha.admin.get(`/api/audit/complete?campaignId=${campaignId}`)).json() as {
        equipmentName: string;
        opperetScore: number | null;
        newPeriod: number | null;
        timestamp: string;
      }[];
      const calculated = sheet.cells.find((row) => row[1]!.value === "Manomètre atelier")!;
      const entry = entries.find((e) => e.equipmentName === "Manomètre atelier")!;
      expect(entry.opperetScore).not.toBeNull();
      expect(calculated[4]!.value).toBe(entry.opperetScore);
      expect(calculated[4]!.numFmt).toBe("0.0");
      expect(typeof calculated[5]!.value).toBe("number");
      expect(calculated[5]!.value).toBe(entry.newPeriod);
      expect(calculated[5]!.numFmt).toBe("0");
      expect(calculated[6]!.value).toBeInstanceOf(Date);
      expect(calculated[6]!.value).toEqual(wallClockDate(entry.timestamp, DEFAULT_TIME_ZONE));
      expect(calculated[6]!.numFmt).toBe("dd/mm/yyyy hh:mm");
      expect(calculated[7]!.value).toBe("Terminé");
      // What has no score yet is an empty cell, not a zero.
      const pending = sheet.cells.find((row) => row[1]!.value === "Pied à coulisse")!;
      expect(pending[4]!.value).toBeNull();
      expect(pending[2]!.value).toBeNull();
    });

    it("les mêmes filtres donnent les mêmes lignes qu'au CSV", async () => {
      for (const query of [`campaignId=${campaignId}&status=in_progress`, "search=sonde", "status=pending"]) {
        const sheet = await workbookOf(await alpha.admin.get(url(`${query}&format=xlsx`)), /\.xlsx$/);
        const csv = csvOf(await alpha.admin.get(url(`${query}&format=csv`)));
        expect(csv.rows.length, query).toBeGreaterThan(0);
        expect(
          sheet.rows.map((row) => row.map((value, c) => asCsv(value, c === 6 ? "instant" : "other"))),
          query,
        ).toEqual(csv.rows);
      }
    });

    it("seuls administrateurs et initiateurs l'exportent, et une autre entreprise n'y voit rien", async () => {
      await workbookOf(await alpha.as.campaign_initiator.get(url("format=xlsx")), /\.xlsx$/);
      for (const role of ["equipment_manager", "equipment_user", "user"] as const) {
        const refused = await alpha.as[role].get(url("format=xlsx"));
        expect(refused.statusCode, role).toBe(403);
        expect(refused.json()).toEqual({ message: "Accès refusé", code: "FORBIDDEN" });
      }
      const theirs = await workbookOf(
        await beta.admin.get(url(`campaignId=${campaignId}&format=xlsx`)),
        /\.xlsx$/,
      );
      expect(theirs.rows).toEqual([]);
      expect(String(theirs.worksheet.autoFilter)).toBe("A1:H1");
    });
  });

  describe("Parc : GET /api/instruments/export", () => {
    const url = (query: string) => `/api/instruments/export?${query}`;

    it("format=xlsx : en-têtes lisibles, période en nombre, dates en dates, texte jamais formule", async () => {
      const sheet = await workbookOf(
        await alpha.admin.get(url("search=XL-&sort=reference&format=xlsx")),
        /^parc-instruments-\d{4}-\d{2}-\d{2}\.xlsx$/,
      );
      const csv = csvOf(await alpha.admin.get(url("search=XL-&sort=reference")));
      expect(csv.header).toEqual([
        "nom",
        "reference",
        "type",
        "emplacement",
        "periode_mois",
        "dernier_etalonnage",
        "prochaine_echeance",
        "statut",
        "quarantaine",
      ]);
      expect(sheet.header).toEqual([
        "Nom",
        "Référence",
        "Type",
        "Emplacement",
        "Période (mois)",
        "Dernier étalonnage",
        "Prochaine échéance",
        "Statut",
        "Quarantaine",
      ]);
      expect(sheet.rows.map((row) => row[1])).toEqual(["XL-BALANCE", "XL-FORMULE", "XL-RETARD", "XL-SONDE"]);
      expect(
        sheet.rows.map((row) => row.map((value, c) => asCsv(value, c === 5 || c === 6 ? "day" : "other"))),
      ).toEqual(csv.rows);
      expectFrozenAndFiltered(sheet, "I");
      expectNoFormula(sheet);

      const [balance, formula, late, probe] = sheet.cells as ExcelJS.Cell[][];
      expect(formula![0]!.value).toBe("=SOMME(A1:A9)");
      expect(formula![0]!.type).toBe(ExcelJS.ValueType.String);
      expect(balance![0]!.value).toBe('Balance "précision", 220 g');
      expect(balance![3]!.value).toBe("Laboratoire; salle 2");
      expect(balance![4]!.value).toBe(24);
      expect(balance![4]!.numFmt).toBe("0");
      expect(balance![5]!.value).toEqual(new Date(Date.UTC(2025, 5, 30)));
      expect(balance![5]!.numFmt).toBe("dd/mm/yyyy");
      expect(balance![6]!.value).toEqual(new Date(Date.UTC(2027, 5, 30)));
      expect(balance![6]!.numFmt).toBe("dd/mm/yyyy");
      expect(late![7]!.value).toBe("En retard");
      // Never calibrated: no dates, empty cells.
      expect(probe![5]!.value).toBeNull();
      expect(probe![6]!.value).toBeNull();
    });

    it("les mêmes filtres et le même tri donnent les mêmes lignes qu'au CSV", async () => {
      for (const query of ["search=XL-&status=overdue", "search=XL-&sort=-name", "type=Balance"]) {
        const sheet = await workbookOf(await alpha.admin.get(url(`${query}&format=xlsx`)), /\.xlsx$/);
        const csv = csvOf(await alpha.admin.get(url(`${query}&format=csv`)));
        expect(csv.rows.length, query).toBeGreaterThan(0);
        expect(
          sheet.rows.map((row) => row.map((value, c) => asCsv(value, c === 5 || c === 6 ? "day" : "other"))),
          query,
        ).toEqual(csv.rows);
      }
    });

    it("tout membre l'exporte ; sans entreprise 403 ; une autre entreprise ne voit que son parc", async () => {
      await workbookOf(await alpha.as.user.get(url("format=xlsx")), /\.xlsx$/);
      const refused = await newcomer.get(url("format=xlsx"));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("COMPANY_REQUIRED");
      const theirs = await workbookOf(await beta.admin.get(url("search=XL-&format=xlsx")), /\.xlsx$/);
      expect(theirs.rows).toEqual([]);
    });
  });

  describe("Mesures : GET /api/campaigns/{id}/measurements/export", () => {
    const url = (query: string, id = measurementCampaignId) =>
      `/api/campaigns/${id}/measurements/export?${query}`;

    it("format=xlsx : valeurs en nombres, dates de Paris, le nom piégé reste du texte", async () => {
      const sheet = await workbookOf(
        await alpha.as.user.get(url("format=xlsx")),
        /^mesures-tournee-des-capteurs-\d{4}-\d{2}-\d{2}\.xlsx$/,
      );
      const csv = csvOf(await alpha.as.user.get(url("")));
      expect(sheet.header).toEqual([
        "Date",
        "Opérateur",
        "E-mail",
        "Équipement",
        "Référence",
        "Valeur",
        "Unité",
        "Notes",
        "Source",
        // Decision 020: the state of the value above, what was entered, and why it changed.
        "État",
        "Valeur saisie",
        "Unité saisie",
        "Motif",
      ]);
      expect(sheet.header).toEqual(csv.header);
      expect(sheet.rows).toHaveLength(3);
      expect(
        sheet.rows.map((row) => row.map((value, c) => asCsv(value, c === 0 ? "instant" : "other"))),
      ).toEqual(csv.rows);
      expectFrozenAndFiltered(sheet, "M");
      expectNoFormula(sheet);

      const list = (await alpha.admin.get(`/api/campaigns/${measurementCampaignId}/measurements`)).json() as {
        items: { operatorName: string; measurementDate: string }[];
      };
      const byOperator = (name: string) => sheet.cells.find((row) => row[1]!.value === name)!;
      const trap = byOperator('=HYPERLINK("http://x";"clic")');
      expect(trap[1]!.type).toBe(ExcelJS.ValueType.String);
      expect(trap[5]!.value).toBe(1.25);
      expect(trap[7]!.value).toBe('a, "b"');
      expect(trap[8]!.value).toBe("Lien de saisie");
      expect(byOperator("Paul")[5]!.value).toBe(-0.0003);
      expect(byOperator("Léa")[5]!.value).toBe(1234.5);
      const measuredAt = list.items.find((m) => m.operatorName === "Léa")!.measurementDate;
      expect(byOperator("Léa")[0]!.value).toBeInstanceOf(Date);
      expect(byOperator("Léa")[0]!.value).toEqual(wallClockDate(measuredAt, DEFAULT_TIME_ZONE));
      expect(byOperator("Léa")[0]!.numFmt).toBe("dd/mm/yyyy hh:mm");
      // Nothing was given: empty cells.
      expect(byOperator("Léa")[2]!.value).toBeNull();
      expect(byOperator("Léa")[7]!.value).toBeNull();
    });

    it("les mêmes filtres donnent les mêmes lignes qu'au CSV", async () => {
      for (const query of ["unit=bar", "search=paul", "unit=psi&from=2000-01-01", "from=2999-01-01"]) {
        const sheet = await workbookOf(await alpha.admin.get(url(`${query}&format=xlsx`)), /\.xlsx$/);
        const csv = csvOf(await alpha.admin.get(url(`${query}&format=csv`)));
        expect(
          sheet.rows.map((row) => row.map((value, c) => asCsv(value, c === 0 ? "instant" : "other"))),
          query,
        ).toEqual(csv.rows);
      }
      const bar = await workbookOf(await alpha.admin.get(url("unit=bar&format=xlsx")), /\.xlsx$/);
      expect(bar.rows).toHaveLength(2);
    });

    it("une autre entreprise : 404 ; sans entreprise : 403 ; un membre : le classeur", async () => {
      await workbookOf(await alpha.as.equipment_user.get(url("format=xlsx")), /\.xlsx$/);
      const hidden = await beta.admin.get(url("format=xlsx"));
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ message: "Campagne introuvable", code: "NOT_FOUND" });
      expect(hidden.body).not.toContain("Tournée");
      const refused = await newcomer.get(url("format=xlsx"));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("COMPANY_REQUIRED");
    });
  });

  it("un format inconnu est refusé en français, sans fichier ; csv explicite est le CSV par défaut", async () => {
    const urls = [
      "/api/audit/complete/export",
      "/api/instruments/export",
      `/api/campaigns/${measurementCampaignId}/measurements/export`,
    ];
    for (const base of urls) {
      for (const format of ["pdf", "XLSX", "xls", "csv,xlsx"]) {
        const response = await alpha.admin.get(`${base}?format=${format}`);
        expect(response.statusCode, `${base} ${format}`).toBe(400);
        expect(response.json()).toEqual({
          message: "Format d'export inconnu : csv ou xlsx",
          code: "VALIDATION_FAILED",
          field: "format",
        });
      }
      // Without a format, or left blank as a form sends it: the CSV, the same as format=csv.
      const byDefault = await alpha.admin.get(base);
      for (const query of ["?format=csv", "?format="]) {
        const explicit = await alpha.admin.get(`${base}${query}`);
        expect(explicit.headers["content-type"]).toBe("text/csv; charset=utf-8");
        expect(explicit.body).toBe(byDefault.body);
        expect(explicit.body.startsWith(BOM)).toBe(true);
      }
    }
  });
});
