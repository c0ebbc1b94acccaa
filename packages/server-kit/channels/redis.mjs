import { Redis } from 'ioredis';
import { hear, lastHeard, thisProcess } from './in-process.mjs';

/**
 * Signals through Redis pub/sub, every instance on the same Redis reaching the others within
 * milliseconds: a message on `<prefix>:channel:<name>` whose body names the sending process.
 * Nothing is kept in Redis; a reader listens from its first question on.
 */
export function redisChannels(url, { prefix, logger }) {
  const topicPrefix = `${prefix}:channel:`;
  const options = { lazyConnect: true, maxRetriesPerRequest: 1 };
  const publisher = new Redis(url, options);
  publisher.on('error', (error) => logger.error({ err: error }, 'Channels (Redis): publishing failed'));
  const read = new Set();
  let listening;

  function listen() {
    // Subscribed anew on every connection, not by ioredis's resubscription, which skips a
    // subscription that failed while Redis was down.
    const subscriber = new Redis(url, { ...options, autoResubscribe: false });
    subscriber.on('pmessage', (_pattern, topic, sender) => {
      if (sender !== thisProcess) hear(topic.slice(topicPrefix.length));
    });
    // A signal sent while this process was not subscribed is lost: subscribing again counts as one.
    let missed = false;
    subscriber.on('close', () => {
      missed = true;
    });
    const subscribed = new Promise((resolve) => {
      subscriber.on('ready', async () => {
        try {
          await subscriber.psubscribe(`${topicPrefix}*`);
        } catch (error) {
          logger.error({ err: error }, 'Channels (Redis): subscribing failed');
        }
        if (missed) for (const name of read) hear(name);
        missed = false;
        resolve();
      });
      // Down at start: this process hears only itself until Redis answers.
      subscriber.on('error', (error) => {
        logger.error({ err: error }, 'Channels (Redis): listening failed');
        resolve();
      });
    });
    subscriber.connect().catch(() => {});
    return { subscriber, subscribed };
  }

  return {
    async publish(name) {
      hear(name);
      try {
        await publisher.publish(`${topicPrefix}${name}`, thisProcess);
      } catch (error) {
        throw new Error(`The "${name}" signal could not be sent through Redis: ${error.message}`, {
          cause: error,
        });
      }
    },
    async lastSignal(name) {
      read.add(name);
      listening ??= listen();
      await listening.subscribed;
      return lastHeard(name);
    },
    async close() {
      publisher.disconnect();
      listening?.subscriber.disconnect();
    },
  };
}
