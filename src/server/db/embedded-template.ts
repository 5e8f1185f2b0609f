import { migrateDatabase, openPglite } from "./client";

/**
 * A migrated embedded database as a tarball of its data folder: what a new folder starts from
 * (npm run build:template) and what each test file's database is copied from.
 */
export async function buildPgliteTemplate(): Promise<Buffer> {
  const handle = await openPglite();
  try {
    await migrateDatabase(handle);
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
    return Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
  } finally {
    await handle.close();
  }
}
