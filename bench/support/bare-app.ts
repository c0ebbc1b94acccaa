import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SAME_SIZE_FILE_NAME } from '../bare-app/same-size-pages.ts';

const appDir = path.join(import.meta.dirname, '../bare-app');

/** Where the build keeps the prerendered page of one size. */
const prerenderedPage = (bytes: number) => path.join(appDir, '.next/server/app/same-size', `${bytes}.html`);

/**
 * Builds and starts `bench/bare-app`: one page and one small client component on the same Next.js
 * and React as the site, the baseline its pages are measured against; with `sameSizes`, also one
 * prerendered page of each raw HTML size (`sameSizeUrl`). It builds again only when the build
 * lacks one of the sizes.
 */
export async function startBareApp(
  port: number,
  sameSizes: number[] = [],
): Promise<{ baseUrl: string; sameSizeUrl: (bytes: number) => string; stop: () => void }> {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const built = existsSync(path.join(appDir, '.next', 'BUILD_ID'));
  if (!built || !sameSizes.every((bytes) => existsSync(prerenderedPage(bytes)))) {
    writeFileSync(path.join(appDir, SAME_SIZE_FILE_NAME), JSON.stringify(sameSizes));
    const build = spawnSync('pnpm', ['--filter', '@tribe/bare-app', 'build'], { env, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('next build of the bare app failed');
  }
  const server: ChildProcess = spawn(
    'pnpm',
    ['--filter', '@tribe/bare-app', 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    { env, stdio: 'ignore', detached: true },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const sameSizeUrl = (bytes: number) => `${baseUrl}/same-size/${bytes}`;
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(baseUrl)).ok) return { baseUrl, sameSizeUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`The bare app did not answer on ${baseUrl} within 60 s`);
}
