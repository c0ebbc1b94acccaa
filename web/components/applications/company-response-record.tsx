'use client';

import { lazyWithMessages } from '@/components/ui/lazy-with-messages';
import { useCompanyResponseRecord } from '@/hooks/use-company-response';
import type { IntlProps } from '@/i18n/intl-props';

// Most companies have too few applications for a record: its view, and next-intl to format it,
// load only when there is one to show.
const CompanyResponseView = lazyWithMessages(() =>
  import('./company-response-view').then((module) => module.CompanyResponseView),
);

/**
 * How the company keeps its promise to answer applications, fetched on the client (the profile
 * page is cached statically). Nothing shows until it has enough applications for a fair figure.
 */
export function CompanyResponseRecord({ companyId, intl }: { companyId: string; intl: IntlProps }) {
  const record = useCompanyResponseRecord(companyId);
  if (!record) return null;
  return <CompanyResponseView record={record} intl={intl} />;
}
