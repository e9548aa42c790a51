import pg from "pg";

/** Creates the database of `url` on its server when it does not exist yet. */
export async function ensurePgDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
  if (!rowCount) await client.query(`create database "${name.replace(/"/g, "")}"`);
  await client.end();
}
