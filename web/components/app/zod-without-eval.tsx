'use client';

import { z } from 'zod';

// zod compiles its parsers with `new Function` after probing whether eval works; the
// Content-Security-Policy forbids eval, and the probe alone would be reported as a violation.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** Rendered in each root layout so the setting above is part of every page's scripts. */
export function ZodWithoutEval() {
  return null;
}
