'use client';

import { useCallback } from 'react';
import type { ApplicationSummary } from '@/contracts/applications';
import { applicationEndpoints } from '@/contracts/endpoints/applications';
import { useLocaleParam } from '@/i18n/use-locale-param';
import { fetchJson } from '@/lib/http/fetch-json';
import { uploadForm } from '@/lib/http/upload-form';
import { fetchedStore } from './fetched-store';
import { applicationsRequest } from './use-applications';
import { useMe } from './use-me';

// Apart from the reads, so the pages that only mark the offers applied to load no upload code.

/** Withdraws one of my applications; My applications shows its new status at once. */
export function useWithdrawApplication() {
  const { user } = useMe();
  const locale = useLocaleParam();
  return useCallback(
    async (id: string) => {
      const updated = await fetchJson<ApplicationSummary>(applicationEndpoints.withdraw(id), {
        method: 'POST',
      });
      if (!user) return;
      // The withdrawal changes the status and history; the offer keeps the title it is listed under.
      fetchedStore.update<ApplicationSummary[]>(applicationsRequest(user.id, locale).key, (current) =>
        current?.map((item) =>
          item.id === id ? { ...updated, jobTitle: item.jobTitle, jobSlug: item.jobSlug } : item,
        ),
      );
    },
    [user, locale],
  );
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
        applicationEndpoints.submit,
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
