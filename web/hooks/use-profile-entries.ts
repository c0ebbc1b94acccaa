'use client';

import useSWR from 'swr';
import { profileEntryEndpoints } from '@/contracts/endpoints/profile';
import type {
  EducationEntry,
  EducationEntryInput,
  ExperienceEntry,
  ExperienceEntryInput,
} from '@/contracts/profile';
import { fetchJson } from '@/lib/http/fetch-json';
import { swrDefaults } from '@/lib/http/swr-defaults';
import { useMe, withUserCheck } from './use-me';

export type EntryKind = 'education' | 'experience';

interface EntryTypes {
  education: { entry: EducationEntry; input: EducationEntryInput };
  experience: { entry: ExperienceEntry; input: ExperienceEntryInput };
}

export type ProfileEntry<Kind extends EntryKind> = EntryTypes[Kind]['entry'];
export type ProfileEntryInput<Kind extends EntryKind> = EntryTypes[Kind]['input'];

/**
 * My education or experience entries with add, edit and delete. After each change the list is
 * fetched again, so it keeps the server's order (current entries first).
 */
export function useProfileEntries<Kind extends EntryKind>(kind: Kind) {
  const me = useMe();
  const { user } = me;
  const { list, item } = profileEntryEndpoints[kind];
  const { data, error, isLoading, mutate } = useSWR(
    user ? list : null,
    (url: string) => fetchJson<ProfileEntry<Kind>[]>(url),
    swrDefaults,
  );
  const change = async (request: Promise<unknown>) => {
    await request;
    await mutate();
  };
  return withUserCheck(me, {
    entries: data,
    error,
    isLoading,
    reload: () => mutate(),
    create: (input: ProfileEntryInput<Kind>) => change(fetchJson(list, { method: 'POST', json: input })),
    update: (id: string, input: ProfileEntryInput<Kind>) =>
      change(fetchJson(item(id), { method: 'PUT', json: input })),
    remove: (id: string) => change(fetchJson(item(id), { method: 'DELETE' })),
  });
}
