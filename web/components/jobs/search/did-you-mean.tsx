import { getTranslations } from 'next-intl/server';
import type { JobSearch } from '@/contracts/job-search';
import { Link } from '@/i18n/navigation';
import { jobSearchUrlQuery } from '@/lib/jobs/job-search-params';
import type { JobSearchHref } from './job-search-href';

interface DidYouMeanProps {
  href: JobSearchHref;
  filters: JobSearch;
  /** A close spelling of the query that finds offers with the same filters. */
  suggestion: string;
}

/** 'Did you mean …?' under an empty result: the close spelling links to its search, filters kept. */
export async function DidYouMean({ href, filters, suggestion }: DidYouMeanProps) {
  const t = await getTranslations('JobList');
  return (
    <p className="mt-3 text-lg text-gray-900" data-testid="did-you-mean">
      {t.rich('did_you_mean', {
        query: suggestion,
        suggestion: (chunks) => (
          <Link
            href={{ ...href, query: jobSearchUrlQuery({ ...filters, q: suggestion }, 1) }}
            className="font-semibold text-dark-blue underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-primary"
          >
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
