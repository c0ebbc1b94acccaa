'use client';

import { studioAccessEndpoint } from '@/contracts/endpoints/studio';
import type { CurrentUser } from '@/contracts/user';
import { fetchJson } from '@/lib/http/fetch-json';
import { useFetched } from './fetched-store';

/** Whether the signed-in user is an editor, as the server decides by the role; false while unknown. */
export function useStudioAccess(user: CurrentUser | null): boolean {
  const { data } = useFetched(
    user
      ? {
          key: `${studioAccessEndpoint}#${user.id}`,
          load: () => fetchJson<{ editor: boolean }>(studioAccessEndpoint),
        }
      : null,
  );
  return data?.editor === true;
}
