'use client';

import { createStudioConfig } from '@tribe/studio/config';
import { NextStudio } from 'next-sanity/studio/client-component';
import { useMemo } from 'react';

/** The Studio itself: online against Sanity's API, offline against the local lake at `apiHost`. */
export default function StudioApp({ apiHost }: { apiHost?: string }) {
  const config = useMemo(() => createStudioConfig(apiHost ? { apiHost } : undefined), [apiHost]);
  return <NextStudio config={config} />;
}
