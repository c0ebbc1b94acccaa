import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LocalPeople } from './accounts';
import { handleInteraction } from './interactions';
import type { LocalIdpOptions } from './options';
import { createLocalProvider } from './provider';

export class LocalIdpUnavailableError extends Error {
  override name = 'LocalIdpUnavailableError';
}

export interface LocalIdp {
  issuer: string;
  /** Where this process reaches the provider directly (discovery, token and userinfo calls). */
  internalUrl: string;
}

/**
 * Starts the local OpenID Connect provider on a loopback port. Start it once per process (its
 * signing key and the people who signed in live in it).
 */
export async function startLocalIdp(options: LocalIdpOptions): Promise<LocalIdp> {
  const { issuer, clients, pages, log } = options;
  const mountPath = new URL(issuer).pathname;
  const people = new LocalPeople();
  const provider = createLocalProvider(options, people);
  const callback = provider.callback();
  const server = createServer((req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (!url.startsWith(`${mountPath}/`)) {
      res.writeHead(404).end();
      return;
    }
    // Mounted like Express would: the provider sees its own paths and builds URLs with the prefix.
    req.originalUrl = url;
    req.url = url.slice(mountPath.length);
    handleInteraction({ mountPath, provider, people, clients, pages }, req, res)
      .then(async (handled) => {
        if (!handled) await callback(req, res);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'Local test sign-in failed');
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('The local test sign-in failed; see the server log.');
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  server.unref();
  const { port } = server.address() as AddressInfo;
  log.info(`Local test sign-in (OpenID Connect) serves ${issuer} for providers without credentials.`);
  return { issuer, internalUrl: `http://127.0.0.1:${port}${mountPath}` };
}
