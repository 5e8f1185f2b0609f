import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Database, MIGRATIONS_FOLDER } from "../../src/server/db/client";
import { sqlRows } from "../../src/server/db/rows";
import { migrationsBefore } from "../support/migrations";

/**
 * A database calculated and reported on before calculations were runs and files were stored in
 * parts (migration 0010): each campaign's results become its run n° 1, its current one, with the
 * parameters they used; the applied periods name it; each report file is its part 0, its size kept.
 */
describe("Migration 0010 : les calculs et rapports déjà là deviennent le calcul n° 1 et la partie 0", () => {
  const before = migrationsBefore(10);
  afterAll(() => before.remove());

  it("rattache les résultats, les périodes appliquées et les fichiers existants", async () => {
    const client = new PGlite();
    const db = drizzle(client) as unknown as Database;
    try {
      await migrate(drizzle(client), { migrationsFolder: before.folder });
      // Several statements at once: the simple protocol of PGlite's exec.
      await client.exec(`
        insert into companies (name) values ('Alpha');
        insert into users (id, email, company_id, roles) values ('u1', 'a@exemple.fr', 1, '{admin}');
        insert into rating_criteria (company_id, name, weight, profile) values (1, 'Fréquence', 2.0, 'general');
        insert into rating_scales (company_id, criteria_id, grade, score, description)
          values (1, 1, 1, -2, 'Quotidienne'), (1, 1, 5, 2, 'Rare');
        insert into campaigns (company_id, name) values (1, 'Calculée'), (1, 'Jamais calculée');
        insert into instruments (company_id, reference, name, current_period) values (1, 'MAN-1', 'Manomètre', 12);
        insert into equipment (company_id, campaign_id, instrument_id, name, serial_number, current_period)
          values (1, 1, 1, 'Manomètre', 'MAN-1', 12);
        insert into calibration_results (company_id, campaign_id, equipment_id, current_period, new_period,
                                         global_score, adjustment_factor, calculated_at, calculated_by, parameters)
          values (1, 1, 1, 12, 24, 2.000, 2.000, '2026-03-01T10:00:00Z', 'u1',
                  '{"k1": 1, "k2": 0, "pmax": 48, "adjustmentFactor": 1, "weights": {"1": 2}}');
        insert into period_changes (company_id, instrument_id, campaign_id, campaign_name, old_period, applied_period)
          values (1, 1, 1, 'Calculée', 12, 24);
        insert into reports (company_id, campaign_id, file_name, status, type)
          values (1, 1, 'rapport.html', 'completed', 'html');
        insert into report_files (company_id, report_id, content_type, content)
          values (1, 1, 'text/html', convert_to('<p>rapport</p>', 'UTF8'));`);

      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });

      const runs = await sqlRows(
        db,
        z.object({
          id: z.number(),
          campaign_id: z.number(),
          number: z.number(),
          status: z.string(),
          parameters: z.unknown(),
          criteria: z.unknown(),
          calculated_by: z.string().nullable(),
          started_at: z.coerce.date(),
        }),
        sql`select id, campaign_id, number, status, parameters, criteria, calculated_by, started_at
              from calculation_runs order by id`,
      );
      expect(runs).toEqual([
        {
          id: 1,
          campaign_id: 1,
          number: 1,
          status: "completed",
          parameters: { k1: 1, k2: 0, pmax: 48, adjustmentFactor: 1 },
          criteria: [
            {
              id: 1,
              name: "Fréquence",
              profile: "general",
              weight: 2,
              scales: [
                { grade: 1, score: -2, description: "Quotidienne" },
                { grade: 5, score: 2, description: "Rare" },
              ],
            },
          ],
          calculated_by: "u1",
          started_at: new Date("2026-03-01T10:00:00Z"),
        },
      ]);
      const links = await sqlRows(
        db,
        z.object({ campaign: z.number(), current: z.number().nullable() }),
        sql`select id as campaign, current_run_id as current from campaigns order by id`,
      );
      expect(links).toEqual([
        { campaign: 1, current: 1 },
        { campaign: 2, current: null },
      ]);
      const attached = await sqlRows(
        db,
        z.object({ result_run: z.number(), change_run: z.number().nullable() }),
        sql`select (select run_id from calibration_results) as result_run,
                   (select run_id from period_changes) as change_run`,
      );
      expect(attached).toEqual([{ result_run: 1, change_run: 1 }]);
      const files = await sqlRows(
        db,
        z.object({ part: z.number(), file_size: z.number().nullable() }),
        sql`select f.part, r.file_size from report_files f join reports r on r.id = f.report_id`,
      );
      expect(files).toEqual([{ part: 0, file_size: 14 }]);
    } finally {
      await client.close();
    }
  });
});
