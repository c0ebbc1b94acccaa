'use client';

import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-error';
import { useProfile } from '@/hooks/use-profile';
import { AccountData } from './account/account-data';
import { PersonalDetailsForm } from './details/personal-details-form';
import { EntrySection } from './entries/entry-section';
import { ProfileImport } from './import/profile-import';

/** My profile: personal details, the import from a CV or LinkedIn PDF, education, experience, and the account's data. */
export function MyProfile() {
  const t = useTranslations('Profile');
  const { profile, error, save, resendConfirmation, reload } = useProfile();
  return (
    <>
      <section aria-labelledby="details-heading">
        <h2 id="details-heading" className="mb-4 font-display text-2xl font-black tracking-tight">
          {t('details_heading')}
        </h2>
        {profile ? (
          <PersonalDetailsForm profile={profile} onSave={save} onResendConfirmation={resendConfirmation} />
        ) : error ? (
          <LoadError message={t('load_failed')} onRetry={() => reload()} />
        ) : (
          <div className="h-64 animate-pulse rounded-2xl bg-gray-100" aria-hidden="true" />
        )}
      </section>
      <ProfileImport />
      <EntrySection kind="education" />
      <EntrySection kind="experience" />
      <AccountData />
    </>
  );
}
