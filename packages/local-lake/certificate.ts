import { X509Certificate } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'selfsigned';
import type { LakeEnv } from './lake-env';

export const CERTIFICATE_HOSTS = [
  'localhost',
  '*.localhost',
  'tribelocal.localhost',
  // The `sanity` CLI's hosts, reached through the front as its proxy (`cli-tunnel.ts`).
  'api.sanity.io',
  '*.api.sanity.io',
];

/** Whether a certificate names every host of CERTIFICATE_HOSTS (one generated before may not). */
const namesEveryHost = (cert: string) => {
  const names = new Set((new X509Certificate(cert).subjectAltName ?? '').split(', '));
  return CERTIFICATE_HOSTS.every((host) => names.has(`DNS:${host}`));
};
const VALID_DAYS = 825;

/**
 * The lake's TLS certificate: the configured PEM files, else a self-signed one for localhost and
 * its subdomains (and Sanity's API hosts, for the CLI), generated once into the data folder so the
 * browser's exception keeps working (again after a new host was added to the list).
 */
export async function lakeCertificate(env: LakeEnv): Promise<{ cert: string; key: string }> {
  if (env.tlsFiles) {
    const [cert, key] = await Promise.all([
      readFile(env.tlsFiles.cert, 'utf8'),
      readFile(env.tlsFiles.key, 'utf8'),
    ]);
    return { cert, key };
  }
  const certFile = path.join(env.tlsDir, 'cert.pem');
  const keyFile = path.join(env.tlsDir, 'key.pem');
  if (existsSync(certFile) && existsSync(keyFile)) {
    const cert = await readFile(certFile, 'utf8');
    if (namesEveryHost(cert)) return { cert, key: await readFile(keyFile, 'utf8') };
  }
  const notAfterDate = new Date(Date.now() + VALID_DAYS * 24 * 60 * 60 * 1000);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          ...CERTIFICATE_HOSTS.map((value) => ({ type: 2 as const, value })),
          { type: 7 as const, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  await mkdir(env.tlsDir, { recursive: true });
  await writeFile(keyFile, pems.private, { mode: 0o600 });
  await writeFile(certFile, pems.cert);
  return { cert: pems.cert, key: pems.private };
}
