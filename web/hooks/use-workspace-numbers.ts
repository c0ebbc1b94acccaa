'use client';

import useSWR from 'swr';
import { workspaceEndpoints } from '@/contracts/endpoints/workspace';
import type { WorkspaceNumbers } from '@/contracts/numbers';
import { fetchJson } from '@/lib/http/fetch-json';
import { swrDefaults } from '@/lib/http/swr-defaults';

/** The dashboard's charts of the member's company, offers titled in the page's language. */
export function useWorkspaceNumbers(language: string) {
  const { data, error, mutate } = useSWR(
    workspaceEndpoints.numbers(language),
    (url: string) => fetchJson<WorkspaceNumbers>(url),
    swrDefaults,
  );
  return { numbers: data, failed: Boolean(error), retry: () => void mutate() };
}
