import 'server-only';
import { getDatabase } from '@/server/db';
import { platformEnv } from '@/server/env';
import { log } from '@/server/log/logger';
import { sweepIncomingUploads } from './applications/incoming-uploads';
import { startPlatformQueue } from './platform-queue';
import { scheduleMissingAnswerDeadlines } from './workspace/answer-deadlines';
import { scheduleMemberDigest } from './workspace/member-digest';

/**
 * Runs once when the server starts: reads the configuration (an invalid one, such as the public
 * AUTH_SECRET on a site others can reach, stops the start with its message), clears the CV
 * uploads a stopped process left unfinished, queues the answer reminders open applications lack
 * and the members' next daily digest, and starts the job queue's worker (e-mail, job alert
 * digests, reminders).
 */
export async function startPlatform(): Promise<void> {
  const env = platformEnv();
  if (env.usesLoopbackSecret) {
    log.warn(
      `AUTH_SECRET is not set: using the public development secret, accepted only because ${env.siteUrl} is on loopback.`,
    );
  }
  await sweepIncomingUploads().catch((error) =>
    log.error({ err: error }, 'The unfinished CV uploads of an earlier run could not be removed'),
  );
  await getDatabase()
    .then((db) => scheduleMissingAnswerDeadlines(db))
    .catch((error) =>
      log.error({ err: error }, 'The answer reminders of earlier applications could not be queued'),
    );
  await getDatabase()
    .then((db) => scheduleMemberDigest(db))
    .catch((error) => log.error({ err: error }, "The members' daily digest could not be queued"));
  startPlatformQueue();
}

/** Starts the platform, or ends the process: Next.js would log the error and keep serving. */
export async function startPlatformOrExit(): Promise<void> {
  try {
    await startPlatform();
  } catch (error) {
    log.fatal(`The server refuses to start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
