'use client';

import { MessageForm } from '@/components/applications/message-form';
import { useWriteToCandidate } from '@/hooks/use-workspace';
import { useRouter } from '@/i18n/navigation';

/** Writes to the candidate for the company; the page shows the thread again from the server. */
export function CandidateMessageForm({ applicationId }: { applicationId: string }) {
  const router = useRouter();
  const write = useWriteToCandidate(applicationId);
  return (
    <MessageForm
      idPrefix="message"
      onSend={async (body) => {
        await write({ body });
        router.refresh();
      }}
    />
  );
}
