'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { RadioField } from '@/components/forms/radio-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { FormStatus } from '@/components/ui/form-status';
import { EMAIL_MAX_LENGTH } from '@/contracts/email-limits';
import { invitationSchema, MEMBER_ROLES, type MemberRole } from '@/contracts/workspace';
import { useForm } from '@/hooks/use-form';
import { useInvite } from '@/hooks/use-workspace';
import { useRouter } from '@/i18n/navigation';

/** An owner invites a colleague as a recruiter or an owner; the link goes to their e-mail. */
export function InviteForm() {
  const t = useTranslations('Workspace');
  const router = useRouter();
  const invite = useInvite();
  const [sentTo, setSentTo] = useState('');
  const form = useForm<{ email: string; role: MemberRole }>({
    initial: { email: '', role: 'recruiter' },
    labels: { email: t('invite_email'), role: t('invite_role') },
    idPrefix: 'invite',
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = form.check(invitationSchema, form.values);
    if (!input) return;
    const sent = await form.send(async () => {
      await invite(input);
      router.refresh();
    });
    if (sent) {
      setSentTo(input.email);
      form.setValues({ email: '', role: input.role });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('invite_heading')} className="flex flex-col gap-4">
      <TextField
        field={form.field('email')}
        label={t('invite_email')}
        required
        type="email"
        autoComplete="off"
        maxLength={EMAIL_MAX_LENGTH}
      />
      <RadioField
        field={form.field('role')}
        label={t('invite_role')}
        help={t('invite_role_help')}
        options={MEMBER_ROLES.map((role) => ({ value: role, label: t(`role_${role}`) }))}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton sending={form.sending}>{t('invite_send')}</SubmitButton>
        <FormStatus
          status={form.status}
          success={t('invite_sent', { email: sentTo })}
          failure={t('failed')}
        />
      </div>
    </form>
  );
}
