import type { Server } from 'node:http';

/** Closes a test's HTTP server with its open connections, resolving once it is closed. */
export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
