import { Button, Card, Stack, Text, TextArea } from '@sanity/ui';
import { companyProfileGaps } from '@tribe/schemas/company-profile-gaps';
import { type FormEvent, useId, useState } from 'react';
import type { DocumentActionComponent, DocumentActionProps } from 'sanity';
import { callSite } from './site-api';

/** The site's endpoint for an editor's decision (the Studio runs on the site's own origin). */
const decisionEndpoint = (companyId: string) =>
  `/api/studio/company-signups/${encodeURIComponent(companyId)}`;

type Decision = { decision: 'approve' } | { decision: 'decline'; reason: string };

/** The API's own words for what went wrong, or null when the decision is taken. */
async function decide(companyId: string, decision: Decision): Promise<string | null> {
  const answer = await callSite('POST', decisionEndpoint(companyId), decision);
  return answer.ok ? null : answer.error;
}

/** A company that signed itself up and waits for an editor. */
const isPending = ({ draft, published }: DocumentActionProps) => {
  const review = (draft ?? published)?.review as { state?: string } | undefined;
  return review?.state === 'pending';
};

function ApproveForm({ companyId, onDone }: { companyId: string; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const failure = await decide(companyId, { decision: 'approve' });
    setBusy(false);
    if (failure) setError(failure);
    else onDone();
  }
  return (
    <form onSubmit={submit} aria-label="Approve the company">
      <Stack gap={4}>
        <Text size={1} muted>
          The company is published as its draft stands now, its contact person becomes the owner of its
          workspace, and they are told by e-mail in the company’s language.
        </Text>
        {error ? (
          <Card tone="critical" padding={3} radius={2} role="alert">
            <Text size={1}>{error}</Text>
          </Card>
        ) : null}
        <Button type="submit" tone="positive" text="Approve and publish" loading={busy} />
      </Stack>
    </form>
  );
}

function DeclineForm({ companyId, onDone }: { companyId: string; onDone: () => void }) {
  const inputId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const failure = await decide(companyId, { decision: 'decline', reason: reason.trim() });
    setBusy(false);
    if (failure) setError(failure);
    else onDone();
  }
  return (
    <form onSubmit={submit} aria-label="Decline the company">
      <Stack gap={4}>
        <Stack gap={2}>
          <Text as="label" htmlFor={inputId} size={1} weight="semibold">
            Reason (sent to the contact person)
          </Text>
          <TextArea
            id={inputId}
            rows={4}
            required
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </Stack>
        {error ? (
          <Card tone="critical" padding={3} radius={2} role="alert">
            <Text size={1}>{error}</Text>
          </Card>
        ) : null}
        <Button type="submit" tone="critical" text="Decline" loading={busy} disabled={!reason.trim()} />
      </Stack>
    </form>
  );
}

/** "Approve": an editor approves a company that signed itself up, once its profile has its required fields. */
export const approveSignup: DocumentActionComponent = (props) => {
  const [open, setOpen] = useState(false);
  if (!isPending(props)) return null;
  const gaps = companyProfileGaps(props.draft ?? props.published);
  return {
    label: 'Approve',
    tone: 'positive',
    // Approving publishes the profile: what every published profile has comes first.
    disabled: gaps.length > 0,
    title: gaps.length ? `Fill in ${gaps.join(', ')} first: approving publishes the profile.` : undefined,
    onHandle: () => setOpen(true),
    dialog: open && {
      type: 'dialog',
      header: 'Approve the company',
      onClose: () => setOpen(false),
      content: (
        <ApproveForm
          companyId={props.id}
          onDone={() => {
            setOpen(false);
            props.onComplete();
          }}
        />
      ),
    },
  };
};
approveSignup.displayName = 'ApproveSignup';

/** "Decline": an editor declines a company that signed itself up, with a reason. */
export const declineSignup: DocumentActionComponent = (props) => {
  const [open, setOpen] = useState(false);
  if (!isPending(props)) return null;
  return {
    label: 'Decline',
    tone: 'critical',
    onHandle: () => setOpen(true),
    dialog: open && {
      type: 'dialog',
      header: 'Decline the company',
      onClose: () => setOpen(false),
      content: (
        <DeclineForm
          companyId={props.id}
          onDone={() => {
            setOpen(false);
            props.onComplete();
          }}
        />
      ),
    },
  };
};
declineSignup.displayName = 'DeclineSignup';
