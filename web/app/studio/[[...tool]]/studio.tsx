'use client';

import config from '@tribe/studio/config';
import { NextStudio } from 'next-sanity/studio/client-component';

export function Studio() {
  return <NextStudio config={config} />;
}
