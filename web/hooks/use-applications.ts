'use client';

import { useCallback, useMemo } from 'react';
import type { ApplicationSummary } from '@/contracts/applications';
import { endpoints } from '@/contracts/endpoints';
import { useLocaleParam } from '@/i18n/use-locale-param';
import { fetchJson } from '@/lib/http/fetch-json';
import { uploadForm } from '@/lib/http/upload-form';
import { type FetchRequest, fetchedStore, useFetched } from './fetched-store';
import { useMe, withUserCheck } from './use-me';

/** One user's applications in a language: keyed by user, so another person's never show. */
function applicationsRequest(userId: string, language: string): FetchRequest<ApplicationSummary[]> {
  const url = endpoints.applications.list(language);
  return { key: `${url} ${userId}`, load: () => fetchJson<ApplicationSummary[]>(url) };
}

/**
 * My applications (keyed by user, so another person's never show), titled in the page's
 * language, with withdrawal.
 */
export function useApplications() {
  const me = useMe();
  const locale = useLocaleParam();
  const { user } = me;
  const request = useMemo(() => (user ? applicationsRequest(user.id, locale) : null), [user, locale]);
  const { data, error } = useFetched(request);
  const withdraw = useCallback(
    async (id: string) => {
      const updated = await fetchJson<ApplicationSummary>(endpoints.applications.withdraw(id), {
        method: 'POST',
      });
      // The withdrawal changes the status and history; the offer keeps the title it is listed under.
      if (request)
        fetchedStore.update<ApplicationSummary[]>(request.key, (current) =>
          current?.map((item) =>
            item.id === id ? { ...updated, jobTitle: item.jobTitle, jobSlug: item.jobSlug } : item,
          ),
        );
    },
    [request],
  );
  const reload = () => (request ? fetchedStore.revalidate(request) : Promise.resolve(undefined));
  return withUserCheck(me, { items: user ? data : undefined, error, reload, withdraw });
}

const isOpen = (application: ApplicationSummary) => application.status !== 'withdrawn';

/**
 * My open (not withdrawn) application for one job offer. `known` is false until it can be told:
 * while the user or their applications load. Nobody signed in has none.
 */
export function useMyApplication(jobOfferId: string) {
  const { user, isLoading } = useMe();
  const { items, error, withdraw } = useApplications();
  const application = items?.find((item) => item.jobOfferId === jobOfferId && isOpen(item)) ?? null;
  // When the list cannot load, the form stays usable: the server still refuses a second application.
  const known = user ? items !== undefined || Boolean(error) : !isLoading;
  return { application, known, withdraw };
}

/** The ids of the job offers I have an open application for (empty for nobody signed in). */
export function useAppliedJobOfferIds(): ReadonlySet<string> {
  const { items } = useApplications();
  return useMemo(() => new Set(items?.filter(isOpen).map((item) => item.jobOfferId)), [items]);
}

/**
 * Sends an application (multipart, with the CV); `onProgress` gets the share uploaded, 0–1. The
 * new application joins My applications at once, so every view of it knows it was sent.
 */
export function useSubmitApplication() {
  const { user } = useMe();
  const locale = useLocaleParam();
  return useCallback(
    async (arg: { form: FormData; onProgress: (share: number) => void }) => {
      const created = await uploadForm<ApplicationSummary>(
        endpoints.applications.submit,
        arg.form,
        arg.onProgress,
      );
      if (user) {
        const request = applicationsRequest(user.id, locale);
        fetchedStore.update<ApplicationSummary[]>(request.key, (current) => [
          created,
          ...(current ?? []).filter((item) => item.id !== created.id),
        ]);
        void fetchedStore.revalidate(request);
      }
      return created;
    },
    [user, locale],
  );
}
