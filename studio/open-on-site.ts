import type { Locale } from '@tribe/routes';
import { useEffect, useState } from 'react';
import { type DocumentActionComponent, type SanityDocument, useClient } from 'sanity';
import { SANITY_API_VERSION } from './sanity-project';
import { articleSitePath, companySitePath, jobOfferSitePath } from './site-paths';

export const OPEN_ON_SITE_TYPES = new Set(['company', 'jobOffer', 'article']);

type Doc = SanityDocument & {
  slug?: { current?: string; cs?: { current?: string }; en?: { current?: string } };
  company?: { _ref?: string };
};

/** The slug of the company a job offer belongs to (job pages live under their company). */
function useCompanySlug(companyId: string | undefined): string | undefined {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [slug, setSlug] = useState<string>();
  useEffect(() => {
    if (!companyId) return;
    let active = true;
    client
      .fetch<string | null>('*[_id == $id][0].slug.current', { id: companyId }, { perspective: 'published' })
      .then(
        (value) => active && setSlug(value ?? undefined),
        () => undefined,
      );
    return () => {
      active = false;
    };
  }, [client, companyId]);
  return slug;
}

function sitePath(doc: Doc, locale: Locale, companySlug: string | undefined): string | null {
  if (doc._type === 'company') return companySitePath(locale, doc.slug?.current);
  const slug = doc.slug?.[locale]?.current;
  if (doc._type === 'jobOffer') return jobOfferSitePath(locale, { id: doc._id, slug, companySlug });
  return articleSitePath(locale, { id: doc._id, slug });
}

/** "Open on site (cs)" / "(en)": the document's public page in that language, in a new tab. */
export function openOnSite(locale: Locale): DocumentActionComponent {
  const action: DocumentActionComponent = ({ published }) => {
    const doc = published as Doc | null;
    const companySlug = useCompanySlug(doc?._type === 'jobOffer' ? doc.company?._ref : undefined);
    const path = doc ? sitePath(doc, locale, companySlug) : null;
    return {
      label: `Open on site (${locale})`,
      title: path ? undefined : 'Publish the document (with its slug) to open it on the site',
      disabled: !path,
      onHandle: () => {
        if (path) window.open(path, '_blank', 'noopener');
      },
    };
  };
  action.displayName = `OpenOnSite_${locale}`;
  return action;
}
