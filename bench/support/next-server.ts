import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BENCH_EMAIL } from '../../scripts/site-client/sign-in';

const root = path.join(import.meta.dirname, '../..');
const distDir = '.next-bench';

/**
 * Builds the app once (in its own dist folder) and starts its server (`pnpm start` of the app); returns its base URL, a
 * stop function and the server's process group (for its memory).
 */
export async function startBuiltApp(
  port: number,
): Promise<{ baseUrl: string; stop: () => void; processGroup: number }> {
  const env = {
    ...process.env,
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    EDITOR_EMAILS: BENCH_EMAIL,
  };
  if (!existsSync(path.join(root, 'web', distDir, 'BUILD_ID'))) {
    const build = spawnSync('pnpm', ['--filter', '@tribe/web', 'build'], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('next build failed');
  }
  const server: ChildProcess = spawn('pnpm', ['--filter', '@tribe/web', 'start'], {
    cwd: root,
    env: { ...env, HOST: 'localhost' },
    stdio: 'ignore',
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/cs`)).ok) return { baseUrl, stop, processGroup: server.pid as number };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`The site's server did not answer on ${baseUrl} within 60 s`);
}
