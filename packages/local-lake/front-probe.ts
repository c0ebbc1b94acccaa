import { connect } from 'node:http2';
import type { LakeFront } from './tls-front';

/**
 * Throws unless the lake's front answers over HTTP/2 and TLS as the Studio reaches it. Its
 * certificate is its own, so it is not verified here.
 */
export async function checkLakeFront({ apiHost }: LakeFront): Promise<void> {
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
