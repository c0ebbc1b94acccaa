'use client';

import { useMemo } from 'react';
import type { ApplicationSummary } from '@/contracts/applications';
import { applicationEndpoints } from '@/contracts/endpoints/applications';
import { useLocaleParam } from '@/i18n/use-locale-param';
import { fetchJson } from '@/lib/http/fetch-json';
import { type FetchRequest, fetchedStore, useFetched } from './fetched-store';
import { useMe, withUserCheck } from './use-me';

/**
 * One user's applications in a language: keyed by user, so another person's never show. Their
 * mutations (`use-application-mutations.ts`) update the same entry.
 */
export function applicationsRequest(userId: string, language: string): FetchRequest<ApplicationSummary[]> {
  const url = applicationEndpoints.list(language);
  return { key: `${url} ${userId}`, load: () => fetchJson<ApplicationSummary[]>(url) };
}

/** My applications (keyed by user, so another person's never show), titled in the page's language. */
export function useApplications() {
  const me = useMe();
  const locale = useLocaleParam();
  const { user } = me;
  const request = useMemo(() => (user ? applicationsRequest(user.id, locale) : null), [user, locale]);
  const { data, error } = useFetched(request);
  const reload = () => (request ? fetchedStore.revalidate(request) : Promise.resolve(undefined));
  return withUserCheck(me, { items: user ? data : undefined, error, reload });
}

const isOpen = (application: ApplicationSummary) => application.status !== 'withdrawn';

/**
 * My open (not withdrawn) application for one job offer. `known` is false until it can be told:
 * while the user or their applications load. Nobody signed in has none.
 */
export function useMyApplication(jobOfferId: string) {
  const { user, isLoading } = useMe();
  const { items, error } = useApplications();
  const application = items?.find((item) => item.jobOfferId === jobOfferId && isOpen(item)) ?? null;
  // When the list cannot load, the form stays usable: the server still refuses a second application.
  const known = user ? items !== undefined || Boolean(error) : !isLoading;
  return { application, known };
}

/** The ids of the job offers I have an open application for (empty for nobody signed in). */
export function useAppliedJobOfferIds(): ReadonlySet<string> {
  const { items } = useApplications();
  return useMemo(() => new Set(items?.filter(isOpen).map((item) => item.jobOfferId)), [items]);
}
