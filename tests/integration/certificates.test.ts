import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import type { CertificateImport } from "../../src/shared/api/calibration-events";
import type { InstrumentDetail } from "../../src/shared/api/instrument-detail";
import type { Instrument } from "../../src/shared/api/instruments";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { expectErrorContract } from "../support/error-contract";
import { readPdf } from "../support/pdf-text";
import { createTeam, type Team } from "../support/teams";

const FIXTURES = join(import.meta.dirname, "../fixtures/dcc");
const fixture = (name: string) => readFileSync(join(FIXTURES, name), "utf8");
const THERMOMETER = fixture("thermometre-3.3.xml");
const MANOMETER = fixture("manometre-3.2.xml");
const HEADER = "nom,reference,type,emplacement,periode_mois,dernier_etalonnage";

describe(`Certificats d'étalonnage numériques (DCC) (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Chimie Rhône");
    beta = await createTeam(t, "Laboratoire Bêta");
    for (const team of [alpha, beta]) {
      const csv = `${HEADER}\nThermomètre Pt100,TH-0007,Thermomètre,Labo,12,2025-03-01\nManomètre 0-10 bar,MA-0012,Manomètre,Atelier,12,2024-11-01\nThermomètre de secours,TH-0099,Thermomètre,Labo,12,2025-03-01\n`;
      expect((await team.admin.post("/api/instruments/import", { csv })).statusCode).toBe(200);
      for (const [type, lower, upper] of [
        ["Thermomètre", "-0,3", "0,3"],
        ["Manomètre", "-0,025", "0,025"],
      ] as const)
        expect(
          (
            await team.admin.put("/api/settings/decision-rules/types", {
              type,
              toleranceLower: lower,
              toleranceUpper: upper,
            })
          ).statusCode,
        ).toBe(200);
    }
    const page = (await alpha.admin.get("/api/instruments?pageSize=50")).json();
    for (const item of page.items as Instrument[]) ids[item.reference] = item.id;
  });
  afterAll(() => t?.close());

  const send = (team: Team, url: string, xml: string, contentType = "application/xml") =>
    team.admin.request("POST", url, xml, { "content-type": contentType });
  const counts = async (companyId: number) => ({
    events: (
      await t.database.db
        .select()
        .from(schema.calibrationEvents)
        .where(eq(schema.calibrationEvents.companyId, companyId))
    ).length,
    certificates: (
      await t.database.db
        .select()
        .from(schema.calibrationCertificates)
        .where(eq(schema.calibrationCertificates.companyId, companyId))
    ).length,
  });

  it("importe un DCC 3.3 sur sa fiche : points trouvés et laissés, U, k, unités, date, laboratoire ; un point hors tolérance ouvre la revue", async () => {
    const response = await send(
      alpha,
      `/api/instruments/${ids["TH-0007"]}/certificates?fileName=LML-2026-0042.xml`,
      THERMOMETER,
    );
    expect(response.statusCode, response.body).toBe(201);
    const answer: CertificateImport = response.json();
    expect(answer).toMatchObject({ created: true, instrumentId: ids["TH-0007"] });
    const event = answer.event;
    expect(event).toMatchObject({
      date: "2026-03-10",
      provider: "Laboratoire Métrologie Lyon",
      certificateReference: "LML-2026-0042",
      result: "non_conforme",
      decisionRule: "simple",
      decision: "non_conforme",
      asLeftDecision: "conforme",
    });
    expect(event.impactReviewId).not.toBeNull();
    const found = event.points.filter((p) => p.phase === "asFound");
    const left = event.points.filter((p) => p.phase === "asLeft");
    expect(
      found.map((p) => [
        p.nominal,
        p.reference,
        p.indication,
        p.error,
        p.expandedUncertainty,
        p.coverageFactor,
      ]),
    ).toEqual([
      [0, 0.012, 0.09, 0.078, 0.05, 2],
      [50, 50.004, 50.16, 0.156, 0.05, 2],
      [100, 99.987, 100.41, 0.423, 0.06, 2],
    ]);
    expect(found.map((p) => p.unit)).toEqual(["°C", "°C", "°C"]);
    expect(found.map((p) => p.decision)).toEqual(["conforme", "conforme", "non_conforme"]);
    expect(left.map((p) => p.error)).toEqual([0.022, 0.044, 0.059]);
    expect(left.every((p) => p.decision === "conforme" && p.toleranceUpper === 0.3)).toBe(true);
    expect(event.certificate).toMatchObject({
      uniqueIdentifier: "LML-2026-0042",
      schemaVersion: "3.3.0",
      laboratory: "Laboratoire Métrologie Lyon",
      fileName: "LML-2026-0042.xml",
      sha256: createHash("sha256").update(Buffer.from(THERMOMETER, "utf8")).digest("hex"),
    });
    expect(event.certificate!.statements.map((s) => s.conformity)).toEqual(["fail", "pass", null]);
    const detail: InstrumentDetail = (await alpha.admin.get(`/api/instruments/${ids["TH-0007"]}`)).json();
    expect(detail.quarantined).toBe(true);
    // One call, one row of the trail: the certificate, its hash and the event it gave.
    const [audit] = await t.database.db
      .select()
      .from(schema.auditLogs)
      .where(eq(schema.auditLogs.action, "calibration_certificate.imported"));
    expect(audit).toMatchObject({ tableName: "calibration_events", recordId: String(event.id) });
    expect(audit!.description).toContain(
      "Certificat numérique LML-2026-0042 (Laboratoire Métrologie Lyon, DCC 3.3.0, 6 point(s)) importé",
    );
    expect(audit!.newValues).toMatchObject({
      certificate: { sha256: event.certificate!.sha256 },
      result: "non_conforme",
    });
    // The label says the last decision and its rule; the campaign reports state the rules.
    const labels = await alpha.admin.get(`/api/instruments/labels.pdf?ids=${ids["TH-0007"]}`);
    expect(labels.statusCode).toBe(200);
    expect((await readPdf(labels.rawPayload)).pages[0]).toContain("Non conforme · règle w = 0");
    // The file is kept as received, and downloads as it was.
    const file = await alpha.admin.get(
      `/api/instruments/${ids["TH-0007"]}/certificates/${event.certificate!.id}/file`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("application/xml");
    expect(file.body).toBe(THERMOMETER);
  });

  it("le même certificat une seconde fois ne crée rien (200), sur la fiche comme en import groupé", async () => {
    const before = await counts(alpha.companyId);
    const again = await send(alpha, `/api/instruments/${ids["TH-0007"]}/certificates`, THERMOMETER);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ created: false, instrumentId: ids["TH-0007"] });
    const bulk = await send(alpha, "/api/certificates", THERMOMETER, "text/xml");
    expect(bulk.statusCode).toBe(200);
    expect(await counts(alpha.companyId)).toEqual(before);
  });

  it("importe un DCC 3.2 en import groupé, rattaché à l'instrument du propriétaire ; incertitude en intervalle de couverture", async () => {
    const response = await send(alpha, "/api/certificates?fileName=manometre.xml", MANOMETER);
    expect(response.statusCode, response.body).toBe(201);
    const { event, instrumentId }: CertificateImport = response.json();
    expect(instrumentId).toBe(ids["MA-0012"]);
    expect(event).toMatchObject({
      date: "2025-11-04",
      provider: "Laboratoire Pression Grenoble",
      certificateReference: "LPG-2025-1187",
      result: "conforme",
      certificate: expect.objectContaining({ schemaVersion: "3.2.0" }),
    });
    expect(
      event.points.map((p) => [p.phase, p.nominal, p.error, p.expandedUncertainty, p.coverageFactor, p.unit]),
    ).toEqual([
      ["asFound", 2, 0.0069, 0.004, 2, "bar"],
      ["asFound", 5, 0.0122, 0.005, 2, "bar"],
      ["asFound", 8, 0.0158, 0.006, 2, "bar"],
    ]);
  });

  it("refuse sans rien écrire : fichier mal formé, XML étranger, entités, version non prise en charge, autre instrument, autre entreprise", async () => {
    const before = await counts(alpha.companyId);
    const refusals: [string, string, string][] = [
      [`/api/instruments/${ids["TH-0099"]}/certificates`, fixture("malformed.xml"), "CERTIFICATE_INVALID"],
      [`/api/instruments/${ids["TH-0099"]}/certificates`, fixture("flux-atom.xml"), "CERTIFICATE_INVALID"],
      [`/api/instruments/${ids["TH-0099"]}/certificates`, fixture("entities.xml"), "CERTIFICATE_INVALID"],
      [`/api/instruments/${ids["TH-0099"]}/certificates`, fixture("version-2.4.xml"), "CERTIFICATE_INVALID"],
      [`/api/instruments/${ids["TH-0099"]}/certificates`, MANOMETER, "CERTIFICATE_OTHER_INSTRUMENT"],
      [`/api/instruments/${ids["TH-0099"]}/certificates`, THERMOMETER, "CERTIFICATE_OTHER_INSTRUMENT"],
    ];
    for (const [url, xml, code] of refusals) {
      const response = await send(alpha, url, xml);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().code, response.body).toBe(code);
      expect(response.json().message).toMatch(/ (le|la|les|du|de|des|un|une|ce|cet) /i);
      // The reader's refusals are sentences of the catalogue (DCC_MESSAGES), like every error answer.
      expectErrorContract(response, { field: false, what: `${url} ${xml.slice(0, 120)}` });
    }
    // Another company's instrument: 404, and its file is nothing to it.
    expect(
      (await send(beta, `/api/instruments/${ids["TH-0007"]}/certificates`, THERMOMETER)).statusCode,
    ).toBe(404);
    expect((await beta.admin.get(`/api/instruments/${ids["TH-0007"]}/certificates/1/file`)).statusCode).toBe(
      404,
    );
    // A JSON body is not a certificate; a role that may not import gets 403.
    expect(
      (await alpha.admin.post(`/api/instruments/${ids["TH-0099"]}/certificates`, { xml: "x" })).statusCode,
    ).toBe(400);
    const technician = await alpha.as.equipment_user.request("POST", "/api/certificates", MANOMETER, {
      "content-type": "application/xml",
    });
    expect(technician.statusCode).toBe(403);
    expect(await counts(alpha.companyId)).toEqual(before);
  });

  it("une autre entreprise importe le même fichier pour son propre instrument, sans voir celui d'Alpha", async () => {
    const response = await send(beta, "/api/certificates", THERMOMETER);
    expect(response.statusCode, response.body).toBe(201);
    const answer: CertificateImport = response.json();
    expect(answer.instrumentId).not.toBe(ids["TH-0007"]);
    expect((await counts(beta.companyId)).certificates).toBe(1);
  });
});

describe(`Un étalonnage exporté en certificat numérique (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Chimie Rhône & Associés");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(() => t?.close());

  it("exporte un étalonnage en squelette DCC 3.3 que le lecteur relit, et ses points en classeur Excel", async () => {
    const csv = `${HEADER}\nManomètre 0-10 bar,MA-0100,Manomètre,Atelier,12,2025-01-10\n`;
    expect((await alpha.admin.post("/api/instruments/import", { csv })).statusCode).toBe(200);
    const [instrument] = (await alpha.admin.get("/api/instruments?search=MA-0100")).json()
      .items as Instrument[];
    const recorded = await alpha.admin.post(`/api/instruments/${instrument!.id}/calibration-events`, {
      date: "2026-02-03",
      provider: "Laboratoire Pression Grenoble",
      certificateReference: "LPG-2026-0007",
      points: [
        {
          phase: "asFound",
          nominal: 5,
          reference: "5",
          indication: "5,02",
          unit: "bar",
          expandedUncertainty: "0,01",
          mpe: "0,05",
        },
        {
          phase: "asFound",
          nominal: 8,
          reference: "8",
          indication: "8,03",
          unit: "bar",
          expandedUncertainty: "0,01",
          mpe: "0,05",
        },
      ],
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const url = `/api/instruments/${instrument!.id}/calibration-events/${recorded.json().id}/dcc`;
    const xml = await alpha.admin.get(url);
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.headers["content-type"]).toContain("application/xml");
    expect(xml.headers["content-disposition"]).toContain("dcc-MA-0100-2026-02-03.xml");
    const { readDcc } = await import("../../src/server/domain/certificates/read-dcc");
    const read = readDcc(xml.body);
    expect(read).toMatchObject({
      schemaVersion: "3.3.0",
      uniqueIdentifier: "LPG-2026-0007",
      calibrationDate: "2026-02-03",
      laboratory: "Laboratoire Pression Grenoble",
    });
    expect(read.items[0]!.identifications).toContainEqual(
      expect.objectContaining({ issuer: "customer", value: "MA-0100" }),
    );
    expect(
      read.points.map((p) => [
        p.phase,
        p.reference,
        p.indication,
        p.error,
        p.expandedUncertainty,
        p.coverageFactor,
      ]),
    ).toEqual([
      ["asFound", 5, 5.02, 0.02, 0.01, 2],
      ["asFound", 8, 8.03, 0.03, 0.01, 2],
    ]);
    expect(xml.body).toContain("Chimie Rhône &amp; Associés");

    const workbook = await alpha.admin.get(`${url}?format=xlsx`);
    expect(workbook.statusCode).toBe(200);
    expect(workbook.headers["content-type"]).toContain("spreadsheetml");
    const ExcelJS = (await import("exceljs")).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(workbook.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain("Règle de décision");
    expect(sheet.getRow(2).getCell(9).value).toBe(0.02);
    expect(sheet.getRow(3).getCell(19).value).toBe("Conforme");

    // Another company: 404; an unknown format: a French 400.
    expect((await beta.admin.get(url)).statusCode).toBe(404);
    const wrong = await alpha.admin.get(`${url}?format=pdf`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: "format" });
  });
});

describe(`Un certificat envoyé comme fichier de formulaire (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Pression Alpes");
    const csv = `${HEADER}\nManomètre 0-10 bar,MA-0012,Manomètre,Atelier,12,2024-11-01\n`;
    expect((await alpha.admin.post("/api/instruments/import", { csv })).statusCode).toBe(200);
    await alpha.admin.put("/api/settings/decision-rules/types", {
      type: "Manomètre",
      toleranceLower: "-0,025",
      toleranceUpper: "0,025",
    });
  });
  afterAll(() => t?.close());

  const form = (file: string | null, name = "manometre.xml") => {
    const boundary = "----calibra-form";
    const parts = [
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nimport\r\n`,
      ...(file === null
        ? []
        : [
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/xml\r\n\r\n${file}\r\n`,
          ]),
      `--${boundary}--\r\n`,
    ];
    return { body: parts.join(""), type: `multipart/form-data; boundary=${boundary}` };
  };

  it("importe le fichier d'un formulaire (multipart/form-data), sous son nom ; un formulaire sans fichier est refusé en français", async () => {
    const upload = form(MANOMETER, "LPG-2025-1187.xml");
    const response = await alpha.admin.request("POST", "/api/certificates", upload.body, {
      "content-type": upload.type,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as CertificateImport).event.certificate).toMatchObject({
      fileName: "LPG-2025-1187.xml",
      uniqueIdentifier: "LPG-2025-1187",
      sha256: createHash("sha256").update(Buffer.from(MANOMETER, "utf8")).digest("hex"),
    });
    // A form without its boundary is unreadable: a French 400, never a 500.
    const broken = await alpha.admin.request("POST", "/api/certificates", "x", {
      "content-type": "multipart/form-data",
    });
    expect(broken.statusCode, broken.body).toBe(400);
    expectErrorContract(broken, { field: false });
    expect(broken.json()).toMatchObject({
      code: "CERTIFICATE_INVALID",
      message: "Le formulaire envoyé est illisible : joignez le fichier XML du certificat.",
    });
    const empty = form(null);
    const refused = await alpha.admin.request("POST", "/api/certificates", empty.body, {
      "content-type": empty.type,
    });
    expect(refused.statusCode).toBe(400);
    expectErrorContract(refused, { field: false });
    expect(refused.json()).toMatchObject({
      code: "CERTIFICATE_INVALID",
      message: "Le formulaire ne contient aucun fichier : joignez le fichier XML du certificat.",
    });
  });
});
