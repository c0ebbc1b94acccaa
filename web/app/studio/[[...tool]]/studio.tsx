'use client';

import config from '@tribe/studio/config';
import { NextStudio } from 'next-sanity/studio/client-component';
import { ZodWithoutEval } from '@/components/app/zod-without-eval';

export function Studio() {
  return (
    <>
      <ZodWithoutEval />
      <NextStudio config={config} />
    </>
  );
}
