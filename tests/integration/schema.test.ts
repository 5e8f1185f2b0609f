import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appliedMigration,
  type Database,
  latestMigration,
  migrateDatabase,
} from "../../src/server/db/client";
import { createEmptyDatabase, type TestDatabase } from "../support/database";
import { ENGINE } from "../support/engines";
import { GLOBAL_TABLES } from "../support/fixtures";

/**
 * Spec §3 as a catalogue: every entity's columns with their kind, whether they may be null and their
 * default. Kinds: text (varchar or text), integer (integer or smallint), timestamp (with time zone),
 * date, json, bytea, text[] and numeric(p,s).
 */
type Kind =
  | "text"
  | "integer"
  | "timestamp"
  | "date"
  | "json"
  | "bytea"
  | "text[]"
  | `numeric(${number},${number})`;
interface Column {
  kind: Kind;
  required?: boolean;
  default?: RegExp;
}
const c = (kind: Kind, extra: Omit<Column, "kind"> = {}): Column => ({ kind, ...extra });
const NOW = /^(now\(\)|CURRENT_TIMESTAMP)$/;
const tenant = { company_id: c("integer", { required: true }) };

const SPEC: Record<string, Record<string, Column>> = {
  users: {
    id: c("text", { required: true }),
    email: c("text", { required: true }),
    first_name: c("text"),
    last_name: c("text"),
    profile_image_url: c("text"),
    roles: c("text[]", { required: true, default: /^ARRAY\['user'/ }),
    company_id: c("integer"),
    status: c("text", { required: true, default: /^'active'/ }),
    last_login: c("timestamp"),
    created_at: c("timestamp", { required: true, default: NOW }),
    updated_at: c("timestamp", { required: true, default: NOW }),
  },
  sessions: {
    sid: c("text", { required: true }),
    sess: c("json", { required: true }),
    expire: c("timestamp", { required: true }),
  },
  companies: {
    id: c("integer", { required: true }),
    name: c("text", { required: true }),
    address: c("text"),
    phone: c("text"),
    email: c("text"),
    website: c("text"),
    description: c("text"),
    subscription_plan: c("text", { required: true, default: /^'basic'/ }),
    created_at: c("timestamp", { required: true, default: NOW }),
    updated_at: c("timestamp", { required: true, default: NOW }),
  },
  campaigns: {
    id: c("integer", { required: true }),
    ...tenant,
    name: c("text", { required: true }),
    description: c("text"),
    deadline: c("timestamp"),
    status: c("text", { required: true, default: /^'active'/ }),
    created_by: c("text"),
    closed_at: c("timestamp"),
    share_token: c("text", { required: true, default: /gen_random_uuid\(\)/ }),
    created_at: c("timestamp", { required: true, default: NOW }),
    updated_at: c("timestamp", { required: true, default: NOW }),
  },
  equipment: {
    id: c("integer", { required: true }),
    ...tenant,
    campaign_id: c("integer", { required: true }),
    instrument_id: c("integer", { required: true }),
    name: c("text", { required: true }),
    serial_number: c("text", { required: true }),
    type: c("text"),
    current_period: c("integer", { required: true, default: /^0$/ }),
    new_period: c("integer"),
    created_at: c("timestamp", { required: true, default: NOW }),
    updated_at: c("timestamp", { required: true, default: NOW }),
  },
  measurements: {
    id: c("integer", { required: true }),
    ...tenant,
    campaign_id: c("integer", { required: true }),
    equipment_id: c("integer", { required: true }),
    operator_name: c("text", { required: true }),
    operator_id: c("text"),
    value: c("numeric(10,4)", { required: true }),
    unit: c("text", { required: true }),
    notes: c("text"),
    measurement_date: c("timestamp", { required: true, default: NOW }),
    created_at: c("timestamp", { required: true, default: NOW }),
    updated_at: c("timestamp", { required: true, default: NOW }),
  },
  reports: {
    id: c("integer", { required: true }),
    ...tenant,
    campaign_id: c("integer", { required: true }),
    generated_by: c("text"),
    type: c("text", { required: true, default: /^'html'/ }),
    file_name: c("text", { required: true }),
    file_url: c("text"),
    status: c("text", { required: true, default: /^'generating'/ }),
    comments: c("text"),
    generated_at: c("timestamp"),
    created_at: c("timestamp", { required: true, default: NOW }),
  },
  audit_logs: {
    id: c("integer", { required: true }),
    ...tenant,
    user_id: c("text"),
    action: c("text", { required: true }),
    table_name: c("text"),
    record_id: c("text"),
    description: c("text", { required: true }),
    ip_address: c("text"),
    user_agent: c("text"),
    created_at: c("timestamp", { required: true, default: NOW }),
  },
  settings: {
    id: c("integer", { required: true }),
    ...tenant,
    key: c("text", { required: true }),
    value: c("text", { required: true }),
    description: c("text"),
  },
  rating_criteria: {
    id: c("integer", { required: true }),
    ...tenant,
    name: c("text", { required: true }),
    description: c("text"),
    weight: c("numeric(3,1)", { required: true, default: /^1\.0$/ }),
    profile: c("text", { required: true, default: /^'general'/ }),
    created_at: c("timestamp", { required: true, default: NOW }),
    updated_at: c("timestamp", { required: true, default: NOW }),
  },
  rating_scales: {
    id: c("integer", { required: true }),
    ...tenant,
    criteria_id: c("integer", { required: true }),
    grade: c("integer", { required: true }),
    score: c("numeric(3,1)", { required: true }),
    description: c("text", { required: true }),
    created_at: c("timestamp", { required: true, default: NOW }),
  },
  campaign_participants: {
    id: c("integer", { required: true }),
    ...tenant,
    campaign_id: c("integer", { required: true }),
    user_id: c("text", { required: true }),
    role: c("text"),
    assigned_at: c("timestamp", { required: true, default: NOW }),
    assigned_by: c("text"),
  },
  equipment_ratings: {
    id: c("integer", { required: true }),
    ...tenant,
    equipment_id: c("integer", { required: true }),
    criteria_id: c("integer", { required: true }),
    user_id: c("text"),
    grade: c("integer", { required: true }),
    score: c("numeric(3,1)", { required: true }),
    verbatim: c("text", { required: true }),
    rated_at: c("timestamp", { required: true, default: NOW }),
    updated_at: c("timestamp", { required: true, default: NOW }),
  },
  calibration_results: {
    id: c("integer", { required: true }),
    ...tenant,
    campaign_id: c("integer", { required: true }),
    equipment_id: c("integer", { required: true }),
    current_period: c("integer", { required: true }),
    new_period: c("integer", { required: true }),
    forced_period: c("integer"),
    global_score: c("numeric(5,3)"),
    adjustment_factor: c("numeric(5,3)"),
    calculated_at: c("timestamp", { required: true, default: NOW }),
    calculated_by: c("text"),
  },
  // DESIGN.md §3 additions.
  instruments: {
    id: c("integer", { required: true }),
    ...tenant,
    reference: c("text", { required: true }),
    name: c("text", { required: true }),
    current_period: c("integer", { required: true, default: /^0$/ }),
    last_calibration_date: c("date"),
    next_due_date: c("date"),
  },
  period_changes: {
    ...tenant,
    instrument_id: c("integer", { required: true }),
    campaign_id: c("integer"),
    old_period: c("integer", { required: true }),
    computed_period: c("integer"),
    forced_period: c("integer"),
    applied_period: c("integer", { required: true }),
    applied_by: c("text"),
    applied_at: c("timestamp", { required: true, default: NOW }),
  },
  calibration_events: {
    ...tenant,
    instrument_id: c("integer", { required: true }),
    calibrated_on: c("date", { required: true }),
    provider: c("text"),
    certificate_reference: c("text"),
    result: c("text", { required: true }),
    notes: c("text"),
  },
  share_links: {
    ...tenant,
    campaign_id: c("integer", { required: true }),
    token: c("text", { required: true }),
  },
  email_outbox: {
    company_id: c("integer"),
    to_address: c("text", { required: true }),
    subject: c("text", { required: true }),
    text_body: c("text", { required: true }),
    html_body: c("text", { required: true }),
  },
  report_files: {
    ...tenant,
    report_id: c("integer", { required: true }),
    content: c("bytea", { required: true }),
  },
  login_tokens: { token_hash: c("text", { required: true }), user_id: c("text", { required: true }) },
  password_credentials: {
    user_id: c("text", { required: true }),
    password_hash: c("text", { required: true }),
  },
};

interface CatalogueRow {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: "YES" | "NO";
  column_default: string | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
}

function kindOf(row: CatalogueRow): string {
  switch (row.data_type) {
    case "character varying":
    case "text":
      return "text";
    case "integer":
    case "smallint":
      return "integer";
    case "timestamp with time zone":
      return "timestamp";
    case "jsonb":
    case "json":
      return "json";
    case "numeric":
      return `numeric(${row.numeric_precision},${row.numeric_scale})`;
    case "ARRAY":
      return row.udt_name === "_varchar" || row.udt_name === "_text" ? "text[]" : row.udt_name;
    default:
      return row.data_type;
  }
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe(`Les migrations, appliquées à une base vide (${ENGINE})`, () => {
  let database: TestDatabase;
  let catalogue: Map<string, Map<string, CatalogueRow>>;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    expect(await rows(database.db, sql`select 1 from pg_tables where schemaname = 'public'`)).toEqual([]);
    await migrateDatabase(database);
    const columns = await rows<CatalogueRow>(
      database.db,
      sql`select table_name, column_name, data_type, udt_name, is_nullable, column_default,
                 numeric_precision, numeric_scale
            from information_schema.columns where table_schema = 'public'`,
    );
    catalogue = new Map();
    for (const row of columns) {
      if (!catalogue.has(row.table_name)) catalogue.set(row.table_name, new Map());
      catalogue.get(row.table_name)!.set(row.column_name, row);
    }
  });
  afterAll(() => database?.close());

  it("enregistrent la dernière migration", async () => {
    expect(await appliedMigration(database.db)).toBe(latestMigration());
  });

  it("sont rejouables sans effet (une base à jour reste à jour)", async () => {
    await migrateDatabase(database);
    expect(await appliedMigration(database.db)).toBe(latestMigration());
  });

  describe.each(Object.entries(SPEC))("la table %s", (table, columns) => {
    it("existe", () => {
      expect(catalogue.has(table), `table ${table}`).toBe(true);
    });
    it.each(Object.entries(columns))(
      "a la colonne %s avec son type, sa nullité et sa valeur par défaut",
      (name, spec) => {
        const row = catalogue.get(table)?.get(name);
        expect(row, `${table}.${name}`).toBeDefined();
        expect(kindOf(row!)).toBe(spec.kind);
        if (spec.required !== undefined) expect(row!.is_nullable).toBe(spec.required ? "NO" : "YES");
        if (spec.default) expect(row!.column_default ?? "").toMatch(spec.default);
      },
    );
  });

  it("donne une colonne company_id non nulle à chaque table d'une entreprise", () => {
    const global = new Set(GLOBAL_TABLES);
    const tenantTables = [...catalogue.keys()].filter((t) => !global.has(t));
    expect(tenantTables.length).toBeGreaterThanOrEqual(16);
    for (const table of tenantTables) {
      expect(catalogue.get(table)!.get("company_id")?.is_nullable, `${table}.company_id`).toBe("NO");
    }
  });
});
