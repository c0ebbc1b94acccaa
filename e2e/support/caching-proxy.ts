import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port';

const SITE_CONFIG = path.join(import.meta.dirname, '../../deploy/nginx-shared-cache.conf');

/** Where nginx is, or null when it is not installed (`.ci/run` installs it). */
export function nginxPath(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return null;
}

export interface CachingProxy {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * nginx in front of `siteOrigin`, configured by deploy/nginx-shared-cache.conf, in the
 * foreground in one process, with its files and an empty cache in a temporary folder.
 */
export async function startCachingProxy(nginx: string, siteOrigin: string): Promise<CachingProxy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shared-cache-'));
  const port = await freePort();
  const values: Record<string, string> = {
    LISTEN: `127.0.0.1:${port}`,
    SITE_ORIGIN: siteOrigin,
    CACHE_DIR: path.join(dir, 'cache'),
  };
  // As envsubst fills it in, but only the three names: nginx's own `$variables` stay.
  const site = readFileSync(SITE_CONFIG, 'utf8').replace(/\$\{(\w+)\}/g, (placeholder, name: string) => {
    if (!(name in values))
      throw new Error(`${SITE_CONFIG} has ${placeholder}, which the test does not fill in`);
    return values[name];
  });
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n  ');
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `daemon off;\nmaster_process off;\npid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'error.log')} warn;\n` +
      `events { worker_connections 256; }\nhttp {\n  access_log off;\n  ${temp}\n${site}\n}\n`,
  );
  const child: ChildProcess = spawn(nginx, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${origin}/healthz`);
      return { origin, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(`nginx did not start on ${origin}: ${errors}`);
}
