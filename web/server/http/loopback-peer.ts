import 'server-only';
import { BlockList, isIP } from 'node:net';
import { ApiError } from '@/contracts/api-error';
import { PEER_ADDRESS_HEADER } from './client-ip';
import { plainAddress } from './trusted-proxies';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1: only this machine connects from these. */
export function isLoopbackAddress(address: string): boolean {
  const plain = plainAddress(address);
  const family = isIP(plain);
  return family !== 0 && LOOPBACK.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Whether the request's connection comes from this machine, read from the socket's address the
 * server's front door sets on every request. Without it (a handler called outside the
 * server) the answer is no: local-only features fail closed.
 */
export function isLoopbackPeer(headers: Headers): boolean {
  const peer = headers.get(PEER_ADDRESS_HEADER);
  return Boolean(peer) && isLoopbackAddress(peer as string);
}

/** Local-only features answer a caller on another machine as if they did not exist. */
export function requireLoopbackPeer(headers: Headers): void {
  if (!isLoopbackPeer(headers)) throw new ApiError(404, 'not_found', 'Not found.');
}
