'use client';

import { useRef } from 'react';
import { pageDataEndpoints } from '@/contracts/endpoints/page-data';
import type { JobCardItem } from '@/contracts/job-card-item';
import { fetchJson } from '@/lib/http/fetch-json';
import { useFetched } from './fetched-store';

type OffersAnswer = { items?: JobCardItem[] | null } | null;

/** A company's newest live job offers in the visitor's language, at most `limit`. */
export function useCompanyJobOffers(companyId: string, language: string, limit: number) {
  const url = pageDataEndpoints.jobOffers({ language, branch: companyId, limit: String(limit) });
  const { data, isLoading } = useFetched({
    key: url,
    load: () =>
      fetchJson<OffersAnswer>(url).catch((error: unknown) => {
        console.error('Failed to fetch job offers');
        throw error;
      }),
  });
  // Another company or limit keeps the offers shown until its own arrive.
  const shown = useRef(data);
  if (data !== undefined) shown.current = data;
  return { offers: shown.current?.items ?? [], isLoading };
}
