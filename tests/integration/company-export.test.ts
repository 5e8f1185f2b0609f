import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { getTableName, sql } from "drizzle-orm";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sqlRows } from "../../src/server/db/rows";
import { type TenantSession, tenantSession } from "../../src/server/db/tenant";
import { companyArchive } from "../../src/server/domain/companies/company-export";
import type { ExportManifest } from "../../src/server/domain/companies/export-manifest";
import { startCompanyExport } from "../../src/server/domain/companies/export-plan";
import { EXPORTED_TABLES } from "../../src/server/domain/companies/export-tables";
import { actionLabel } from "../../src/shared/audit-actions";
import { ERROR_MESSAGES } from "../../src/shared/messages";
import { createTestApp, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { actorOf } from "../support/people";
import { createTeam, type Team } from "../support/teams";

const FORMULA = "=SOMME(A1:A9)";
const TRICKY = 'Banc « pression » ; 10 bar, "étalon"';

interface Criterion {
  id: number;
  name: string;
}

/**
 * A company with something in every area: instruments (one named like a formula, one with
 * separators and quotes), a calibration recorded, a campaign rated and calculated whose own
 * criterion's grade 1 reads like a formula, and a PDF report generated.
 */
async function populate(team: Team, prefix: string) {
  const instruments: { id: number; reference: string }[] = [];
  for (const [name, reference] of [
    [FORMULA, `${prefix}-FORMULE`],
    [TRICKY, `${prefix}-BANC`],
    [`Thermomètre ${prefix}`, `${prefix}-THERMO`],
  ] as const) {
    const created = await team.admin.post("/api/instruments", {
      name,
      reference,
      type: "Pression",
      location: "Atelier",
      currentPeriod: 12,
      lastCalibrationDate: "2026-01-15",
    });
    expect(created.statusCode, created.body).toBe(201);
    instruments.push(created.json());
  }
  const event = await team.admin.post(`/api/instruments/${instruments[2]!.id}/calibration-events`, {
    date: "2026-03-02",
    provider: "Labo Étalon",
    result: "conforme",
    asFoundError: "-0,25",
    mpe: "0,5",
  });
  expect(event.statusCode, event.body).toBe(201);

  const criterion = await team.admin.post("/api/rating-criteria", {
    criteria: { name: `Traçabilité ${prefix}`, weight: 1, profile: "general" },
    scales: [1, 2, 3, 4, 5].map((grade) => ({
      grade,
      score: grade - 3,
      description: grade === 1 ? FORMULA : `Niveau ${grade}`,
    })),
  });
  expect(criterion.statusCode, criterion.body).toBe(201);
  const created = await team.admin.post("/api/campaigns", {
    name: `Campagne ${prefix}`,
    description: `Revue annuelle ${prefix}`,
    equipment: [
      { name: `Manomètre ${prefix}`, serialNumber: `${prefix}-MAN`, currentPeriod: 12, type: "Pression" },
      { name: `Sonde ${prefix}`, serialNumber: `${prefix}-SON`, currentPeriod: 24, type: "Température" },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const campaign = created.json() as { id: number; name: string };
  const items = (await team.admin.get(`/api/equipment/${campaign.id}`)).json() as { id: number }[];
  const criteria = (await team.admin.get("/api/rating-criteria")).json() as Criterion[];
  const rated = await team.admin.post("/api/equipment-ratings/batch", {
    campaignId: campaign.id,
    ratings: items.flatMap((item, i) =>
      criteria.map((c) => ({ equipmentId: item.id, criteriaId: c.id, grade: ((i + c.id) % 5) + 1 })),
    ),
  });
  expect(rated.statusCode, rated.body).toBe(200);
  const calculated = await team.admin.post(`/api/campaigns/${campaign.id}/calculate-periods`, {
    adjustmentFactor: 1,
  });
  expect(calculated.statusCode, calculated.body).toBe(200);
  const report = await team.admin.post(`/api/campaigns/${campaign.id}/generate-report`, {});
  expect(report.statusCode, report.body).toBe(201);
  return { instruments, campaign, report: report.json() as { id: number; fileName: string } };
}

/** RFC 4180 with semicolons and CRLF, after the byte-order mark: every row, quotes undone. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ";") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      // A line ends with CRLF only, never a bare LF outside quotes.
      expect(char).not.toBe("\n");
      cell += char;
    }
  }
  expect(cell).toBe("");
  expect(row).toEqual([]);
  return rows;
}

/** A CSV as objects by header, each cell as a spreadsheet reads it back (the apostrophe undone). */
function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((cells) => {
    expect(cells).toHaveLength(header!.length);
    return Object.fromEntries(header!.map((name, i) => [name, cells[i]!]));
  });
}

/** A JSON value as the CSV writes it: text as is, null empty, lists and objects as JSON. */
function asCsvText(value: unknown): string {
  if (value === null) return "";
  if (typeof value === "string") return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

interface Archive {
  zip: JSZip;
  manifest: ExportManifest;
  text: (path: string) => Promise<string>;
  json: <T = Record<string, unknown>>(table: string) => Promise<T[]>;
  csv: (table: string) => Promise<Record<string, string>[]>;
  /** Every file's bytes, decompressed. */
  everything: () => Promise<Map<string, Buffer>>;
}

async function readArchive(bytes: Buffer): Promise<Archive> {
  const zip = await JSZip.loadAsync(bytes);
  const text = async (path: string) => {
    const file = zip.file(path);
    expect(file, path).not.toBeNull();
    return file!.async("string");
  };
  const manifest = JSON.parse(await text("manifest.json")) as ExportManifest;
  return {
    zip,
    manifest,
    text,
    json: async (table) => JSON.parse(await text(`json/${table}.json`)),
    csv: async (table) => csvRecords(await text(`csv/${table}.csv`)),
    everything: async () => {
      const files = new Map<string, Buffer>();
      for (const file of Object.values(zip.files))
        if (!file.dir) files.set(file.name, await file.async("nodebuffer"));
      return files;
    },
  };
}

const sameInstant = (a: unknown, b: unknown) =>
  a === null || b === null
    ? expect(a).toBe(b)
    : expect(new Date(a as string).getTime()).toBe(new Date(b as string).getTime());

describe(`Exporter toutes les données de l'entreprise (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  let alphaData: Awaited<ReturnType<typeof populate>>;
  let betaData: Awaited<ReturnType<typeof populate>>;
  let response: Awaited<ReturnType<Client["get"]>>;
  let archive: Archive;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
    alphaData = await populate(alpha, "ALPHA");
    betaData = await populate(beta, "BETA");
    response = await alpha.admin.get("/api/company/export");
    expect(response.statusCode, response.body).toBe(200);
    archive = await readArchive(response.rawPayload);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("répond une archive ZIP en pièce jointe, nommée d'après l'entreprise et le jour à Paris", () => {
    expect(response.headers["content-type"]).toBe("application/zip");
    const day = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="calibra-export-metrologie-alpha-${day}.zip"`,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  });

  it("le manifeste liste chaque fichier avec sa taille et son SHA-256, l'entreprise, l'heure, la migration", async () => {
    const { manifest } = archive;
    expect(manifest).toMatchObject({
      format: "calibra-export",
      version: 1,
      company: { id: alpha.companyId, name: "Métrologie Alpha" },
      exportedBy: { id: alpha.admin.id, name: "Alice Admin" },
    });
    const health = (await alpha.admin.get("/api/health")).json() as { migration: string };
    expect(manifest.migration).toBe(health.migration);
    expect(manifest.migration).toMatch(/^\d{4}_/);
    expect(Math.abs(Date.now() - new Date(manifest.exportedAt).getTime())).toBeLessThan(120_000);

    const files = await archive.everything();
    const listed = manifest.files.map((f) => f.path);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...files.keys()].sort()).toEqual([...listed, "manifest.json"].sort());
    for (const file of manifest.files) {
      const bytes = files.get(file.path)!;
      expect(bytes.length, file.path).toBe(file.size);
      expect(createHash("sha256").update(bytes).digest("hex"), file.path).toBe(file.sha256);
    }
    // Every table, as CSV and as JSON, with its row count.
    expect(manifest.tables.map((table) => table.table)).toEqual(
      EXPORTED_TABLES.map((spec) => getTableName(spec.table)),
    );
    for (const table of manifest.tables) {
      expect(listed).toContain(table.csv);
      expect(listed).toContain(table.json);
      expect(await archive.json(table.table), table.table).toHaveLength(table.rows);
      expect(await archive.csv(table.table), table.table).toHaveLength(table.rows);
    }
    const rows = Object.fromEntries(manifest.tables.map((table) => [table.table, table.rows]));
    // Three instruments added to the Parc, two more by the campaign's equipment.
    expect(rows).toMatchObject({ companies: 1, instruments: 5, campaigns: 1, calculation_runs: 1 });
    expect(rows.users).toBe(5);

    const readme = files.get("LISEZMOI.txt")!.toString("utf8");
    expect(readme).toContain("Métrologie Alpha");
    expect(readme).toContain("point-virgule");
    expect(readme).toContain("manifest.json");
    expect(readme).toContain("rapports/");
    expect(readme).toContain("mots de passe");
  });

  it("CSV : BOM, point-virgule, CRLF, formules neutralisées ; le même contenu que le JSON", async () => {
    const raw = await archive.text("csv/instruments.csv");
    expect(raw.startsWith("\uFEFFid;company_id;reference;name;")).toBe(true);
    expect(raw.endsWith("\r\n")).toBe(true);
    expect(raw).toContain(`;'${FORMULA};`);
    expect(raw).toContain(`"${TRICKY.replaceAll('"', '""')}"`);
    for (const table of archive.manifest.tables) {
      const json = await archive.json(table.table);
      const csv = await archive.csv(table.table);
      json.forEach((record, i) => {
        expect(Object.keys(csv[i]!), table.table).toEqual(Object.keys(record));
        for (const [column, value] of Object.entries(record))
          expect(csv[i]![column], `${table.table}.${column}`).toBe(asCsvText(value));
      });
    }
    // The own criterion's scale as the calculation used it: its formula grade neutralised too.
    const runs = await archive.csv("calculation_runs");
    expect(runs[0]!.criteria).toContain(FORMULA);
  });

  it("instruments, campagnes et résultats : les mêmes que ceux que l'API répond", async () => {
    const page = (await alpha.admin.get("/api/instruments?pageSize=200")).json() as {
      items: Record<string, unknown>[];
    };
    const instruments = await archive.json("instruments");
    expect(instruments.map((i) => i.id).sort()).toEqual(page.items.map((i) => i.id).sort());
    for (const item of page.items) {
      const row = instruments.find((i) => i.id === item.id)!;
      expect(row).toMatchObject({
        company_id: alpha.companyId,
        name: item.name,
        reference: item.reference,
        type: item.type,
        location: item.location,
        current_period: item.currentPeriod,
        last_calibration_date: item.lastCalibrationDate,
        next_due_date: item.nextDueDate,
        quarantined: item.quarantined,
      });
    }
    const events = await archive.json("calibration_events");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ calibrated_on: "2026-03-02", as_found_error: -0.25, mpe: 0.5 });

    const listed = (await alpha.admin.get("/api/campaigns")).json() as Record<string, unknown>[];
    const campaigns = await archive.json("campaigns");
    expect(campaigns.map((c) => c.id)).toEqual(listed.map((c) => c.id));
    for (const campaign of listed) {
      const row = campaigns.find((c) => c.id === campaign.id)!;
      expect(row).toMatchObject({
        name: campaign.name,
        description: campaign.description,
        status: campaign.status,
        created_by: campaign.createdBy,
        equipment_count: campaign.equipmentCount,
        rated_equipment_count: campaign.ratedEquipmentCount,
      });
      sameInstant(row.created_at, campaign.createdAt);
      sameInstant(row.deadline, campaign.deadline);
      // No share token leaves with the campaign.
      expect(Object.keys(row)).not.toContain("share_token");
      expect(Object.keys(row)).not.toContain("rating_token");
      expect(Object.keys(row)).not.toContain("rater_secret");
    }

    const calculated = await alpha.admin.get(`/api/campaigns/${alphaData.campaign.id}/calibration-results`);
    expect(calculated.statusCode, calculated.body).toBe(200);
    const answer = calculated.json() as { results: Record<string, unknown>[] };
    expect(answer.results.length).toBe(2);
    const results = await archive.json("calibration_results");
    const runId = (campaigns[0] as { current_run_id: number }).current_run_id;
    for (const result of answer.results) {
      const row = results.find((r) => r.id === result.id)!;
      expect(row).toMatchObject({
        campaign_id: result.campaignId,
        run_id: runId,
        equipment_id: result.equipmentId,
        current_period: result.currentPeriod,
        new_period: result.newPeriod,
        forced_period: result.forcedPeriod,
        global_score: result.globalScore,
        adjustment_factor: result.adjustmentFactor,
        calculated_by: result.calculatedBy,
      });
      sameInstant(row.calculated_at, result.calculatedAt);
    }
    const ratings = await archive.json("equipment_ratings");
    const criteria = await archive.json("rating_criteria");
    expect(ratings).toHaveLength(2 * criteria.length);
  });

  it("le fichier de chaque rapport, octet pour octet celui que le téléchargement donne", async () => {
    const download = await alpha.admin.get(`/api/reports/${alphaData.report.id}/download`);
    expect(download.statusCode).toBe(200);
    const file = archive.manifest.files.find((f) => f.reportId === alphaData.report.id)!;
    expect(file.path).toMatch(new RegExp(`^rapports/${alphaData.report.id}-rapport-.*\\.pdf$`));
    const bytes = await archive.zip.file(file.path)!.async("nodebuffer");
    expect(bytes.equals(download.rawPayload)).toBe(true);
    const [report] = await archive.json("reports");
    expect(report).toMatchObject({ id: alphaData.report.id, status: "completed" });
    // The stored file's hash, once the report keeps one, is the archived file's.
    if (report!.sha256 !== null) expect(report!.sha256).toBe(file.sha256);
  });

  it("aucun secret : ni empreinte de mot de passe, ni session, ni jeton", async () => {
    const db = t.database.db;
    const secrets = [
      ...(
        await sqlRows(
          db,
          z.object({ secret: z.string() }),
          sql`select password_hash as secret from password_credentials
              union all select sid from sessions union all select token_hash from login_tokens
              union all select share_token from campaigns union all select rating_token from campaigns
              union all select rater_secret from campaigns union all select token from share_links
              union all select token from calendar_feeds`,
        )
      ).map((row) => row.secret),
      alpha.admin.cookie!,
    ];
    expect(secrets.length).toBeGreaterThan(10);
    const files = await archive.everything();
    for (const [path, bytes] of files) {
      const content = bytes.toString("latin1");
      for (const secret of secrets)
        expect(content.includes(secret), `${path} contient un secret`).toBe(false);
      expect(content).not.toMatch(/password_hash|\$argon2/);
    }
    expect(Object.keys((await archive.json("users"))[0]!)).toEqual([
      "id",
      "email",
      "first_name",
      "last_name",
      "profile_image_url",
      "roles",
      "company_id",
      "status",
      "last_login",
      "created_at",
      "updated_at",
    ]);
  });

  it("rien d'une autre entreprise", async () => {
    const files = await archive.everything();
    const betaEmails = (
      await sqlRows(
        t.database.db,
        z.object({ email: z.string() }),
        sql`select email from users where company_id = ${beta.companyId}`,
      )
    ).map((row) => row.email);
    expect(betaEmails).toHaveLength(5);
    for (const [path, bytes] of files) {
      const content = bytes.toString("utf8");
      for (const foreign of [
        "Laboratoire Bêta",
        "BETA-",
        "Campagne BETA",
        betaData.report.fileName,
        ...betaEmails,
      ])
        expect(content.includes(foreign), `${path} contient « ${foreign} »`).toBe(false);
    }
    for (const table of archive.manifest.tables) {
      const column = table.table === "companies" ? "id" : "company_id";
      for (const row of await archive.json(table.table))
        expect(row[column], table.table).toBe(alpha.companyId);
    }
    expect(archive.manifest.files.filter((f) => f.reportId !== undefined)).toHaveLength(1);
  });

  it("l'export est inscrit au journal, et l'archive contient le journal chaîné jusqu'à cette entrée", async () => {
    const trail = await archive.json<{ seq: number; prev_hash: string; hash: string; action: string }>(
      "audit_logs",
    );
    trail.forEach((entry, i) => {
      expect(entry.seq).toBe(i + 1);
      expect(entry.prev_hash).toBe(i === 0 ? "0".repeat(64) : trail[i - 1]!.hash);
    });
    const last = trail.at(-1)!;
    expect(last).toMatchObject({
      action: "company.exported",
      user_id: alpha.admin.id,
      table_name: "companies",
    });
    expect(archive.manifest.auditTrail).toEqual({ lastSeq: last.seq, lastHash: last.hash });
    const [stored] = await sqlRows(
      t.database.db,
      z.object({ description: z.string(), created_at: z.string() }),
      sql`select description, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
            from audit_logs where company_id = ${alpha.companyId} and seq = ${last.seq}`,
    );
    expect(stored!.description).toContain(response.headers["content-disposition"]!.match(/"(.+)"/)![1]!);
    // The instant to the microsecond, as the trail's hash covers it.
    expect(last).toMatchObject({ created_at: stored!.created_at });
    expect(await archive.json("audit_checkpoints")).toEqual(expect.any(Array));
    // The journal's event trail shows it, with its French label known.
    const journal = await alpha.admin.get("/api/audit/events?action=company.exported");
    expect(journal.statusCode, journal.body).toBe(200);
    const events = (journal.json() as { events: { seq: number; action: string }[] }).events;
    expect(events.map((e) => e.seq)).toContain(last.seq);
    expect(actionLabel("company.exported")).toBe("Export de toutes les données de l'entreprise");
  });

  it("réservé aux administrateurs : 403 en français pour les autres rôles, 401 sans session", async () => {
    for (const role of ["campaign_initiator", "equipment_manager", "equipment_user", "user"] as const) {
      const refused = await alpha.as[role].get("/api/company/export");
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json()).toEqual({ message: ERROR_MESSAGES.FORBIDDEN, code: "FORBIDDEN" });
    }
    const anonymous = await new Client(t.app).get("/api/company/export");
    expect(anonymous.statusCode).toBe(401);
    // A bad character in the address: a French 400, never an export nor a 500.
    const invalid = await alpha.admin.get("/api/company/export?recherche=valeur%00");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      message: "Le texte contient un caractère invalide.",
      code: "VALIDATION_FAILED",
      field: "recherche",
    });
    // Bêta's administrator gets Bêta's data only.
    const other = await beta.admin.get("/api/company/export");
    expect(other.statusCode).toBe(200);
    const theirs = await readArchive(other.rawPayload);
    expect(theirs.manifest.company).toEqual({ id: beta.companyId, name: "Laboratoire Bêta" });
    const content = [...(await theirs.everything()).values()].map((b) => b.toString("utf8")).join("\n");
    expect(content).not.toContain("Métrologie Alpha");
    expect(content).not.toContain("ALPHA-");
  });

  it("par tranches de quelques lignes, chacune dans sa transaction : les mêmes lignes", async () => {
    const session = tenantSession(t.database.db, {
      companyId: alpha.companyId,
      actor: actorOf({ id: alpha.admin.id }),
    });
    const plan = await session.transaction((scope) => startCompanyExport(scope, { migration: null }));
    const chunks: Buffer[] = [];
    for await (const chunk of companyArchive(session, plan, { slice: 2 })) chunks.push(chunk);
    const sliced = await readArchive(Buffer.concat(chunks));
    for (const table of archive.manifest.tables) {
      const before = await archive.json(table.table);
      const now = await sliced.json(table.table);
      if (table.table === "audit_logs") {
        // The trail has grown since (refused calls, this export), never changed.
        expect(now.slice(0, before.length)).toEqual(before);
        expect(now.at(-1)).toMatchObject({ action: "company.exported", seq: plan.auditHead.seq });
      } else expect(now, table.table).toEqual(before);
    }
  });

  it("écrit l'archive à mesure qu'il lit : les premiers octets avant toute tranche, rien de laissé si l'on abandonne", async () => {
    const session = tenantSession(t.database.db, {
      companyId: alpha.companyId,
      actor: actorOf({ id: alpha.admin.id }),
    });
    let transactions = 0;
    const counting: TenantSession = {
      ...session,
      transaction: (work) => {
        transactions++;
        return session.transaction(work);
      },
    };
    const plan = await session.transaction((scope) => startCompanyExport(scope, { migration: null }));
    const spools = async () =>
      new Set((await readdir(tmpdir())).filter((name) => name.startsWith("calibra-export-")));
    const before = await spools();

    const iterator = companyArchive(counting, plan, { slice: 2 })[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.done).toBe(false);
    expect((first.value as Buffer).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(transactions).toBe(0);
    // A few slices in, the download is abandoned: the temporary files go with it.
    while (transactions < 5) expect((await iterator.next()).done).toBe(false);
    expect([...(await spools())].filter((name) => !before.has(name))).toHaveLength(1);
    await iterator.return(undefined as never);
    expect([...(await spools())].filter((name) => !before.has(name))).toEqual([]);
  });
});
