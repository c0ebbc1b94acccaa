import tls from 'node:tls';

/** The certificate a TLS server presents, as PEM. */
function presentedCertificate(origin: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: hostname, port: Number(port), rejectUnauthorized: false }, () => {
      const der = socket.getPeerCertificate().raw.toString('base64');
      socket.end();
      resolve(
        `-----BEGIN CERTIFICATE-----\n${der.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----\n`,
      );
    });
    socket.once('error', reject);
  });
}

/**
 * Makes this process trust the lake front's self-signed certificate, as an editor's browser does
 * once: every TLS client of the process (fetch, `@sanity/client`) then verifies the front with it.
 */
export async function trustLakeCertificate(front: string) {
  const certificate = await presentedCertificate(front);
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), certificate]);
}
