import { sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client";

export const INSTRUMENT_COUNT = Number(process.env.BENCH_INSTRUMENTS ?? 10_000);

const TYPES = [
  "Manomètre",
  "Thermomètre",
  "Balance de précision",
  "Pied à coulisse",
  "Micromètre",
  "Débitmètre",
  "Hygromètre",
  "Multimètre",
  "Clé dynamométrique",
  "Comparateur à cadran",
  "Capteur de pression",
  "Sonde Pt100",
];
const LOCATIONS = [
  "Atelier usinage",
  "Laboratoire de métrologie",
  "Ligne d'assemblage 1",
  "Ligne d'assemblage 2",
  "Contrôle réception",
  "Salle blanche",
  "Magasin",
  "Maintenance",
];

const textArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]`);

/**
 * The company's Parc at `total` instruments, as years of use leave it: the instruments the campaigns
 * created, then new ones up to the total, each with a family, a location, a period of 6 to 36 months
 * and a last calibration over the past three years (one in twenty never calibrated, a few in
 * quarantine). Written in bulk as the owner, like the other seeds.
 */
export async function seedInstruments(
  db: Database,
  { companyId, total }: { companyId: number; total: number },
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into instruments (company_id, reference, name, current_period)
      select ${companyId}, 'PARC-' || lpad(i::text, 6, '0'), 'Instrument du parc ' || i, 12
        from generate_series(1, greatest(0, ${total} - (select count(*) from instruments where company_id = ${companyId}))) as i`);
    await tx.execute(sql`
      update instruments
         set type = (${textArray(TYPES)})[1 + id % ${TYPES.length}],
             location = (${textArray(LOCATIONS)})[1 + (id / 7) % ${LOCATIONS.length}],
             name = (${textArray(TYPES)})[1 + id % ${TYPES.length}] || ' n° ' || id,
             current_period = (array[6, 12, 12, 24, 24, 36])[1 + id % 6],
             last_calibration_date = case when id % 20 = 0 then null
                                          else current_date - ((id * 37) % 1100)::int end,
             quarantined = id % 97 = 0
       where company_id = ${companyId}`);
  });
  await db.execute(sql`analyze instruments`);
}
