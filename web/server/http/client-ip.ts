import 'server-only';
import { platformEnv } from '../env';
import { isTrustedProxy, plainAddress } from './trusted-proxies';

/** The socket's address, set on every request by the server's front door (never by a client). */
export const PEER_ADDRESS_HEADER = 'x-tribe-peer-address';

/**
 * The caller's address for rate limits. The connection's peer is the caller unless it is one of
 * TRUSTED_PROXIES; then X-Forwarded-For is read from the right, past every trusted proxy, and the
 * first address that is not one is the caller. Without the peer header (a handler called outside
 * the server, as in tests) the last X-Forwarded-For entry is used: Next.js fills it with the
 * socket's address when the client sent none.
 */
export function clientIp(headers: Headers): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const peer = headers.get(PEER_ADDRESS_HEADER);
  if (!peer) return forwarded.at(-1) ?? 'unknown';
  const { trustedProxies } = platformEnv();
  if (!isTrustedProxy(trustedProxies, peer)) return plainAddress(peer);
  const hops = forwarded.map(plainAddress);
  return hops.findLast((hop) => !isTrustedProxy(trustedProxies, hop)) ?? hops[0] ?? plainAddress(peer);
}
