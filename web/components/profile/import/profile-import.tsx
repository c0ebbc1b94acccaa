'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-status';
import type { ProfileImportProposals } from '@/contracts/profile-import';
import type { SubmissionStatus } from '@/hooks/use-form-submission';
import type { EntryKind, ProfileEntryInput } from '@/hooks/use-profile-entries';
import { ImportUploadForm } from './import-upload-form';
import { PreferencesProposal } from './preferences-proposal';
import { ProposalCard } from './proposal-card';
import { SaveImportCv } from './save-import-cv';

interface Proposal {
  key: string;
  kind: EntryKind;
  entry: ProfileEntryInput<EntryKind>;
}

const KINDS: readonly EntryKind[] = ['experience', 'education'];

const listOf = (proposals: ProfileImportProposals): Proposal[] =>
  KINDS.flatMap((kind) => proposals[kind].map((entry, index) => ({ key: `${kind}-${index}`, kind, entry })));

/** What the import read: the file, and the roles and skills it proposes for the preferences. */
interface Read {
  file: File;
  preferences: Pick<ProfileImportProposals, 'roles' | 'skills'>;
}

/**
 * Import from a CV or LinkedIn PDF on My profile: the PDF is read on the server, and each
 * proposed entry waits here until the user accepts (saves) or drops it, as do the proposed roles
 * and skills and the offer to keep the PDF as a saved CV; nothing else is saved.
 */
export function ProfileImport() {
  const t = useTranslations('ProfileImport');
  const [proposals, setProposals] = useState<Proposal[] | null>(null);
  const [found, setFound] = useState(0);
  const [read, setRead] = useState<Read | null>(null);
  const [notice, setNotice] = useState<{ status: SubmissionStatus; text: string }>({
    status: 'idle',
    text: '',
  });

  const settle = (key: string, text: string) => {
    setProposals((current) => current?.filter((proposal) => proposal.key !== key) ?? null);
    setNotice({ status: 'success', text });
  };

  return (
    <section aria-labelledby="profile-import-heading" className="mt-12 rounded-2xl bg-gray-50 p-5 sm:p-6">
      <h2 id="profile-import-heading" className="font-display text-2xl font-black tracking-tight">
        {t('heading')}
      </h2>
      <p className="mt-2 mb-5 max-w-2xl text-gray-700">{t('intro')}</p>
      {proposals === null ? (
        <ImportUploadForm
          onRead={(proposals, file) => {
            const list = listOf(proposals);
            setFound(list.length);
            setProposals(list);
            setRead({ file, preferences: { roles: proposals.roles, skills: proposals.skills } });
            setNotice({ status: 'idle', text: '' });
          }}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <p className="font-semibold" role="status">
            {proposals.length > 0 ? t('found', { count: found }) : t('done')}
          </p>
          <FormStatus status={notice.status} success={notice.text} failure={notice.text} />
          {KINDS.map((kind) => {
            const ofKind = proposals.filter((proposal) => proposal.kind === kind);
            if (ofKind.length === 0) return null;
            return (
              <div key={kind} className="flex flex-col gap-3">
                <h3 className="text-lg font-bold">{t(`${kind}_heading`)}</h3>
                <ul className="flex flex-col gap-4">
                  {ofKind.map((proposal) => (
                    <li key={proposal.key}>
                      <ProposalCard
                        kind={proposal.kind}
                        proposal={proposal.entry}
                        onAccepted={() => settle(proposal.key, t('accepted'))}
                        onDropped={() => settle(proposal.key, t('dropped'))}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
          {read ? (
            <>
              <PreferencesProposal {...read.preferences} />
              <SaveImportCv file={read.file} />
            </>
          ) : null}
          <div>
            <Button variant="black-outline" size="sm" onClick={() => setProposals(null)}>
              {proposals.length > 0 ? t('start_over') : t('import_another')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
