import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database on the PostgreSQL server DATABASE_URL (or the local default) names, and a
 * function that drops it; null, with the reason printed, when no server answers.
 */
export async function temporaryDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const reachable = await withAdmin((client) => client.query('select 1')).then(
    () => true,
    (error: Error) => {
      console.log(`No PostgreSQL answers at ${ADMIN_URL} (${error.message}). Start one or set DATABASE_URL.`);
      return false;
    },
  );
  if (!reachable) return null;
  const database = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${database}`));
  return {
    url: Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString(),
    drop: () =>
      withAdmin(async (client) => {
        // A pool's end() resolves before its sockets close; forcing the drop while they still
        // close would end them with an error no one listens for.
        for (let wait = 0; wait < 50; wait++) {
          const { rows } = await client.query(
            'select count(*)::int as open from pg_stat_activity where datname = $1',
            [database],
          );
          if (rows[0].open === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      }),
  };
}
