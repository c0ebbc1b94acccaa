import { getTranslations } from 'next-intl/server';
import type { JobSearch } from '@/contracts/job-search';
import { Link } from '@/i18n/navigation';
import { jobSearchUrlQuery } from '@/lib/jobs/job-search-params';
import type { FewerWords } from '@/search/search-engine';
import type { JobSearchHref } from './job-search-href';

interface FewerWordsOfferProps {
  href: JobSearchHref;
  filters: JobSearch;
  /** Shorter texts that find offers with the same filters, the first words typed kept first. */
  fewerWords: FewerWords[];
}

/** Under an empty result of several words: the searches with a word fewer that find offers, filters kept. */
export async function FewerWordsOffer({ href, filters, fewerWords }: FewerWordsOfferProps) {
  const t = await getTranslations('JobList');
  return (
    <div className="mt-3 flex flex-col items-center gap-2" data-testid="fewer-words">
      <p className="text-lg text-gray-900">{t('fewer_words')}</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {fewerWords.map(({ query, total }) => (
          <li key={query}>
            <Link
              href={{ ...href, query: jobSearchUrlQuery({ ...filters, q: query }, 1) }}
              className="inline-flex items-center gap-1.5 rounded-full border border-gray-300 bg-white px-4 py-2 text-sm text-gray-900 transition hover:border-dark-blue focus-visible:outline-3 focus-visible:outline-primary"
            >
              <span className="font-semibold text-dark-blue">{query}</span>{' '}
              <span className="text-gray-600">{t('fewer_words_count', { count: total })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
