import { useState } from 'react';
import type { DocumentActionComponent } from 'sanity';
import { type MemberDocument, reviewEndpoints } from './review-endpoints';
import { callSite, useSiteJson } from './site-api';

/** The member's company's documents and whether its job offers publish without review. */
interface CompanyDocuments {
  trusted: boolean;
  documents: MemberDocument[];
}

const STATE_LINES: Record<MemberDocument['state'], string> = {
  draft: 'Your changes are a draft: submit them when they are ready for an editor.',
  in_review: 'Submitted: an editor will publish it or send it back with a comment.',
  changes_requested: 'An editor sent it back. Change the draft and submit it again.',
  published: 'Published.',
};

/** A result the member reads in a dialog: what happened, or the site's words for why not. */
function outcomeDialog(message: string | null, onClose: () => void) {
  return message !== null && { type: 'dialog' as const, header: 'Review', onClose, content: message };
}

/**
 * "Submit for review": a member sends their company's draft to the editors. The site checks
 * their membership of the document's company from the session; the lake keeps them to drafts.
 */
export const submitForReview: DocumentActionComponent = ({ id, draft, onComplete }) => {
  const [submitted, setSubmitted] = useState(0);
  const companyDocuments = useSiteJson<CompanyDocuments>(
    reviewEndpoints.companyDocuments,
    `${id}#${submitted}`,
  );
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = companyDocuments?.documents.find((document) => document.id === id);
  const waiting = current?.state === 'in_review';
  return {
    label: waiting ? 'In review' : 'Submit for review',
    title: current ? [STATE_LINES[current.state], current.comment].filter(Boolean).join(' ') : undefined,
    tone: 'primary',
    disabled: !draft || waiting || busy,
    onHandle: async () => {
      setBusy(true);
      const answer = await callSite('POST', reviewEndpoints.submit(id));
      setBusy(false);
      setMessage(answer.ok ? STATE_LINES.in_review : answer.error);
      if (answer.ok) setSubmitted((count) => count + 1);
    },
    dialog: outcomeDialog(message, () => {
      setMessage(null);
      onComplete();
    }),
  };
};
submitForReview.displayName = 'SubmitForReview';

/** "Publish" for a trusted company's member: their job offer goes out without review, recorded as theirs. */
export const publishTrustedOffer: DocumentActionComponent = ({ id, draft, onComplete }) => {
  const companyDocuments = useSiteJson<CompanyDocuments>(reviewEndpoints.companyDocuments, id);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!companyDocuments?.trusted) return null;
  return {
    label: 'Publish',
    tone: 'positive',
    disabled: !draft || busy,
    onHandle: async () => {
      setBusy(true);
      const answer = await callSite('POST', reviewEndpoints.publish(id));
      setBusy(false);
      if (answer.ok) onComplete();
      else setMessage(answer.error);
    },
    dialog: outcomeDialog(message, () => setMessage(null)),
  };
};
publishTrustedOffer.displayName = 'PublishTrustedOffer';
