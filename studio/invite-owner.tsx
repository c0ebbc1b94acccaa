import { Button, Card, Stack, Text, TextInput } from '@sanity/ui';
import { type FormEvent, useId, useState } from 'react';
import type { DocumentActionComponent } from 'sanity';
import { callSite } from './site-api';

/** The site's endpoint for an editor's invitation (the Studio runs on the site's own origin). */
const INVITATIONS_ENDPOINT = '/api/studio/company-invitations';

type Outcome = { sent: string; expiresAt: string } | { error: string } | null;

async function sendInvitation(company: string, email: string): Promise<Outcome> {
  const answer = await callSite<{ expiresAt: string }>('POST', INVITATIONS_ENDPOINT, { company, email });
  return answer.ok ? { sent: email, expiresAt: answer.body.expiresAt } : { error: answer.error };
}

function InviteOwnerForm({ companyId }: { companyId: string }) {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setOutcome(await sendInvitation(companyId, email.trim()));
    setSending(false);
  }

  return (
    <form onSubmit={submit} aria-label="Invite the company’s owner">
      <Stack gap={4}>
        <Text size={1} muted>
          The owner gets an e-mail with a link valid for 7 days. Signed in with this address, they open the
          company’s workspace and can invite their recruiters.
        </Text>
        <Stack gap={2}>
          <Text as="label" htmlFor={inputId} size={1} weight="semibold">
            Owner’s e-mail address
          </Text>
          <TextInput
            id={inputId}
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
        </Stack>
        {outcome && 'error' in outcome ? (
          <Card tone="critical" padding={3} radius={2} role="alert">
            <Text size={1}>{outcome.error}</Text>
          </Card>
        ) : null}
        {outcome && 'sent' in outcome ? (
          <Card tone="positive" padding={3} radius={2} role="status">
            <Text size={1}>
              Invitation sent to {outcome.sent}. The link is valid until{' '}
              {new Date(outcome.expiresAt).toLocaleDateString('en-GB', { dateStyle: 'long' })}.
            </Text>
          </Card>
        ) : null}
        <Button
          type="submit"
          tone="primary"
          text="Send the invitation"
          loading={sending}
          disabled={!email.trim()}
        />
      </Stack>
    </form>
  );
}

/**
 * "Invite owner": an editor invites a published company's first owner to its workspace, what
 * `pnpm companies invite` does from a terminal.
 */
export const inviteOwner: DocumentActionComponent = ({ id, published }) => {
  const [open, setOpen] = useState(false);
  return {
    label: 'Invite owner',
    title: published ? undefined : 'Publish the company to invite its owner',
    disabled: !published,
    onHandle: () => setOpen(true),
    dialog: open && {
      type: 'dialog',
      header: 'Invite the company’s owner',
      onClose: () => setOpen(false),
      content: <InviteOwnerForm companyId={id} />,
    },
  };
};
inviteOwner.displayName = 'InviteOwner';
