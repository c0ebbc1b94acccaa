'use client';

import useSWR from 'swr';
import type { JobCardItem } from '@/components/jobs/job-card-item';
import { endpoints } from '@/contracts/endpoints';
import { fetchJson } from '@/lib/http/fetch-json';
import { swrDefaults } from '@/lib/http/swr-defaults';

const fetchOffers = (url: string) => fetchJson<{ items?: JobCardItem[] | null } | null>(url);

/** A company's newest live job offers in the visitor's language, at most `limit`. */
export function useCompanyJobOffers(companyId: string, language: string, limit: number) {
  const { data, isLoading } = useSWR(
    endpoints.pages.jobOffers({ language, branch: companyId, limit: String(limit) }),
    fetchOffers,
    {
      ...swrDefaults,
      keepPreviousData: true,
      onError: () => console.error('Failed to fetch job offers'),
    },
  );
  return { offers: data?.items ?? [], isLoading };
}
