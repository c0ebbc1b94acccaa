'use client';

import type { CompanyResponseRecord } from '@/contracts/applications';
import { pageDataEndpoints } from '@/contracts/endpoints/page-data';
import { fetchJson } from '@/lib/http/fetch-json';
import { useFetched } from './fetched-store';

/** How a company keeps its promise to answer applications (public, the same for everyone). */
export function useCompanyResponseRecord(companyId: string) {
  const url = pageDataEndpoints.companyResponse(companyId);
  const { data } = useFetched({ key: url, load: () => fetchJson<CompanyResponseRecord>(url) });
  return data?.record ?? null;
}
