import { execFile } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect } from 'node:tls';
import { promisify } from 'node:util';
import { createClient, type SanityClient } from '@sanity/client';
import { readLakeEnv, startLakeFront } from '@tribe/local-lake';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../scripts/free-port';
import { createLakeHarness } from './lake-harness';
import { startLakeHttpServer } from './lake-http-server';

/**
 * The `sanity` CLI against the lake's front, set up as the README's 'Using the sanity CLI offline'
 * says: the front as its HTTPS proxy, the front's certificate trusted, an editor's lake token.
 */
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

const run = promisify(execFile);
const SANITY = path.join(import.meta.dirname, '../../node_modules/.bin/sanity');

let site: Awaited<ReturnType<typeof startLakeHttpServer>>;
let client: SanityClient;
let cliEnv: NodeJS.ProcessEnv;
let workDir: string;
let front: { port: number; ca: string };

/** One `sanity` command, run in the project's folder (its sanity.cli.ts names the project); its output. */
async function sanity(...args: string[]) {
  const { stdout, stderr } = await run(SANITY, args, {
    cwd: path.join(import.meta.dirname, '../..'),
    env: cliEnv,
    timeout: 60_000,
  });
  return { stdout, stderr };
}

beforeAll(async () => {
  site = await startLakeHttpServer();
  vi.stubEnv('SITE_URL', site.origin);
  const harness = await createLakeHarness();
  const { handleLakeRequest } = await import('@/content/local-lake');
  const settings = readLakeEnv({ LOCAL_LAKE_PORT: String(await freePort()) }, harness.root);
  // A certificate the front made before it named Sanity's hosts: it must make a new one.
  const old = await generate([{ name: 'commonName', value: 'localhost' }], { keySize: 2048 });
  await mkdir(settings.tlsDir, { recursive: true });
  await writeFile(path.join(settings.tlsDir, 'cert.pem'), old.cert);
  await writeFile(path.join(settings.tlsDir, 'key.pem'), old.private);
  await startLakeFront({
    siteOrigin: site.origin,
    projectId: 'tribelocal',
    dataset: 'production',
    handleLake: handleLakeRequest,
    handleAsset: async () => new Response(null, { status: 404 }),
    editors: { ofToken: async () => null },
    settings,
    log: { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} } as never,
  });
  client = createClient({
    projectId: 'tribelocal',
    dataset: 'production',
    apiHost: site.origin,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
    token: harness.token,
  });
  front = { port: settings.port, ca: await readFile(path.join(settings.tlsDir, 'cert.pem'), 'utf8') };
  workDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-sanity-cli-'));
  cliEnv = {
    ...process.env,
    HTTPS_PROXY: `https://localhost:${settings.port}`,
    NODE_EXTRA_CA_CERTS: path.join(settings.tlsDir, 'cert.pem'),
    SANITY_AUTH_TOKEN: harness.token,
    DO_NOT_TRACK: '1',
  };
}, 60_000);

afterAll(async () => {
  await site?.close();
  vi.unstubAllEnvs();
});

describe('the sanity CLI against the lake', () => {
  it('queries documents', async () => {
    const { stdout } = await sanity('documents', 'query', '*[_type == "company"] | order(_id) .name');
    expect(JSON.parse(stdout)).toEqual(['Datová továrna', 'Pixelhouse']);
  });

  it('creates a document from a file and deletes it', async () => {
    const file = path.join(workDir, 'note.json');
    await writeFile(file, JSON.stringify({ _id: 'note-cli', _type: 'note', title: 'Z příkazové řádky' }));
    const created = await sanity('documents', 'create', file);
    expect(created.stdout).toBe('Created:\n  - note-cli\n');
    expect(await client.getDocument('note-cli')).toMatchObject({ title: 'Z příkazové řádky' });
    const deleted = await sanity('documents', 'delete', 'note-cli');
    expect(deleted.stdout).toContain('Deleted 1 document');
    expect(await client.getDocument('note-cli')).toBeUndefined();
  }, 60_000);

  it('lists the dataset', async () => {
    const { stdout } = await sanity('dataset', 'list');
    expect(stdout.trim().split('\n')).toContain('production');
  });

  it('exports the dataset with its assets, downloaded from the site', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const asset = await client.assets.upload('file', pdf, {
      filename: 'cenik.pdf',
      contentType: 'application/pdf',
    });
    // As the demo dataset's asset documents have it: the site's path, no origin.
    await client
      .patch(asset._id)
      .set({ url: new URL(asset.url).pathname })
      .commit();
    const archive = path.join(workDir, 'production.tar.gz');
    await sanity('dataset', 'export', 'production', archive, '--overwrite');
    const { stdout: listing } = await run('tar', ['-tzf', archive]);
    expect(listing).toMatch(/data\.ndjson/);
    expect(listing).toMatch(new RegExp(`files/${asset.sha1hash}[^/]*\\.pdf`));
    const extracted = path.join(workDir, 'extracted');
    await run('mkdir', ['-p', extracted]);
    await run('tar', ['-xzf', archive, '-C', extracted]);
    const [folder] = listing.split('\n')[0]?.split('/') ?? [];
    const ids = (await readFile(path.join(extracted, folder ?? '', 'data.ndjson'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { _id: string })._id);
    expect(ids).toEqual(expect.arrayContaining(['company-1', 'drafts.company-2', 'job-1']));
  }, 60_000);

  it('is tunnelled by the front to Sanity’s API hosts only', async () => {
    const answer = (target: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(
          { host: 'localhost', port: front.port, ca: front.ca, ALPNProtocols: ['http/1.1'] },
          () => socket.write(`CONNECT ${target} HTTP/1.1\r\nhost: ${target}\r\n\r\n`),
        );
        socket.once('data', (data) => {
          resolve(data.toString().split('\r\n')[0] ?? '');
          socket.destroy();
        });
        socket.once('error', reject);
      });
    expect(await answer('tribelocal.api.sanity.io:443')).toBe('HTTP/1.1 200 Connection Established');
    expect(await answer('example.com:443')).toBe('HTTP/1.1 403 Forbidden');
    expect(await answer('api.sanity.io.example.com:443')).toBe('HTTP/1.1 403 Forbidden');
  });

  it('is served a certificate naming Sanity’s API hosts, made anew over one that did not', () => {
    const names = new X509Certificate(front.ca).subjectAltName?.split(', ');
    expect(names).toEqual(
      expect.arrayContaining(['DNS:localhost', 'DNS:api.sanity.io', 'DNS:*.api.sanity.io']),
    );
  });
});
