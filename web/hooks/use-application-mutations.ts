'use client';

import { useCallback } from 'react';
import type { ThreadMessage } from '@/contracts/applicant-thread';
import type { ApplicationSummary } from '@/contracts/applications';
import { applicationEndpoints } from '@/contracts/endpoints/applications';
import type { Interview } from '@/contracts/interviews';
import { useLocaleParam } from '@/i18n/use-locale-param';
import { fetchJson } from '@/lib/http/fetch-json';
import { uploadForm } from '@/lib/http/upload-form';
import { fetchedStore } from './fetched-store';
import { applicationsRequest } from './use-applications';
import { useMe } from './use-me';

// Apart from the reads, so the pages that only mark the offers applied to load no upload code.

/** Puts one changed application into My applications; the offer keeps the title it is listed under. */
function useUpdateApplication() {
  const { user } = useMe();
  const locale = useLocaleParam();
  return useCallback(
    (id: string, change: (item: ApplicationSummary) => ApplicationSummary) => {
      if (!user) return;
      fetchedStore.update<ApplicationSummary[]>(applicationsRequest(user.id, locale).key, (current) =>
        current?.map((item) => (item.id === id ? change(item) : item)),
      );
    },
    [user, locale],
  );
}

/** Withdraws one of my applications; My applications shows its new status at once. */
export function useWithdrawApplication() {
  const update = useUpdateApplication();
  return useCallback(
    async (id: string) => {
      const updated = await fetchJson<ApplicationSummary>(applicationEndpoints.withdraw(id), {
        method: 'POST',
      });
      update(id, (item) => ({ ...updated, jobTitle: item.jobTitle, jobSlug: item.jobSlug }));
    },
    [update],
  );
}

/** Stops sharing my profile with an application's company. */
export function useStopSharing() {
  const update = useUpdateApplication();
  return useCallback(
    async (id: string) => {
      await fetchJson<ApplicationSummary>(applicationEndpoints.sharedProfile(id), { method: 'DELETE' });
      update(id, (item) => ({ ...item, profileShared: false }));
    },
    [update],
  );
}

/** Picks one of an interview's proposed times; the card shows the confirmed interview. */
export function usePickInterviewTime() {
  const update = useUpdateApplication();
  return useCallback(
    async (id: string, start: string) => {
      const picked = await fetchJson<Interview>(applicationEndpoints.interview(id), {
        method: 'POST',
        json: { start },
      });
      update(id, (item) => ({
        ...item,
        interviews: item.interviews.map((interview) => (interview.id === picked.id ? picked : interview)),
      }));
    },
    [update],
  );
}

/** Writes to the company about one of my applications; the card shows the thread the API answers. */
export function useWriteToCompany() {
  const update = useUpdateApplication();
  return useCallback(
    async (id: string, body: string) => {
      const messages = await fetchJson<ThreadMessage[]>(applicationEndpoints.messages(id), {
        method: 'POST',
        json: { body },
      });
      update(id, (item) => ({ ...item, messages }));
    },
    [update],
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
