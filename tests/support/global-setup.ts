import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openPostgres } from "../../src/server/db/client";
import { buildPgliteTemplate } from "../../src/server/db/embedded-template";
import { databaseUrl, ENGINE, quoteIdent, TEST_DATABASE_URL } from "./engines";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/** Migrates one template database per run; every test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  if (ENGINE === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "calibra-template-"));
    const file = join(dir, "template.tar");
    writeFileSync(file, await buildPgliteTemplate());
    project.provide("pgliteTemplate", file);
    project.provide("postgresTemplate", "");
    return () => rmSync(dir, { recursive: true, force: true });
  }

  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at TEST_DATABASE_URL=${TEST_DATABASE_URL}: ${String(error)}`,
    );
  }
  const template = `calibra_template_${process.pid}`;
  await admin.query(`drop database if exists ${quoteIdent(template)}`);
  await admin.query(`create database ${quoteIdent(template)}`);
  const handle = await openPostgres(databaseUrl(template), { max: 1 });
  await migrateDatabase(handle);
  await handle.close();
  project.provide("pgliteTemplate", "");
  project.provide("postgresTemplate", template);

  return async () => {
    // Drop the template and any test database a crashed file left behind.
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like $1 or datname = $2",
      [`calibra_test_${process.pid}_%`, template],
    );
    for (const { datname } of rows)
      await admin.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
    await admin.end();
  };
}
