'use client';

import { useLocale } from 'next-intl';
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApplicationSummary } from '@/contracts/applications';
import { endpoints } from '@/contracts/endpoints';
import { fetchJson } from '@/lib/http/fetch-json';
import { uploadForm } from '@/lib/http/upload-form';
import { useMe, withUserCheck } from './use-me';

/** The cache key of one user's applications in a language: another person's never show. */
const applicationsKey = (userId: string, language: string) =>
  [endpoints.applications.list(language), userId] as const;

/**
 * My applications (keyed by user, so another person's never show), titled in the page's
 * language, with withdrawal.
 */
export function useApplications() {
  const me = useMe();
  const locale = useLocale();
  const { user } = me;
  const { data, error, mutate } = useSWR(user ? applicationsKey(user.id, locale) : null, ([url]) =>
    fetchJson<ApplicationSummary[]>(url),
  );
  const withdraw = useCallback(
    async (id: string) => {
      const updated = await fetchJson<ApplicationSummary>(endpoints.applications.withdraw(id), {
        method: 'POST',
      });
      // The withdrawal changes the status and history; the offer keeps the title it is listed under.
      await mutate(
        (current) =>
          current?.map((item) =>
            item.id === id ? { ...updated, jobTitle: item.jobTitle, jobSlug: item.jobSlug } : item,
          ),
        { revalidate: false },
      );
    },
    [mutate],
  );
  return withUserCheck(me, { items: user ? data : undefined, error, reload: () => mutate(), withdraw });
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
  const locale = useLocale();
  const { mutate } = useSWRConfig();
  const { trigger } = useSWRMutation(
    endpoints.applications.submit,
    (url: string, { arg }: { arg: { form: FormData; onProgress: (share: number) => void } }) =>
      uploadForm<ApplicationSummary>(url, arg.form, arg.onProgress),
  );
  return useCallback(
    async (arg: { form: FormData; onProgress: (share: number) => void }) => {
      const created = await trigger(arg);
      if (user)
        await mutate(applicationsKey(user.id, locale), (current?: ApplicationSummary[]) => [
          created,
          ...(current ?? []).filter((item) => item.id !== created.id),
        ]);
      return created;
    },
    [trigger, mutate, user, locale],
  );
}
