import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findReportByHash } from "../../src/server/domain/reports/verify-report-file";
import { SIGNATURE_MEANINGS } from "../../src/shared/signatures";
import { createTestApp, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ");

/** The text of a PDF as pdftotext (poppler) reads it, every run of spaces as one. */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "calibra-pdf-"));
  const file = join(dir, "rapport.pdf");
  writeFileSync(file, bytes);
  return squash(execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }));
}

interface ListedReport {
  id: number;
  type: string;
  number: string | null;
  sha256: string | null;
  checkpoint: { position: number; hash: string } | null;
}

/**
 * Traceable reports (issue 23): a number per company, the calculation used with its criteria
 * version, forced periods with who, when and why, who applied and their signature, rating times,
 * the measurements received, the time zone of every time, a closing block with the content's
 * SHA-256 and the trail's checkpoint, contributions that add up to G, and each file's SHA-256 in the
 * list and in the trail, checked by `npm run report:verify`. HTML, PDF (pdftotext) and Excel
 * (exceljs) alike.
 */
describe(`Rapports traçables (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  let campaignId: number;
  let reports: ListedReport[];
  const files = new Map<string, Buffer>();
  let results: {
    equipmentId: number;
    serialNumber: string;
    globalScore: number;
    explanation?: unknown;
  }[];
  const year = new Date().toLocaleDateString("fr-FR", { timeZone: "Europe/Paris", year: "numeric" });

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
    const criteria: { id: number }[] = (await alpha.admin.get("/api/rating-criteria")).json();
    const created = await alpha.admin.post("/api/campaigns", {
      name: "Campagne traçable",
      equipment: [
        { name: "Balance de précision", serialNumber: "BAL-0002", currentPeriod: 12 },
        { name: "Manomètre atelier", serialNumber: "MAN-0001", currentPeriod: 24 },
        { name: "Sonde PT100", serialNumber: "SON-0003", currentPeriod: 6 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    campaignId = created.json().id;
    const items: { id: number; serialNumber: string }[] = (
      await alpha.admin.get(`/api/equipment/${campaignId}`)
    ).json();
    // Three criteria with different grades: contributions that do not fall on round thousandths.
    const grades = [
      [2, 5, 4],
      [4, 3, 1],
      [5, 2, 3],
    ];
    const rated = await alpha.admin.post("/api/equipment-ratings/batch", {
      campaignId,
      ratings: items.flatMap((item, i) =>
        grades[i]!.map((grade, c) => ({ equipmentId: item.id, criteriaId: criteria[c]!.id, grade })),
      ),
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const links = (await alpha.admin.get(`/api/campaigns/${campaignId}/share-links`)).json();
    const visitor = new Client(t.app, { ip: "203.0.113.9" });
    const measured = await visitor.post(`/api/campaigns/${links.measurement.token}/measurements`, {
      operatorName: "Léa Martin",
      equipmentId: items[1]!.id,
      value: "10,0125",
      unit: "bar",
    });
    expect(measured.statusCode, measured.body).toBe(201);
    expect(
      (await alpha.admin.post(`/api/campaigns/${campaignId}/calculate-periods`, { adjustmentFactor: 1 }))
        .statusCode,
    ).toBe(200);
    const forced = await alpha.admin.patch(`/api/campaigns/${campaignId}/update-forced-periods`, {
      updates: [{ equipmentId: items[2]!.id, forcedPeriod: 9 }],
      reason: "Dérive observée en atelier",
    });
    expect(forced.statusCode, forced.body).toBe(200);
    const applied = await alpha.admin.post(`/api/campaigns/${campaignId}/apply-periods`, {
      signature: { password: "mot-de-passe-solide" },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    results = (await alpha.admin.get(`/api/campaigns/${campaignId}/calibration-results`)).json().results;

    for (const format of ["pdf", "xlsx", "html"]) {
      const generated = await alpha.admin.post(`/api/campaigns/${campaignId}/generate-report`, { format });
      expect(generated.statusCode, generated.body).toBe(201);
      expect(generated.json()).toMatchObject({ number: expect.stringMatching(/^RAP-\d{4}-\d{4}$/) });
      const download = await alpha.admin.get(generated.json().downloadUrl);
      expect(download.statusCode).toBe(200);
      files.set(format, download.rawPayload);
    }
    reports = (await alpha.admin.get("/api/reports")).json();
  }, 120_000);
  afterAll(() => t?.close());

  it("numérote les rapports par entreprise et par année, et liste l'empreinte SHA-256 de chaque fichier", async () => {
    const byType = new Map(reports.map((r) => [r.type, r]));
    expect(reports.map((r) => r.number).sort()).toEqual([
      `RAP-${year}-0001`,
      `RAP-${year}-0002`,
      `RAP-${year}-0003`,
    ]);
    for (const [format, bytes] of files) {
      const listed = byType.get(format)!;
      expect(listed.sha256).toBe(sha256(bytes));
      expect(listed.checkpoint).toMatchObject({
        position: expect.any(Number),
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    }
    // Another company numbers its own from 1, and sees none of these.
    const other = await beta.admin.post("/api/campaigns", {
      name: "Autre",
      equipment: [{ name: "Pied à coulisse", serialNumber: "PAC-1", currentPeriod: 12 }],
    });
    const report = await beta.admin.post(`/api/campaigns/${other.json().id}/generate-report`, {
      format: "html",
    });
    expect(report.json().number).toBe(`RAP-${year}-0001`);
    expect((await beta.admin.get("/api/reports")).json()).toHaveLength(1);
    expect((await beta.admin.get(`/api/reports/${reports[0]!.id}/download`)).statusCode).toBe(404);
  });

  it("le PDF, lu par pdftotext, dit qui a fait quoi et quand, et se clôt sur ses empreintes", () => {
    const text = pdfText(files.get("pdf")!);
    const listed = reports.find((r) => r.type === "pdf")!;
    for (const expected of [
      listed.number!,
      "Traçabilité",
      "Calcul utilisé",
      "Lancé par",
      "Version des critères : poids et barème note → score",
      "Dérive observée en atelier",
      `Signé par Alice Admin le`,
      `« ${SIGNATURE_MEANINGS.periods} »`,
      "Léa Martin",
      "Lien de saisie",
      "10,0125",
      "Clôture du rapport",
      // The decision rule of conformity in force (decision 032).
      "Règle de décision de la conformité",
      "Acceptation simple (w = 0) (règle de l'entreprise)",
      // The interval methods' proposals of each equipment (decision 034).
      "Méthodes d'intervalle : les périodes proposées",
      "Empreinte SHA-256 du contenu",
      listed.checkpoint!.hash,
      "(score +",
    ])
      expect(text, expected).toContain(expected);
    // Every time says its zone.
    expect(text).toMatch(/\d\d\/\d\d\/\d{4} \d\d:\d\d UTC\+[12]/);
    expect(text).not.toMatch(/\d\d\/\d\d\/\d{4} \d\d:\d\d (?!UTC)/);
  });

  it("le classeur Excel a les contributions par critère, dont la somme est le G de l'API, et sa feuille de traçabilité", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(files.get("xlsx")! as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Contributions")!;
    const sums = new Map<string, number>();
    for (let r = 2; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      const reference = String(row.getCell(2).value);
      sums.set(reference, (sums.get(reference) ?? 0) + Number(row.getCell(9).value));
    }
    expect(sums.size).toBe(3);
    for (const result of results)
      expect(Math.round(sums.get(result.serialNumber)! * 1000), result.serialNumber).toBe(
        Math.round(result.globalScore * 1000),
      );
    const trace: string[] = [];
    workbook.getWorksheet("Traçabilité")!.eachRow((row) => {
      row.eachCell((cell) => {
        trace.push(String(cell.value));
      });
    });
    const all = trace.join(" | ");
    const listed = reports.find((r) => r.type === "xlsx")!;
    for (const expected of [
      listed.number!,
      "Dérive observée en atelier",
      "Léa Martin",
      listed.checkpoint!.hash,
    ])
      expect(all).toContain(expected);
    const ratings = workbook.getWorksheet("Notations")!;
    expect(ratings.getRow(1).getCell(10).value).toBe("Notée le (heure de Paris)");
    expect(ratings.getRow(2).getCell(10).value).toBeInstanceOf(Date);
  });

  it("le HTML montre les contributions qui s'additionnent au G affiché et le bloc de clôture", async () => {
    const window = new Window();
    const document = window.document;
    document.write(files.get("html")!.toString("utf8"));
    for (const article of document.querySelectorAll("#detail article.equipment")) {
      const rows = [...article.querySelectorAll("tbody tr")];
      const parts = rows.map((row) => [...row.querySelectorAll("td")].at(-1)!.textContent);
      const total = article.querySelector("tfoot td")!.textContent;
      const value = (s: string) => Number(s.replace("−", "-").replace("+", "").replace(",", "."));
      const sum = parts.reduce((acc, part) => acc + value(part), 0);
      expect(Math.round(sum * 1000), article.querySelector("h3")!.textContent).toBe(
        Math.round(value(total) * 1000),
      );
    }
    const closing = squash(document.querySelector("#cloture")!.textContent);
    await window.happyDOM.close();
    const listed = reports.find((r) => r.type === "html")!;
    expect(closing).toContain(listed.number!);
    expect(closing).toContain(listed.checkpoint!.hash);
    expect(closing).toMatch(/Empreinte SHA-256 du contenu ?[0-9a-f]{64}/);
  });

  it("npm run report:verify reconnaît un fichier intact et refuse un fichier modifié", async () => {
    const pdf = files.get("pdf")!;
    const listed = reports.find((r) => r.type === "pdf")!;
    const [found] = await findReportByHash(t.database.db, sha256(pdf));
    expect(found).toMatchObject({
      companyId: alpha.companyId,
      number: listed.number,
      reportId: listed.id,
      checkpointHash: listed.checkpoint!.hash,
    });
    const altered = Buffer.from(pdf);
    altered[altered.length - 10] = altered[altered.length - 10]! ^ 1;
    expect(await findReportByHash(t.database.db, sha256(altered))).toEqual([]);

    const dir = mkdtempSync(join(tmpdir(), "calibra-verify-"));
    writeFileSync(join(dir, "intact.pdf"), pdf);
    writeFileSync(join(dir, "modifie.pdf"), altered);
    const run = (args: string[]) =>
      spawnSync("node", ["--import", "tsx", "scripts/verify-report.ts", ...args], {
        encoding: "utf8",
        env: { ...process.env, LOG_LEVEL: "silent", ...(t.database.url && { DATABASE_URL: t.database.url }) },
      });
    // A changed copy fails against the hash the list shows, without the database (exit 1).
    const offline = run([join(dir, "modifie.pdf"), "--sha256", listed.sha256!]);
    expect(offline.status, offline.stderr).toBe(1);
    expect(offline.stdout).toContain("ne correspond pas");
    // With the database, the intact copy is named by its report.
    if (t.database.url) {
      const online = run([join(dir, "intact.pdf")]);
      expect(online.status, online.stderr).toBe(0);
      expect(online.stdout).toContain(`Rapport ${listed.number}`);
    }
  });
});
