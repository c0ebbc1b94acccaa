import { createServer } from 'node:net';

/** Listens on the port for a moment: the port it got, or null when something holds it. */
function tryListen(port: number, host: string): Promise<number | null> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      // A machine without IPv6 has no ::1 to hold the port on.
      resolve(error.code === 'EADDRNOTAVAIL' && host === '::1' ? port : null),
    );
    server.listen(port, host, () => {
      const { port: taken } = server.address() as { port: number };
      server.close(() => resolve(taken));
    });
  });
}

/** A port free on both loopback addresses (a server on `localhost` may hold either). */
async function freeOnLoopback(port: number): Promise<number | null> {
  const taken = await tryListen(port, '127.0.0.1');
  return taken && (await tryListen(taken, '::1'));
}

/**
 * A loopback port nothing listens on: `preferred` when it is free (a run keeps its usual
 * addresses), otherwise one the system hands out. Tests, e2e runs and benchmarks take theirs here,
 * so none of them meets a running site (`pnpm start` on 3000, its lake on 3333) or another run.
 */
export async function freePort(preferred = 0): Promise<number> {
  if (preferred) {
    const port = await freeOnLoopback(preferred);
    if (port) return port;
  }
  for (;;) {
    const port = await freeOnLoopback(0);
    if (port) return port;
  }
}
