import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DEBIAN_ROOT = '/usr/lib/postgresql';
/** PostgreSQL refuses to run as root; Debian's package creates this account. */
const SERVER_ACCOUNT = 'postgres';

/** The folder holding `initdb` and `pg_ctl`: Debian's newest version, else whatever is on PATH. */
export function findPostgresBin(): string | null {
  if (existsSync(DEBIAN_ROOT)) {
    const versions = readdirSync(DEBIAN_ROOT)
      .filter((name) => existsSync(path.join(DEBIAN_ROOT, name, 'bin/pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(DEBIAN_ROOT, versions[0], 'bin');
  }
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    if (folder && existsSync(path.join(folder, 'pg_ctl')) && existsSync(path.join(folder, 'initdb'))) {
      return folder;
    }
  }
  return null;
}

/** A PostgreSQL server of its own in a temporary folder, on a given port, started and stopped at will. */
export class TemporaryPostgres {
  private dir = '';

  constructor(
    private readonly bin: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private async tool(name: string, args: string[]) {
    const command = path.join(this.bin, name);
    const asRoot = process.getuid?.() === 0;
    const [file, argv] = asRoot
      ? ['runuser', ['-u', SERVER_ACCOUNT, '--', command, ...args]]
      : [command, args];
    return run(file, argv, { timeout: 60_000 });
  }

  async create(): Promise<void> {
    this.dir = await mkdtemp(path.join(os.tmpdir(), 'tribe-pg-'));
    if (process.getuid?.() === 0) {
      const { stdout } = await run('id', ['-u', SERVER_ACCOUNT]);
      const { stdout: group } = await run('id', ['-g', SERVER_ACCOUNT]);
      await chown(this.dir, Number(stdout), Number(group));
    }
    await this.tool('initdb', [
      '-D',
      path.join(this.dir, 'data'),
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
    ]);
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`;
    await this.tool('pg_ctl', [
      '-D',
      path.join(this.dir, 'data'),
      '-o',
      options,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      'start',
    ]);
  }

  /** Fast shutdown: open connections are ended, as when a server goes away. */
  async stop(): Promise<void> {
    await this.tool('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  async destroy(): Promise<void> {
    if (!this.dir) return;
    await this.stop().catch(() => {});
    await rm(this.dir, { recursive: true, force: true });
  }
}
