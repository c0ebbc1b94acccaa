'use client';

import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { newsletterEndpoints } from '@/contracts/endpoints/newsletter';
import type { NewsletterSubscribeResult, newsletterSubscribeSchema } from '@/contracts/newsletter';
import { fetchJson } from '@/lib/http/fetch-json';

/** Signs an address up for a newsletter; the returned function rejects with the API's error. */
export function useNewsletterSignUp() {
  const { trigger } = useSWRMutation(
    newsletterEndpoints.subscribe,
    (url: string, { arg }: { arg: z.input<typeof newsletterSubscribeSchema> }) =>
      fetchJson<NewsletterSubscribeResult>(url, { method: 'POST', json: arg }),
  );
  return trigger;
}
