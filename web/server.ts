/**
 * The site's HTTP server: Next.js (its documented custom-server API) behind the front door.
 * `pnpm start` runs it; HOST and PORT say where it listens (this machine only by default). A
 * request passes, in order:
 * 1. Node.js's limit on how long it may take to arrive: 408 past 30 s (`request-time-limit.ts`).
 * 2. The front door (`server/front-door/front-door.ts`): its id, the refusals Next.js cannot make
 *    itself, the socket's address.
 * 3. Next.js: the locale proxy (`proxy.ts`), then the page or route handler, with Next.js's own
 *    caches (pages and content reads, invalidated by tag when content changes).
 */
import { createServer } from 'node:http';
import next from 'next';
import { platformEnv } from '@/server/env';
import { frontDoor } from '@/server/front-door/front-door';
import { DEFAULT_LISTEN_HOST, listenHostRefusal } from '@/server/front-door/listen-address';
import { limitRequestTime } from '@/server/front-door/request-time-limit';
import { log } from '@/server/log/logger';

const host = process.env.HOST?.trim() || DEFAULT_LISTEN_HOST;
const port = Number(process.env.PORT || 3000);

const refusal = listenHostRefusal(platformEnv(), host);
if (refusal) {
  log.fatal(refusal);
  process.exit(1);
}

const app = next({ dir: import.meta.dirname, hostname: host, port });
await app.prepare();
const server = createServer(frontDoor(app.getRequestHandler()));
limitRequestTime(server);
server.listen(port, host, () => log.info(`Serving http://${host}:${port}`));

/** How long requests under way may take to finish once the server is told to stop. */
const STOP_GRACE_MS = 5_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // Live streams (a preview's changes) never end by themselves: they would hold the stop forever.
    setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS).unref();
  });
}
