/**
 * Prints the address `pnpm start` listens on: HOST, or this machine only. Refuses, with one line
 * saying why, an address others can reach while a local-only feature is on.
 */
import { platformEnv } from '../web/platform/env';
import { DEFAULT_LISTEN_HOST, listenHostRefusal } from '../web/platform/server/listen-address';

const host = process.env.HOST?.trim() || DEFAULT_LISTEN_HOST;
try {
  const refusal = listenHostRefusal(platformEnv(), host);
  if (refusal) throw new Error(refusal);
  console.log(host);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
