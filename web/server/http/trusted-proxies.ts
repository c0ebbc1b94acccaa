import 'server-only';
import { BlockList, isIP } from 'node:net';

/** `::ffff:203.0.113.7` (IPv4 on an IPv6 socket) is 203.0.113.7. */
export const plainAddress = (address: string): string => address.trim().replace(/^::ffff:(?=\d+\.)/i, '');

/**
 * TRUSTED_PROXIES: a comma list of addresses and CIDR ranges (`10.0.0.0/8, ::1`) whose
 * X-Forwarded-For is believed. Throws an error naming the variable for an entry that is neither.
 */
export function parseTrustedProxies(raw: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    const maxPrefix = family === 'ipv6' ? 128 : 32;
    const bits = Number(prefix);
    const validPrefix = prefix === undefined || (/^\d+$/.test(prefix) && bits <= maxPrefix);
    if (!isIP(address) || !validPrefix || extra !== undefined) {
      throw new Error(`TRUSTED_PROXIES: ${entry} is not an IP address or CIDR range such as 10.0.0.0/8`);
    }
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, bits, family);
  }
  return list;
}

export function isTrustedProxy(list: BlockList, address: string): boolean {
  const plain = plainAddress(address);
  const family = isIP(plain);
  if (!family) return false;
  return list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}
