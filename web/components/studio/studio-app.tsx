'use client';

import { createStudioConfig } from '@tribe/studio/config';
import { NextStudio } from 'next-sanity/studio/client-component';
import { useMemo } from 'react';

/** The Studio itself: against Sanity's API, or the site's own at `apiHost` (the local lake offline, the member API for a member online). */
export default function StudioApp({ apiHost }: { apiHost?: string }) {
  const config = useMemo(() => createStudioConfig(apiHost ? { apiHost } : undefined), [apiHost]);
  return <NextStudio config={config} />;
}
