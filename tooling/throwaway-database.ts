import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * An empty PostgreSQL database of its own on the server `serverUrl` names (its user needs CREATEDB),
 * for tests and the bench: nothing they write lands in a database anyone uses. `drop()` removes it.
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
