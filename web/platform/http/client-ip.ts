import 'server-only';
/**
 * The caller's address for rate limits: the last X-Forwarded-For entry, the one the nearest proxy
 * appends (Next.js fills the header with the socket address when no proxy set it). Behind no
 * proxy at all a client could choose it, which is why signed-in limits also count per user.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || headers.get('x-real-ip')?.trim() || 'unknown';
}
