import 'server-only';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { platformEnv } from '../env';
import { log } from '../log/logger';
import { sharedOnce } from '../process-shared';
import { LocalPeople } from './accounts';
import { LOCAL_IDP_MOUNT_PATH, localIdpAvailability, localIdpIssuer } from './availability';
import { handleInteraction } from './interactions';
import { createLocalProvider } from './provider';

export class LocalIdpUnavailableError extends Error {
  override name = 'LocalIdpUnavailableError';
}

export interface LocalIdp {
  issuer: string;
  /** Where this process reaches the provider directly (discovery, token and userinfo calls). */
  internalUrl: string;
}

async function startLocalIdp(): Promise<LocalIdp> {
  const env = platformEnv();
  const availability = localIdpAvailability(env);
  if (!availability.available) throw new LocalIdpUnavailableError(availability.reason);
  const people = new LocalPeople();
  const provider = createLocalProvider(env, people);
  const callback = provider.callback();
  const server = createServer((req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (!url.startsWith(`${LOCAL_IDP_MOUNT_PATH}/`)) {
      res.writeHead(404).end();
      return;
    }
    // Mounted like Express would: the provider sees its own paths and builds URLs with the prefix.
    req.originalUrl = url;
    req.url = url.slice(LOCAL_IDP_MOUNT_PATH.length);
    handleInteraction(provider, people, req, res)
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
  log.info(
    `Local test sign-in (OpenID Connect) serves ${localIdpIssuer(env)} for providers without credentials.`,
  );
  return { issuer: localIdpIssuer(env), internalUrl: `http://127.0.0.1:${port}${LOCAL_IDP_MOUNT_PATH}` };
}

/**
 * The local OpenID Connect provider of this process, started on first use on a loopback port;
 * refuses with LocalIdpUnavailableError (and says why) when it may not run.
 */
export function localIdp(): Promise<LocalIdp> {
  return sharedOnce('localIdp', localIdpIssuer(platformEnv()), startLocalIdp);
}
