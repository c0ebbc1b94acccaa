import 'server-only';
import { platformEnv } from '../env';
import { isLoopbackAddress } from '../http/loopback-peer';
import { localOnlyFeatures } from './listen-address';
import { type Refusal, refusal } from './request-guard';

let thisMachineOnly: string[] | undefined;

/**
 * While a local-only feature is on (the public development secret, the local test sign-in, the
 * local Content Lake), the whole site serves this machine only: `pnpm start` does not listen
 * elsewhere, and a server started on another address some other way still refuses every caller
 * whose connection does not come from 127.0.0.0/8 or ::1. Null: the request goes on.
 */
export function refuseRemotePeer(peerAddress: string): Refusal | null {
  if (isLoopbackAddress(peerAddress)) return null;
  thisMachineOnly ??= localOnlyFeatures(platformEnv());
  if (thisMachineOnly.length === 0) return null;
  return refusal(
    403,
    'this_machine_only',
    `This server serves only the machine it runs on while these are on: ${thisMachineOnly.join('; ')}.`,
  );
}
