'use client';

import { lazyWithMessages } from '@/components/ui/lazy-with-messages';
import { useCompanyResponseRecord } from '@/hooks/use-company-response';

// Most companies have too few applications for a record: its view, and next-intl with the
// messages to format it, load only when there is one to show.
const CompanyResponseView = lazyWithMessages('responseRecord', () =>
  import('./company-response-view').then((module) => module.CompanyResponseView),
);

/**
 * How the company keeps its promise to answer applications, fetched on the client (the profile
 * page is cached statically). Nothing shows until it has enough applications for a fair figure.
 */
export function CompanyResponseRecord({ companyId }: { companyId: string }) {
  const record = useCompanyResponseRecord(companyId);
  if (!record) return null;
  return <CompanyResponseView record={record} />;
}
