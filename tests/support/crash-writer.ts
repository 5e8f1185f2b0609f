/**
 * The process tests/integration/embedded-crash.pglite.test.ts kills. It opens the embedded database
 * in the folder given as argument with Calibra's own `openEmbedded` (the lock, then PGlite), reports
 * what it finds, then commits one transaction after another, printing each id once COMMIT has
 * returned, until it is killed.
 *
 * Lines on standard output (a pipe: written synchronously, so a line survives a kill right after):
 *   OPENING                                                     about to open the folder
 *   FOUND {"ids":[…],"writes":n,"counter":n,"bulkValues":[…]}   what the folder holds once open
 *   COMMITTED id                                                a transaction whose COMMIT returned
 */
import { openEmbedded } from "../../src/server/db/embedded";

const BULK_ROWS = 2_000;
const PAYLOAD = "étalonnage ".repeat(200);

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: crash-writer.ts <data folder>");

const parent = process.ppid;
process.stdout.write("OPENING\n");
const { client } = await openEmbedded({ dataDir });

await client.exec(`
  create table if not exists crash_writes (id int primary key, payload text not null);
  create table if not exists crash_counter (one int primary key, value int not null);
  insert into crash_counter values (1, 0) on conflict do nothing;
  create table if not exists crash_bulk (id int primary key, value int not null);
  insert into crash_bulk select g, 0 from generate_series(1, ${BULK_ROWS}) g on conflict do nothing;
`);

const ids = (await client.query<{ id: number }>("select id from crash_writes order by id")).rows.map(
  (row) => row.id,
);
const counter = (await client.query<{ value: number }>("select value from crash_counter")).rows[0]?.value;
const bulkValues = (
  await client.query<{ value: number }>("select distinct value from crash_bulk order by value")
).rows.map((row) => row.value);
process.stdout.write(`FOUND ${JSON.stringify({ ids, writes: ids.length, counter, bulkValues })}\n`);

let next = (ids.at(-1) ?? 0) + 1;
for (;;) {
  // Orphaned (the test stopped without killing it): stop, rather than write forever. (A timer would
  // never fire: PGlite answers without giving the event loop a turn.)
  if (process.ppid !== parent) process.exit(1);
  const id = next++;
  await client.transaction(async (tx) => {
    await tx.query("insert into crash_writes values ($1, $2)", [id, PAYLOAD]);
    await tx.query("update crash_counter set value = value + 1");
    // Every fifth transaction rewrites many rows at once, as applying a campaign's periods does.
    if (id % 5 === 0) await tx.query("update crash_bulk set value = value + 1");
  });
  process.stdout.write(`COMMITTED ${id}\n`);
  // PGlite runs no autovacuum: without this the bulk table grows with every update. Both rewrite
  // pages, and a kill may land in them too.
  if (id % 25 === 0) {
    await client.exec("vacuum crash_bulk");
    await client.exec("checkpoint");
  }
}
