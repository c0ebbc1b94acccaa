import { Button, Card, Stack, Text, TextArea } from '@sanity/ui';
import { type FormEvent, useId, useState } from 'react';
import type { DocumentActionComponent, DocumentActionProps } from 'sanity';
import { type ReviewRequest, reviewEndpoints } from './review-endpoints';
import { callSite, useSiteJson } from './site-api';

/** The review request of this document while it waits for an editor, or null (asked once per document). */
function useReviewRequest({ id }: DocumentActionProps): ReviewRequest | null {
  const requests = useSiteJson<ReviewRequest[]>(reviewEndpoints.requests, id);
  return requests?.find((request) => request.id === id) ?? null;
}

function Failure({ error }: { error: string | null }) {
  return error ? (
    <Card tone="critical" padding={3} radius={2} role="alert">
      <Text size={1}>{error}</Text>
    </Card>
  ) : null;
}

function PublishForm({ request, onDone }: { request: ReviewRequest; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await callSite('POST', reviewEndpoints.decide(request.id), { decision: 'publish' });
    setBusy(false);
    if (answer.ok) onDone();
    else setError(answer.error);
  }
  return (
    <form onSubmit={submit} aria-label="Publish the submitted draft">
      <Stack gap={4}>
        <Text size={1}>
          Submitted by {request.submittedBy ?? 'a former member'} on{' '}
          {new Date(request.submittedAt).toLocaleString('en-GB')}.
        </Text>
        <Text size={1}>
          Changed against the published version: {request.changedFields.join(', ') || 'nothing'}.
        </Text>
        <Text size={1} muted>
          The draft is published as it stands now, you are recorded as its approver, and the company’s members
          are told by e-mail.
        </Text>
        <Failure error={error} />
        <Button type="submit" tone="positive" text="Approve and publish" loading={busy} />
      </Stack>
    </form>
  );
}

function SendBackForm({ request, onDone }: { request: ReviewRequest; onDone: () => void }) {
  const inputId = useId();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await callSite('POST', reviewEndpoints.decide(request.id), {
      decision: 'send_back',
      comment: comment.trim(),
    });
    setBusy(false);
    if (answer.ok) onDone();
    else setError(answer.error);
  }
  return (
    <form onSubmit={submit} aria-label="Send the draft back">
      <Stack gap={4}>
        <Stack gap={2}>
          <Text as="label" htmlFor={inputId} size={1} weight="semibold">
            What needs changing (sent to the company’s members)
          </Text>
          <TextArea
            id={inputId}
            rows={4}
            required
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
        </Stack>
        <Failure error={error} />
        <Button type="submit" tone="critical" text="Send back" loading={busy} disabled={!comment.trim()} />
      </Stack>
    </form>
  );
}

/** An action with a dialog, shown while the document waits for review. */
function reviewAction(
  label: string,
  tone: 'positive' | 'critical',
  Form: typeof PublishForm,
): DocumentActionComponent {
  const action: DocumentActionComponent = (props) => {
    const request = useReviewRequest(props);
    const [open, setOpen] = useState(false);
    const [decided, setDecided] = useState(false);
    if (!request || decided) return null;
    return {
      label,
      tone,
      onHandle: () => setOpen(true),
      dialog: open && {
        type: 'dialog',
        header: `${label}: ${request.title}`,
        onClose: () => setOpen(false),
        content: (
          <Form
            request={request}
            onDone={() => {
              setOpen(false);
              setDecided(true);
              props.onComplete();
            }}
          />
        ),
      },
    };
  };
  return action;
}

/** "Publish" of a submitted draft: records the editor as its approver and tells the members. */
export const publishReviewed = reviewAction('Approve and publish', 'positive', PublishForm);
publishReviewed.displayName = 'PublishReviewed';

/** "Send back" of a submitted draft, with a comment the members are mailed. */
export const sendBack = reviewAction('Send back', 'critical', SendBackForm);
sendBack.displayName = 'SendBack';
