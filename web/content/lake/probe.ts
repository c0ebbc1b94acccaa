import 'server-only';
import { connect } from 'node:http2';
import { platformEnv } from '@/platform/env';
import { lakeAvailability } from './session';
import { lakeFront } from './tls-front';

/** Whether this process runs the local Content Lake (offline, on loopback). */
export const localLakeEnabled = () => lakeAvailability(platformEnv()).available;

/**
 * Throws unless the local Content Lake answers over HTTP/2 and TLS as the Studio reaches it
 * (starting it when nothing has yet). Its certificate is its own, so it is not verified here.
 */
export async function checkLocalLake(): Promise<void> {
  const { apiHost } = await lakeFront();
  const { hostname, port } = new URL(apiHost);
  await new Promise<void>((resolve, reject) => {
    // The front listens on 127.0.0.1; `*.localhost` names resolve there in browsers, not in Node.
    const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false, servername: hostname });
    session.once('error', reject);
    const request = session.request({ ':method': 'GET', ':path': '/' });
    request.once('error', reject);
    request.once('response', (headers) => {
      request.resume();
      session.close();
      const status = headers[':status'];
      if (status === 200) resolve();
      else reject(new Error(`The local Content Lake answered ${status}`));
    });
    request.end();
  });
}
