import pg from 'pg';
import { hear, lastHeard, thisProcess } from './in-process.mjs';

/** The one PostgreSQL channel every signal travels on; its payload is `<name> <sending process>`. */
const PG_CHANNEL = 'tribe_channels';
const RECONNECT_MS = 1_000;

/**
 * Signals through PostgreSQL's LISTEN/NOTIFY, every instance on the same database reaching the
 * others within milliseconds. A reader listens from its first question on, on a connection of its
 * own, opened anew a second after it is lost.
 */
export function postgresChannels(url, { logger }) {
  const notifier = new pg.Pool({ connectionString: url, max: 1, allowExitOnIdle: true });
  notifier.on('error', (error) => logger.error({ err: error }, 'Channels (PostgreSQL): connection lost'));
  const read = new Set();
  let listener = null;
  let listening;
  let closed = false;

  function reconnect(client, error) {
    if (listener !== client) return;
    listener = null;
    logger.error({ err: error }, 'Channels (PostgreSQL): listening connection lost');
    client.end().catch(() => {});
    setTimeout(() => {
      if (!closed) listen(true);
    }, RECONNECT_MS);
  }

  async function listen(reconnection) {
    const client = new pg.Client({ connectionString: url });
    listener = client;
    client.on('notification', ({ payload = '' }) => {
      const [name, sender] = payload.split(' ');
      if (sender !== thisProcess) hear(name);
    });
    client.on('error', (error) => reconnect(client, error));
    try {
      await client.connect();
      await client.query(`LISTEN ${PG_CHANNEL}`);
      // A signal sent while the connection was down is lost: the reconnection counts as one.
      if (reconnection) for (const name of read) hear(name);
    } catch (error) {
      reconnect(client, error);
    }
  }

  return {
    async publish(name) {
      hear(name);
      try {
        await notifier.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, `${name} ${thisProcess}`]);
      } catch (error) {
        throw new Error(`The "${name}" signal could not be sent through PostgreSQL: ${error.message}`, {
          cause: error,
        });
      }
    },
    async lastSignal(name) {
      read.add(name);
      listening ??= listen(false);
      await listening;
      return lastHeard(name);
    },
    async close() {
      closed = true;
      await Promise.all([notifier.end(), listener?.end()]);
    },
  };
}
