'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import { profileEndpoints } from '@/contracts/endpoints/profile';
import type { Profile, ProfileUpdate } from '@/contracts/profile';
import { fetchJson } from '@/lib/http/fetch-json';
import { swrDefaults } from '@/lib/http/swr-defaults';
import { useMe, withUserCheck } from './use-me';

/**
 * My personal data; fetched only while somebody is signed in. Saving a new contact email and
 * sending its confirmation link again both mail in the page's language.
 */
export function useProfile() {
  const me = useMe();
  const locale = useLocale();
  const { user, refresh: refreshMe } = me;
  const { data, error, isLoading, mutate } = useSWR(
    user ? profileEndpoints.read : null,
    (url: string) => fetchJson<Profile>(url),
    // The contact address's confirmation link is opened from the mailbox, usually in another tab.
    { ...swrDefaults, revalidateOnFocus: true },
  );
  const save = async (update: ProfileUpdate) => {
    const saved = await fetchJson<Profile>(profileEndpoints.update(locale), {
      method: 'PATCH',
      json: update,
    });
    await mutate(saved, { revalidate: false });
    // The header shows the name: it is fetched again with the user.
    await refreshMe();
    return saved;
  };
  const resendConfirmation = async () => {
    const sent = await fetchJson<Profile>(profileEndpoints.resendConfirmation(locale), {
      method: 'POST',
    });
    await mutate(sent, { revalidate: false });
  };
  return withUserCheck(me, {
    profile: data,
    error,
    isLoading,
    save,
    resendConfirmation,
    reload: () => mutate(),
  });
}
