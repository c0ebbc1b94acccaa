'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ForYouLink } from '@/components/for-you/for-you-link';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-status';
import { withRolesAndSkills } from '@/contracts/preferences';
import type { ProfileImportProposals } from '@/contracts/profile-import';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { usePreferences, useSavePreferences } from '@/hooks/use-preferences';
import { RemovableChips } from './removable-chips';

type Proposed = Pick<ProfileImportProposals, 'roles' | 'skills'>;

/**
 * The roles and skills the CV names, for the preferences 'For you' ranks by: the user takes out
 * what does not fit and adds the rest to the preferences they have (nothing is added unasked).
 */
export function PreferencesProposal({ roles, skills }: Proposed) {
  const t = useTranslations('ProfileImport');
  const { preferences } = usePreferences();
  const save = useSavePreferences();
  const submission = useFormSubmission();
  const [kept, setKept] = useState<Proposed>({ roles, skills });
  if (!roles.length && !skills.length) return null;

  const add = () =>
    submission.run(async () => {
      if (!preferences) throw new Error('The preferences are not loaded yet.');
      await save(
        withRolesAndSkills(
          preferences,
          kept.roles,
          kept.skills.map((skill) => skill.slug),
        ),
      );
    });

  return (
    <section aria-labelledby="import-preferences-heading" className="flex flex-col gap-3">
      <h3 id="import-preferences-heading" className="text-lg font-bold">
        {t('preferences_heading')}
      </h3>
      <p className="max-w-2xl text-gray-700">{t('preferences_intro')}</p>
      <RemovableChips
        label={t('roles_label')}
        items={kept.roles}
        text={(role) => role}
        onRemove={(role) => setKept({ ...kept, roles: kept.roles.filter((item) => item !== role) })}
        removeLabel={(item) => t('remove_proposal', { item })}
      />
      <RemovableChips
        label={t('skills_label')}
        items={kept.skills}
        text={(skill) => skill.name}
        onRemove={(skill) =>
          setKept({ ...kept, skills: kept.skills.filter((item) => item.slug !== skill.slug) })
        }
        removeLabel={(item) => t('remove_proposal', { item })}
      />
      <div className="flex flex-wrap items-center gap-4">
        {submission.status === 'success' ? (
          <ForYouLink>{t('see_for_you')}</ForYouLink>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            loading={submission.sending}
            disabled={!preferences || (!kept.roles.length && !kept.skills.length)}
            onClick={add}
          >
            {t('preferences_accept')}
          </Button>
        )}
        <FormStatus
          status={submission.status}
          success={t('preferences_accepted')}
          failure={t('preferences_failed')}
        />
      </div>
    </section>
  );
}
