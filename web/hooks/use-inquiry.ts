'use client';

import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { inquiryEndpoint } from '@/contracts/endpoints/inquiry';
import type { InquiryResult, inquirySchema } from '@/contracts/inquiry';
import { fetchJson } from '@/lib/http/fetch-json';

/** Sends the 'Get a free quote' form; the returned function rejects with the API's error. */
export function useSendInquiry() {
  const { trigger } = useSWRMutation(
    inquiryEndpoint,
    (url: string, { arg }: { arg: z.input<typeof inquirySchema> }) =>
      fetchJson<InquiryResult>(url, { method: 'POST', json: arg }),
  );
  return trigger;
}
