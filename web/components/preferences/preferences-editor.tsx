'use client';

import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-error';
import type { PreferenceOptions } from '@/contracts/preferences';
import { usePreferences, useSavePreferences } from '@/hooks/use-preferences';
import { PreferencesForm } from './preferences-form';

/** The signed-in candidate's preferences, loaded and then edited in one form. */
export function PreferencesEditor({ cities, options }: { cities: string[]; options: PreferenceOptions }) {
  const t = useTranslations('Preferences');
  const { preferences, error, reload } = usePreferences();
  const save = useSavePreferences();
  if (!preferences && error) return <LoadError message={t('load_failed')} onRetry={() => reload()} />;
  if (!preferences) return <div className="h-96 animate-pulse rounded-2xl bg-gray-100" aria-busy="true" />;
  return <PreferencesForm preferences={preferences} cities={cities} options={options} onSave={save} />;
}
