import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const appDir = path.join(import.meta.dirname, '../bare-app');

/**
 * Builds (once) and starts `bench/bare-app`: one page and one small client component on the same
 * Next.js and React as the site, the baseline its pages are measured against.
 */
export async function startBareApp(port: number): Promise<{ baseUrl: string; stop: () => void }> {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  if (!existsSync(path.join(appDir, '.next', 'BUILD_ID'))) {
    const build = spawnSync('pnpm', ['--filter', '@tribe/bare-app', 'build'], { env, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('next build of the bare app failed');
  }
  const server: ChildProcess = spawn(
    'pnpm',
    ['--filter', '@tribe/bare-app', 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    { env, stdio: 'ignore', detached: true },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(baseUrl)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`The bare app did not answer on ${baseUrl} within 60 s`);
}
