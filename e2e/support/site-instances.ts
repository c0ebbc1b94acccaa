import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

export interface SiteInstance {
  origin: string;
  stop: () => Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

async function waitUntilReady(child: ChildProcess, origin: string, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The instance on ${origin} exited:\n${output()}`);
    if (await answers(`${origin}/readyz`)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The instance on ${origin} did not get ready in 120 s:\n${output()}`);
}

/**
 * One more instance of the built site (`pnpm start`, the build scripts/e2e.sh made) on a port of
 * its own, with the environment given over the test run's; it answers /readyz before this returns.
 */
export async function startSiteInstance(port: number, env: Record<string, string>): Promise<SiteInstance> {
  const origin = `http://localhost:${port}`;
  const child = spawn('pnpm', ['--filter', '@tribe/web', 'start'], {
    env: { ...process.env, HOST: 'localhost', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = once(child, 'exit');
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  try {
    await waitUntilReady(child, origin, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
