import { readFileSync } from "node:fs";
import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import type { InstrumentImportResult } from "../../src/shared/api/instrument-files";
import type { Instrument, InstrumentPage } from "../../src/shared/api/instruments";
import { splitCsvLine } from "../../src/shared/csv";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { readPdf } from "../support/pdf-text";
import { createTeam, type Team } from "../support/teams";

const HEADER = "nom,reference,type,emplacement,periode_mois,dernier_etalonnage";
/** The thousands separator of French numbers (Intl's narrow no-break space). */
const NBSP = "\u202f";
const FIXTURE = new URL("../fixtures/parc-instruments.csv", import.meta.url);

type Line = [
  name: string,
  reference: string,
  type: string,
  location: string,
  period: number | "",
  last: string,
];
const csvOf = (lines: Line[]) => [HEADER, ...lines.map((l) => l.join(","))].join("\n");

/** `YYYY-MM-DD` moved by whole days. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A last calibration and a period whose next due date is `due` (a year before, or four for 29 February). */
function calibratedFor(due: string): { last: string; period: number } {
  const leapDay = due.endsWith("-02-29");
  const years = leapDay ? 4 : 1;
  return { last: `${Number(due.slice(0, 4)) - years}${due.slice(4)}`, period: 12 * years };
}

describe(`Le parc d'instruments (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(() => t?.close());

  const importCsv = async (team: Team, csv: string) => {
    const response = await team.admin.post("/api/instruments/import", { csv });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { created: number; updated: number };
  };
  const list = async (team: Team, query: string): Promise<InstrumentPage> => {
    const response = await team.admin.get(`/api/instruments?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const byReference = async (team: Team, reference: string): Promise<Instrument> => {
    const page = await list(team, `search=${encodeURIComponent(reference)}`);
    const found = page.items.find((i) => i.reference === reference);
    expect(found, reference).toBeDefined();
    return found!;
  };

  describe("échéance : date du dernier étalonnage + période en mois", () => {
    it("ajoute des mois civils, avec la règle de fin de mois de PostgreSQL", async () => {
      await importCsv(
        alpha,
        csvOf([
          ["Manomètre fin janvier", "ECH-0131", "Manomètre", "Atelier", 1, "2026-01-31"],
          ["Manomètre bissextile", "ECH-LEAP", "Manomètre", "Atelier", 1, "2024-01-31"],
          ["Thermomètre annuel", "ECH-YEAR", "Thermomètre", "Étuve", 12, "2025-03-15"],
          ["Pied à coulisse", "ECH-0430", "Pied à coulisse", "Atelier", 6, "2025-04-30"],
          ["Balance trimestrielle", "ECH-1130", "Balance", "Magasin", 3, "2023-11-30"],
          ["Sonde jamais étalonnée", "ECH-NONE", "Sonde", "Étuve", 12, ""],
        ]),
      );
      const due = async (reference: string) => (await byReference(alpha, reference)).nextDueDate;
      expect(await due("ECH-0131")).toBe("2026-02-28");
      expect(await due("ECH-LEAP")).toBe("2024-02-29");
      expect(await due("ECH-YEAR")).toBe("2026-03-15");
      expect(await due("ECH-0430")).toBe("2025-10-30");
      expect(await due("ECH-1130")).toBe("2024-02-29");
      expect(await byReference(alpha, "ECH-NONE")).toMatchObject({
        lastCalibrationDate: null,
        nextDueDate: null,
        status: "unknown",
      });
    });
  });

  describe("statut autour des bornes de la fenêtre d'alerte", () => {
    it("échéance hier : en retard ; aujourd'hui et jusqu'à aujourd'hui + fenêtre : proche ; au-delà : à jour", async () => {
      const { today, warningDays } = await list(alpha, "pageSize=1");
      expect(warningDays).toBe(30);
      const cases: [string, string | null, Instrument["status"]][] = [
        ["BORNE-HIER", addDays(today, -1), "overdue"],
        ["BORNE-JOUR", today, "due_soon"],
        ["BORNE-FENETRE", addDays(today, warningDays), "due_soon"],
        ["BORNE-APRES", addDays(today, warningDays + 1), "ok"],
        ["BORNE-JAMAIS", null, "unknown"],
      ];
      await importCsv(
        alpha,
        csvOf(
          cases.map(([reference, due]) => {
            const { last, period } = due ? calibratedFor(due) : { last: "", period: 12 };
            return [`Instrument ${reference}`, reference, "Borne", "Banc", period, last];
          }),
        ),
      );
      for (const [reference, due, status] of cases)
        expect(await byReference(alpha, reference), reference).toMatchObject({ nextDueDate: due, status });
      const soon = await list(alpha, "search=BORNE-&status=due_soon");
      expect(soon.items.map((i) => i.reference).sort()).toEqual(["BORNE-FENETRE", "BORNE-JOUR"]);
      const overdue = await list(alpha, "search=borne-&status=overdue");
      expect(overdue.items.map((i) => i.reference)).toEqual(["BORNE-HIER"]);
      expect((await list(alpha, "search=borne&status=unknown")).total).toBe(1);
      // The counts by status, under the other filters and whatever status is chosen.
      const counts = { overdue: 1, due_soon: 2, ok: 1, unknown: 1, quarantined: 0 };
      expect((await list(alpha, "search=BORNE-")).statusCounts).toEqual(counts);
      expect((await list(alpha, "search=BORNE-&status=overdue&pageSize=1")).statusCounts).toEqual(counts);
      expect((await list(alpha, "search=BORNE-JOUR")).statusCounts).toEqual({
        overdue: 0,
        due_soon: 1,
        ok: 0,
        unknown: 0,
        quarantined: 0,
      });
    });
  });

  describe("GET /api/instruments : recherche, filtres, tri, pages", () => {
    const lines: Line[] = Array.from({ length: 30 }, (_, i) => [
      i % 3 === 0 ? `Débitmètre électromagnétique ${String(i).padStart(2, "0")}` : `Capteur ${i}`,
      `PAGE-${String(i).padStart(3, "0")}`,
      i % 2 === 0 ? "Débitmètre" : "Capteur de pression",
      i % 5 === 0 ? "Salle blanche" : "Atelier usinage",
      6 + (i % 4) * 6,
      i % 7 === 0 ? "" : addDays("2025-01-01", i * 9),
    ]);

    beforeAll(async () => {
      await importCsv(alpha, csvOf(lines));
    });

    it("pagine côté serveur avec le total, et trie par référence en cas d'égalité", async () => {
      const first = await list(alpha, "search=PAGE-&sort=reference&pageSize=12");
      expect(first).toMatchObject({ total: 30, page: 1, pageSize: 12 });
      expect(first.items.map((i) => i.reference)).toEqual(lines.slice(0, 12).map((l) => l[1]));
      const third = await list(alpha, "search=PAGE-&sort=reference&pageSize=12&page=3");
      expect(third.items.map((i) => i.reference)).toEqual(lines.slice(24).map((l) => l[1]));
      const beyond = await list(alpha, "search=PAGE-&pageSize=12&page=9");
      expect(beyond).toMatchObject({ items: [], total: 30, page: 9 });

      const byPeriod = await list(alpha, "search=PAGE-&sort=-currentPeriod&pageSize=50");
      const expected = [...lines]
        .sort((a, b) => Number(b[4]) - Number(a[4]) || a[1].localeCompare(b[1]))
        .map((l) => l[1]);
      expect(byPeriod.items.map((i) => i.reference)).toEqual(expected);
    });

    it("met les dates absentes en dernier, dans les deux sens", async () => {
      for (const sort of ["lastCalibrationDate", "-lastCalibrationDate", "nextDueDate", "-nextDueDate"]) {
        const page = await list(alpha, `search=PAGE-&sort=${sort}&pageSize=50`);
        const key = sort.replace("-", "") as "lastCalibrationDate" | "nextDueDate";
        const dates = page.items.map((i) => i[key]);
        const known = dates.filter((d) => d !== null) as string[];
        expect(
          dates.slice(known.length).every((d) => d === null),
          sort,
        ).toBe(true);
        const sorted = [...known].sort();
        expect(known, sort).toEqual(sort.startsWith("-") ? sorted.reverse() : sorted);
      }
    });

    it("trie par statut : en retard, échéance proche, à jour, puis jamais étalonnés", async () => {
      // The instruments around the window's boundaries, due relative to today.
      const order = async (sort: string) =>
        (await list(alpha, `search=BORNE-&sort=${sort}`)).items.map((i) => [i.reference, i.status]);
      expect(await order("status")).toEqual([
        ["BORNE-HIER", "overdue"],
        ["BORNE-JOUR", "due_soon"],
        ["BORNE-FENETRE", "due_soon"],
        ["BORNE-APRES", "ok"],
        ["BORNE-JAMAIS", "unknown"],
      ]);
      expect(await order("-status")).toEqual([
        ["BORNE-APRES", "ok"],
        ["BORNE-FENETRE", "due_soon"],
        ["BORNE-JOUR", "due_soon"],
        ["BORNE-HIER", "overdue"],
        ["BORNE-JAMAIS", "unknown"],
      ]);
    });

    it("cherche dans le nom et la référence, sans tenir compte de la casse ni des accents", async () => {
      for (const [search, total] of [
        ["debitmetre", 10],
        ["DÉBITMÈTRE", 10],
        ["électro", 10],
        ["page-003", 1],
      ] as const) {
        const page = await list(alpha, `search=${encodeURIComponent(search)}&pageSize=50`);
        expect(page.total, search).toBe(total);
        for (const item of page.items)
          expect(
            `${item.name} ${item.reference}`
              .toLowerCase()
              .normalize("NFD")
              .replace(/[\u0300-\u036f]/g, ""),
            search,
          ).toContain(
            search
              .toLowerCase()
              .normalize("NFD")
              .replace(/[\u0300-\u036f]/g, ""),
          );
      }
      expect((await list(alpha, "search=debitmetre&pageSize=50")).total).toBe(10);
      // LIKE's wildcards are searched as typed.
      expect((await list(alpha, "search=PAGE_0")).total).toBe(0);
      expect((await list(alpha, "search=%25")).total).toBe(0);
    });

    it("filtre par type, emplacement et quarantaine, et propose les types et emplacements en usage", async () => {
      const page = await list(
        alpha,
        `search=PAGE-&sort=reference&type=${encodeURIComponent("Débitmètre")}&location=${encodeURIComponent("Salle blanche")}`,
      );
      expect(page.items.map((i) => i.reference)).toEqual(["PAGE-000", "PAGE-010", "PAGE-020"]);
      expect(page.types).toEqual(expect.arrayContaining(["Capteur de pression", "Débitmètre"]));
      expect(page.locations).toEqual(expect.arrayContaining(["Atelier usinage", "Salle blanche"]));
      expect((await list(alpha, "search=PAGE-&quarantined=false")).total).toBe(30);
      expect((await list(alpha, "search=PAGE-&quarantined=true")).total).toBe(0);
    });

    it("refuse un tri, un statut ou une page inconnus (400, champ nommé)", async () => {
      for (const [query, field] of [
        ["sort=prix", "sort"],
        ["status=rouge", "status"],
        ["page=0", "page"],
        ["pageSize=500", "pageSize"],
        ["quarantined=peut-etre", "quarantined"],
      ]) {
        const response = await alpha.admin.get(`/api/instruments?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().field, query).toBe(field);
      }
    });
  });

  describe("CSV : export et import", () => {
    it("exporte les colonnes de l'import puis l'échéance, le statut et la quarantaine, sous un nom du jour", async () => {
      await importCsv(
        alpha,
        `${HEADER}\n=SOMME(A1:A9),CSV-FORMULE,Tableur,Bureau,12,2026-01-15\n` +
          `"Balance ""précision"", 220 g",CSV-QUOTE,Balance,"Laboratoire; salle 2",24,2025-06-30\n`,
      );
      const response = await alpha.admin.get("/api/instruments/export?search=CSV-&sort=reference");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      const { today } = await list(alpha, "pageSize=1");
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="parc-instruments-${today}.csv"`,
      );
      const lines = response.body
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(lines[0]).toBe(`${HEADER},prochaine_echeance,statut,quarantaine`);
      // A name a spreadsheet would run as a formula is neutralised.
      expect(lines[1]).toBe("'=SOMME(A1:A9),CSV-FORMULE,Tableur,Bureau,12,2026-01-15,2027-01-15,À jour,non");
      expect(splitCsvLine(lines[2]!)).toEqual([
        'Balance "précision", 220 g',
        "CSV-QUOTE",
        "Balance",
        "Laboratoire; salle 2",
        "24",
        "2025-06-30",
        "2027-06-30",
        "À jour",
        "non",
      ]);
    });

    it("réimporte son export : mêmes lignes, ailleurs comme chez soi", async () => {
      const exported = (await alpha.admin.get("/api/instruments/export?search=PAGE-")).body;
      expect(await importCsv(alpha, exported)).toEqual({ created: 0, updated: 0 });
      expect(await importCsv(beta, exported)).toEqual({ created: 30, updated: 0 });
      const again = (await beta.admin.get("/api/instruments/export?search=PAGE-")).body;
      expect(again).toBe(exported);
      // The formula cell comes back as it was typed.
      const formula = (await alpha.admin.get("/api/instruments/export?search=CSV-FORMULE")).body;
      await importCsv(beta, formula);
      expect((await byReference(beta, "CSV-FORMULE")).name).toBe("=SOMME(A1:A9)");
    });

    it("met à jour par référence le nom, le type et l'emplacement ; la période et la date ne changent que par un événement", async () => {
      const before = await byReference(alpha, "PAGE-001");
      const response = await alpha.admin.post("/api/instruments/import", {
        csv: csvOf([
          ["Capteur renommé", "PAGE-001", "Capteur de pression", "Magasin", 24, "2026-02-01"],
          ["Nouveau capteur", "PAGE-NEW", "Capteur de pression", "Magasin", 12, ""],
        ]),
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json() as InstrumentImportResult;
      expect(result).toMatchObject({ created: 1, updated: 1 });
      // Issue 22: said per line (tests/integration/parc-import-history.test.ts), not applied.
      expect(result.notices?.map((n) => [n.line, n.field])).toEqual([
        [2, "lastCalibrationDate"],
        [2, "currentPeriod"],
      ]);
      const updated = await byReference(alpha, "PAGE-001");
      expect(updated).toEqual({
        ...before,
        name: "Capteur renommé",
        type: "Capteur de pression",
        location: "Magasin",
      });
      const detail = (await alpha.admin.get(`/api/instruments/${updated.id}`)).json();
      expect(detail.periodChanges).toEqual([]);
      // Empty period and date cells keep the known ones, and are not reported.
      expect(
        await importCsv(
          alpha,
          csvOf([["Capteur renommé", "PAGE-001", "Capteur de pression", "Magasin", "", ""]]),
        ),
      ).toEqual({ created: 0, updated: 0 });
      expect(await byReference(alpha, "PAGE-001")).toEqual(updated);
    });

    it("importe les 240 instruments du fichier d'exemple", async () => {
      const team = await createTeam(t, "Métrologie Fixture");
      const csv = readFileSync(FIXTURE, "utf8");
      expect(await importCsv(team, csv)).toEqual({ created: 240, updated: 0 });
      const page = await list(team, "pageSize=1");
      expect(page.total).toBe(240);
      // Parameters left empty, as a form sends them, are the defaults: 50 a page, by due date.
      const blank = await list(team, "search=&status=&sort=&page=&pageSize=");
      expect(blank).toMatchObject({ total: 240, page: 1, pageSize: 50 });
      expect(blank.items).toEqual((await list(team, "")).items);
      expect(await byReference(team, "BAL-0001")).toMatchObject({
        name: "Balance de précision 6 kg / 0,1 g",
        type: "Balance de précision",
        location: "Ligne d'assemblage 2",
        currentPeriod: 6,
        lastCalibrationDate: "2026-08-13",
        nextDueDate: "2027-02-13",
      });
      // A second time, nothing changes.
      expect(await importCsv(team, csv)).toEqual({ created: 0, updated: 0 });
    });

    it("accepte le point-virgule, une marque d'ordre d'octets, l'en-tête dans un autre ordre et des dates JJ/MM/AAAA", async () => {
      const csv =
        "\uFEFFreference;dernier_etalonnage;nom;periode_mois;emplacement;type\r\n" +
        "SEMI-1;15/03/2026;Hygromètre 0,1 % HR;12;Salle blanche;Hygromètre\r\n";
      expect(await importCsv(alpha, csv)).toEqual({ created: 1, updated: 0 });
      expect(await byReference(alpha, "SEMI-1")).toMatchObject({
        name: "Hygromètre 0,1 % HR",
        lastCalibrationDate: "2026-03-15",
        currentPeriod: 12,
      });
    });

    it("refuse tout l'import pour une ligne fautive, en nommant la ligne", async () => {
      const cases: [string, string][] = [
        [
          csvOf([
            ["A", "BAD-1", "", "", 12, "2026-01-01"],
            ["B", "BAD-2", "", "", 12, "2026-13-01"],
          ]),
          "Ligne 3 : ",
        ],
        [`${HEADER}\nA,BAD-1,,,12,2026-01-01\n\nB,BAD-2,,,douze,2026-01-01`, "Ligne 4 : "],
        [`${HEADER}\nA,BAD-1,,,12,2026-01-01\n,BAD-2,,,12,2026-01-01`, "Ligne 3 : le nom est requis"],
        [
          `${HEADER}\nA,BAD-1,,,12,2026-01-01\nB,BAD-1,,,12,2026-01-01`,
          "Ligne 3 : la référence BAD-1 figure déjà ligne 2",
        ],
        [`${HEADER}\nA,BAD-1,,,12`, "Ligne 2 : 5 colonnes au lieu de 6"],
        [
          `${HEADER}\nA,BAD-1,,,12,2999-01-01`,
          "Ligne 2 : la date du dernier étalonnage ne peut pas être dans le futur",
        ],
        [
          "nom,reference,periode\nA,BAD-1,12",
          "colonnes manquantes : type, emplacement, periode_mois, dernier_etalonnage",
        ],
        [HEADER, "Aucun instrument à importer"],
        ["", "Veuillez coller des données CSV"],
      ];
      for (const [csv, message] of cases) {
        const response = await alpha.admin.post("/api/instruments/import", { csv });
        expect(response.statusCode, message).toBe(400);
        expect(response.json(), message).toMatchObject({ code: "VALIDATION_FAILED", field: "csv" });
        expect(response.json().message, message).toContain(message);
      }
      expect((await list(alpha, "search=BAD-")).total).toBe(0);
    });

    it("refuse un fichier de plus de 20 000 instruments en le disant, avant d'en lire une ligne", async () => {
      const lines = Array.from({ length: 20_001 }, (_, i) => `Trop ${i},TROP-${i},,,12,`);
      // The last line would be refused too: the limit is said first, whatever the lines hold.
      lines.push("sans référence");
      const response = await alpha.admin.post("/api/instruments/import", {
        csv: `${HEADER}\n${lines.join("\n")}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: "VALIDATION_FAILED",
        field: "csv",
        message: `Le fichier compte 20${NBSP}002 instruments : un import en accepte au plus 20${NBSP}000. Découpez-le en plusieurs fichiers.`,
      });
      expect((await list(alpha, "search=TROP-")).total).toBe(0);
    });

    it("écrit un gros import par lots de 200 lignes, chacun avec sa ligne d'audit, et le compte entier", async () => {
      const since = (
        await t.database.db
          .select({ seq: schema.auditLogs.seq })
          .from(schema.auditLogs)
          .where(eq(schema.auditLogs.companyId, alpha.companyId))
      ).reduce((max, r) => Math.max(max, r.seq), 0);
      const csv = csvOf(Array.from({ length: 1_100 }, (_, i) => [`Lot ${i}`, `LOT-${i}`, "", "", 12, ""]));
      expect(await importCsv(alpha, csv)).toEqual({ created: 1_100, updated: 0 });
      const rows = await t.database.db
        .select({ description: schema.auditLogs.description, newValues: schema.auditLogs.newValues })
        .from(schema.auditLogs)
        .where(
          and(
            eq(schema.auditLogs.companyId, alpha.companyId),
            gt(schema.auditLogs.seq, since),
            eq(schema.auditLogs.action, "instruments.imported"),
          ),
        )
        .orderBy(schema.auditLogs.seq);
      expect(rows.map((r) => r.description)).toEqual(
        [
          [1, 2, 201, 200],
          [2, 202, 401, 200],
          [3, 402, 601, 200],
          [4, 602, 801, 200],
          [5, 802, 1001, 200],
          [6, 1002, 1101, 100],
        ].map(
          ([batch, first, last, n]) =>
            `Import CSV du parc (lot ${batch} sur 6, lignes ${first} à ${last} d'un fichier de 1100 instruments) : ${n} instrument(s) créé(s), 0 mis à jour, 0 inchangé(s)`,
        ),
      );
      expect((await list(alpha, "search=LOT-")).total).toBe(1_100);
      // Imported again, the same file changes nothing: each batch finds its lines as they are.
      expect(await importCsv(alpha, csv)).toEqual({ created: 0, updated: 0 });
    });
  });

  describe("POST /api/instruments", () => {
    const yesterday = () => addDays(new Date().toISOString().slice(0, 10), -1);

    it("ajoute un instrument : 201, son échéance et son statut calculés, une ligne d'audit", async () => {
      const response = await alpha.as.equipment_manager.post("/api/instruments", {
        name: "  Sonde Pt100 Ω  ",
        reference: "NEW-001",
        type: "Sonde",
        location: "Étuve",
        currentPeriod: 12,
        lastCalibrationDate: "2026-01-31",
      });
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json() as Instrument;
      expect(created).toMatchObject({
        name: "Sonde Pt100 Ω",
        reference: "NEW-001",
        type: "Sonde",
        location: "Étuve",
        currentPeriod: 12,
        lastCalibrationDate: "2026-01-31",
        nextDueDate: "2027-01-31",
        quarantined: false,
      });
      expect(await byReference(alpha, "NEW-001")).toEqual(created);
      // Its page carries the server's today, the day its screens go by.
      const detail = (await alpha.admin.get(`/api/instruments/${created.id}`)).json();
      expect(detail).toMatchObject({ id: created.id, today: (await list(alpha, "pageSize=1")).today });
      const rows = await t.database.db
        .select()
        .from(schema.auditLogs)
        .where(
          and(
            eq(schema.auditLogs.companyId, alpha.companyId),
            eq(schema.auditLogs.action, "instrument.created"),
            eq(schema.auditLogs.recordId, String(created.id)),
          ),
        );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        tableName: "instruments",
        oldValues: null,
        newValues: expect.objectContaining({ reference: "NEW-001", nextDueDate: "2027-01-31" }),
      });

      const never = await alpha.admin.post("/api/instruments", {
        name: "Pied à coulisse",
        reference: "NEW-002",
        currentPeriod: 6,
      });
      expect(never.statusCode, never.body).toBe(201);
      expect(never.json()).toMatchObject({ lastCalibrationDate: null, nextDueDate: null, status: "unknown" });
    });

    it("refuse une référence déjà au parc (409 sur reference) ; une autre entreprise peut l'employer", async () => {
      const taken = await alpha.admin.post("/api/instruments", {
        name: "Doublon",
        reference: "NEW-001",
        currentPeriod: 12,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        message: "Un instrument du parc porte déjà la référence NEW-001",
        code: "CONFLICT",
        field: "reference",
      });
      const theirs = await beta.admin.post("/api/instruments", {
        name: "Sonde de Bêta",
        reference: "NEW-001",
        currentPeriod: 24,
      });
      expect(theirs.statusCode, theirs.body).toBe(201);
      expect((await byReference(alpha, "NEW-001")).name).toBe("Sonde Pt100 Ω");
    });

    it("refuse chaque valeur fautive en français, le champ nommé", async () => {
      const valid = { name: "Sonde", reference: "NEW-BAD", currentPeriod: 12 };
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...valid, name: " " }, "name", "Le nom est requis"],
        [{ ...valid, reference: "" }, "reference", "La référence est requise"],
        [{ ...valid, currentPeriod: 2.5 }, "currentPeriod", "La période doit être un nombre entier de mois"],
        [{ ...valid, currentPeriod: -1 }, "currentPeriod", "La période ne peut pas être négative"],
        [{ ...valid, currentPeriod: 1201 }, "currentPeriod", "La période ne peut pas dépasser 1 200 mois"],
        [
          { ...valid, lastCalibrationDate: "2026-02-30" },
          "lastCalibrationDate",
          "La date du dernier étalonnage doit être un jour valide (AAAA-MM-JJ)",
        ],
        [
          { ...valid, lastCalibrationDate: addDays(yesterday(), 3) },
          "lastCalibrationDate",
          "La date du dernier étalonnage ne peut pas être dans le futur",
        ],
      ];
      for (const [body, field, message] of cases) {
        const response = await alpha.admin.post("/api/instruments", body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json(), JSON.stringify(body)).toMatchObject({
          code: "VALIDATION_FAILED",
          field,
          message,
        });
      }
      expect((await list(alpha, "search=NEW-BAD")).total).toBe(0);
    });
  });

  describe("PUT /api/instruments/{id}", () => {
    it("modifie le nom, le type et l'emplacement, tracés avant et après", async () => {
      const instrument = await byReference(alpha, "PAGE-002");
      const response = await alpha.as.equipment_manager.put(`/api/instruments/${instrument.id}`, {
        name: "Débitmètre Ω 2",
        type: "Débitmètre",
        location: "  ",
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: instrument.id, name: "Débitmètre Ω 2", location: null });
      const [row] = await t.database.db
        .select()
        .from(schema.auditLogs)
        .where(
          and(
            eq(schema.auditLogs.companyId, alpha.companyId),
            eq(schema.auditLogs.action, "instrument.updated"),
            eq(schema.auditLogs.recordId, String(instrument.id)),
          ),
        );
      expect(row).toMatchObject({
        tableName: "instruments",
        oldValues: expect.objectContaining({ name: instrument.name, location: instrument.location }),
        newValues: expect.objectContaining({ name: "Débitmètre Ω 2", location: null }),
      });
      const refused = await alpha.admin.put(`/api/instruments/${instrument.id}`, { name: " " });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe("name");
    });
  });

  describe("GET /api/instruments/labels.pdf", () => {
    it("imprime 24 étiquettes par page A4 : nom, référence, échéance, et le code QR de la fiche", async () => {
      const page = await list(alpha, "search=PAGE-&sort=reference&pageSize=25");
      const ids = page.items.map((i) => i.id);
      expect(ids).toHaveLength(25);
      const response = await alpha.as.equipment_user.get(`/api/instruments/labels.pdf?ids=${ids.join(",")}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      const pdf = await readPdf(response.rawPayload);
      expect(pdf.numPages).toBe(2);
      expect(pdf.info.Title).toBe("Étiquettes des instruments");
      const first = page.items[0]!;
      expect(pdf.pages[0]).toContain(first.reference);
      expect(pdf.pages[0]).toContain("Débitmètre");
      expect(pdf.pages[0]).toContain("Prochaine échéance");
      expect(pdf.pages[1]).toContain(page.items[24]!.reference);
      expect(pdf.pages[1]).not.toContain(page.items[23]!.reference);
      const due = first.nextDueDate?.split("-").reverse().join("/") ?? "Jamais étalonné";
      expect(pdf.pages[0]).toContain(due);
    });

    it("sans ids, imprime les instruments des filtres de la liste, dans son ordre (les signes s'impriment)", async () => {
      await importCsv(
        alpha,
        csvOf([['"Résistance étalon 100 Ω ± 0,01 µΩ"', "LAB-OHM", "Résistance", "Labo", 12, ""]]),
      );
      const response = await alpha.admin.get("/api/instruments/labels.pdf?search=LAB-OHM");
      expect(response.statusCode, response.body).toBe(200);
      const pdf = await readPdf(response.rawPayload);
      expect(pdf.numPages).toBe(1);
      expect(pdf.pages[0]).toContain("LAB-OHM");
      expect(pdf.pages[0]).toContain("Résistance étalon 100 Ω");
      expect(pdf.pages[0]).toContain("Jamais étalonné");
    });

    it("lit plus de 48 étiquettes par le moteur de rendu, et refuse des ids invalides ou d'une autre entreprise", async () => {
      await importCsv(
        alpha,
        csvOf(Array.from({ length: 40 }, (_, i): Line => [`Lot ${i}`, `LOT-${i}`, "Lot", "Magasin", 12, ""])),
      );
      const all = await list(alpha, "pageSize=60&sort=reference");
      const response = await alpha.admin.get(
        `/api/instruments/labels.pdf?ids=${all.items.map((i) => i.id).join(",")}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect((await readPdf(response.rawPayload, 1)).numPages).toBe(Math.ceil(all.items.length / 24));

      const theirs = (await list(beta, "pageSize=1")).items[0]!;
      const foreign = await alpha.admin.get(
        `/api/instruments/labels.pdf?ids=${all.items[0]!.id},${theirs.id}`,
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: "Instrument introuvable", code: "NOT_FOUND" });
      const invalid = await alpha.admin.get("/api/instruments/labels.pdf?ids=1,deux");
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().field).toBe("ids");
      expect((await alpha.admin.get("/api/instruments/labels.pdf?search=zzqx-rien")).statusCode).toBe(404);
    });
  });

  describe("la fenêtre Équipements d'une campagne", () => {
    it("donne l'échéance et le statut de l'instrument de chaque équipement", async () => {
      const campaign = (
        await alpha.admin.post("/api/campaigns", {
          name: "Campagne des bornes",
          equipment: [
            { name: "Instrument en retard", serialNumber: "BORNE-HIER", currentPeriod: 12 },
            { name: "Instrument à jour", serialNumber: "BORNE-APRES", currentPeriod: 12 },
            { name: "Nouvel instrument", serialNumber: "BORNE-NEUVE", currentPeriod: 12 },
          ],
        })
      ).json();
      const items = (await alpha.as.user.get(`/api/equipment/${campaign.id}`)).json();
      expect(
        items.map((i: { serialNumber: string; instrumentStatus: string }) => [
          i.serialNumber,
          i.instrumentStatus,
        ]),
      ).toEqual([
        ["BORNE-HIER", "overdue"],
        ["BORNE-APRES", "ok"],
        ["BORNE-NEUVE", "unknown"],
      ]);
      expect(items[0].instrumentNextDueDate).toBe((await byReference(alpha, "BORNE-HIER")).nextDueDate);
      const changed = await alpha.admin.put(`/api/equipment/${items[2].id}`, {
        name: "Ancien instrument",
        serialNumber: "BORNE-HIER",
        currentPeriod: 12,
      });
      expect(changed.statusCode).toBe(409);
      const renamed = await alpha.admin.put(`/api/equipment/${items[1].id}`, {
        name: "Instrument à jour",
        serialNumber: "BORNE-APRES",
        currentPeriod: 6,
      });
      expect(renamed.json()).toMatchObject({ instrumentStatus: "ok" });
    });
  });

  describe("rôles et entreprises", () => {
    it("les techniciens et les utilisateurs lisent le parc mais ne le modifient pas", async () => {
      const instrument = await byReference(alpha, "PAGE-003");
      for (const client of [alpha.as.equipment_user, alpha.as.user]) {
        expect((await client.get("/api/instruments")).statusCode).toBe(200);
        expect((await client.get(`/api/instruments/${instrument.id}`)).statusCode).toBe(200);
        expect((await client.get("/api/instruments/export")).statusCode).toBe(200);
        const refused = [
          await client.put(`/api/instruments/${instrument.id}`, { name: "Interdit" }),
          await client.post("/api/instruments/import", { csv: csvOf([["X", "ROLE-1", "", "", 12, ""]]) }),
          await client.post("/api/instruments", { name: "X", reference: "ROLE-2", currentPeriod: 12 }),
        ];
        for (const response of refused) {
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({ message: "Accès refusé", code: "FORBIDDEN" });
        }
      }
      for (const client of [alpha.as.campaign_initiator, alpha.as.equipment_manager])
        expect(
          (await client.put(`/api/instruments/${instrument.id}`, { name: instrument.name })).statusCode,
        ).toBe(200);
    });

    it("une autre entreprise ne voit ni ne modifie rien : 404, et ses listes sont les siennes", async () => {
      const ours = await byReference(alpha, "PAGE-004");
      for (const response of [
        await beta.admin.get(`/api/instruments/${ours.id}`),
        await beta.admin.put(`/api/instruments/${ours.id}`, { name: "Intrus" }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: "Instrument introuvable", code: "NOT_FOUND" });
      }
      const theirs = await list(beta, "pageSize=200");
      expect(theirs.items.some((i) => i.id === ours.id)).toBe(false);
      expect(theirs.types).not.toContain("Borne");
      const exported = (await beta.admin.get("/api/instruments/export?search=BORNE")).body;
      expect(exported).not.toContain("BORNE");
      expect((await byReference(alpha, "PAGE-004")).name).toBe(ours.name);
    });

    it("un import écrit exactement une ligne d'audit, avec ses comptes et ses références", async () => {
      const since = (
        await t.database.db
          .select({ seq: schema.auditLogs.seq })
          .from(schema.auditLogs)
          .where(eq(schema.auditLogs.companyId, alpha.companyId))
      ).reduce((max, r) => Math.max(max, r.seq), 0);
      await importCsv(
        alpha,
        csvOf([
          ["Audit 1", "AUDIT-1", "", "", 12, ""],
          ["Audit 2", "AUDIT-2", "", "", 6, ""],
        ]),
      );
      const rows = await t.database.db
        .select()
        .from(schema.auditLogs)
        .where(and(eq(schema.auditLogs.companyId, alpha.companyId), gt(schema.auditLogs.seq, since)));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: "instruments.imported",
        tableName: "instruments",
        newValues: expect.objectContaining({
          created: 2,
          updated: 0,
          createdReferences: ["AUDIT-1", "AUDIT-2"],
        }),
      });
    });
  });
});
