import type { Channels } from '@tribe/server-kit/channels';

export function siteChannels(dataDir: string): Channels;
export { closeChannels } from '@tribe/server-kit/channels';
