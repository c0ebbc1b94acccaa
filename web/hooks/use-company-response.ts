'use client';

import useSWR from 'swr';
import type { CompanyResponseRecord } from '@/contracts/applications';
import { endpoints } from '@/contracts/endpoints';
import { fetchJson } from '@/lib/http/fetch-json';

/** How a company keeps its promise to answer applications (public, the same for everyone). */
export function useCompanyResponseRecord(companyId: string) {
  const { data } = useSWR(endpoints.pages.companyResponse(companyId), (url: string) =>
    fetchJson<CompanyResponseRecord>(url),
  );
  return data?.record ?? null;
}
