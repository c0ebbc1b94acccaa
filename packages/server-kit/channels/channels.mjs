// Named channels: one process tells the others that something happened. Plain ESM, since Next.js
// loads the site's cache handler, a reader, outside the app's bundles.
import path from 'node:path';
import { fileStampChannels } from './file-stamp.mjs';
import { processWide } from './in-process.mjs';
import { postgresChannels } from './postgres.mjs';
import { redisChannels } from './redis.mjs';

const NAME = /^[a-z][a-z0-9-]*$/;

function checkName(name) {
  if (!NAME.test(name)) {
    throw new Error(
      `Channel name "${name}" must be lowercase letters, digits and hyphens, starting with a letter`,
    );
  }
}

function transportFor({ dataDir, redisUrl, databaseUrl, keyPrefix = 'tribe', logger = console }) {
  if (redisUrl) {
    const open = () => redisChannels(redisUrl, { prefix: keyPrefix, logger });
    return { key: `redis ${redisUrl} ${keyPrefix}`, open };
  }
  if (databaseUrl) {
    return { key: `postgres ${databaseUrl}`, open: () => postgresChannels(databaseUrl, { logger }) };
  }
  const folder = path.join(dataDir, 'channels');
  return { key: `file ${folder}`, open: () => fileStampChannels(folder) };
}

// One set of connections per configuration and process, whichever copy of this module asks.
const opened = processWide('opened', () => new Map());

/**
 * The channels of this configuration: Redis pub/sub with a Redis URL, else PostgreSQL's
 * LISTEN/NOTIFY with a database URL, else stamp files under `<dataDir>/channels`.
 */
export function processChannels(options) {
  const { key, open } = transportFor(options);
  let channels = opened.get(key);
  if (!channels) {
    const transport = open();
    channels = {
      publish: async (name) => {
        checkName(name);
        await transport.publish(name);
      },
      lastSignal: async (name) => {
        checkName(name);
        return transport.lastSignal(name);
      },
      close: async () => {
        opened.delete(key);
        await transport.close();
      },
    };
    opened.set(key, channels);
  }
  return channels;
}

/** Closes every channel this process opened: a command that published lets its process end. */
export async function closeChannels() {
  await Promise.all([...opened.values()].map((channels) => channels.close()));
}
