import { isIP } from 'node:net';

/** The eight groups of an IPv6 address, `::` expanded and an embedded IPv4 tail as two groups. */
function ipv6Groups(address: string): string[] {
  const [head, tail = ''] = address.split('::');
  const groupsOf = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((group) => {
        if (!group.includes('.')) return [group];
        const [a, b, c, d] = group.split('.').map(Number);
        return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
      });
  const start = groupsOf(head);
  const end = address.includes('::') ? groupsOf(tail) : [];
  const gap = Array(8 - start.length - end.length).fill('0');
  return [...start, ...gap, ...end].map((group) => Number.parseInt(group, 16).toString(16));
}

/**
 * Where a visitor connects from, as the visitor estimate counts it: an IPv4 address as it is, an
 * IPv6 address by its /64 network (one household or phone gets a whole /64 and may change address
 * within it at will).
 */
export function visitorNetwork(address: string): string {
  const plain = address.replace(/%.*$/, '');
  if (isIP(plain) !== 6) return plain;
  return `${ipv6Groups(plain).slice(0, 4).join(':')}::/64`;
}
