import { useState } from 'react';
import type { DocumentActionComponent } from 'sanity';
import { reviewEndpoints } from './review-endpoints';
import { callSite, useSiteJson } from './site-api';

/**
 * "Mark as trusted" / "Remove trust" on a published company: a trusted company's members publish
 * its job offers without review (its profile still waits for an editor).
 */
export const companyTrust: DocumentActionComponent = ({ id, published }) => {
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const answer = useSiteJson<{ trusted: boolean }>(reviewEndpoints.trust(id), version);
  if (!published || !answer) return null;
  return {
    label: answer.trusted ? 'Remove trust' : 'Mark as trusted',
    title: answer.trusted
      ? 'Trusted: its members publish job offers without review.'
      : 'Its members’ job offers wait for an editor’s review.',
    onHandle: async () => {
      const result = await callSite('PUT', reviewEndpoints.trust(id), { trusted: !answer.trusted });
      if (result.ok) setVersion((count) => count + 1);
      else setError(result.error);
    },
    dialog: error !== null && {
      type: 'dialog',
      header: 'Trust',
      onClose: () => setError(null),
      content: error,
    },
  };
};
companyTrust.displayName = 'CompanyTrust';
