import { getTranslations } from 'next-intl/server';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { ButtonLink } from '@/components/ui/button';
import { DidYouMean } from '@/components/ui/did-you-mean';
import type { JobSearch } from '@/contracts/job-search';
import { jobSearchUrlQuery } from '@/lib/jobs/job-search-params';
import type { FewerWords } from '@/search/search-engine';
import { FewerWordsOffer } from './fewer-words';
import type { JobSearchHref } from './job-search-href';

/** What narrowed an empty list: nothing (no offer is open), only the typed words, or filters too (or a page). */
type Narrowing = 'nothing' | 'words' | 'filters';

export function narrowing(filterCount: number, hasWords: boolean, page: number): Narrowing {
  if (page > 1) return 'filters';
  if (filterCount === 0) return 'nothing';
  return filterCount === 1 && hasWords ? 'words' : 'filters';
}

interface JobSearchEmptyProps {
  href: JobSearchHref;
  narrowedBy: Narrowing;
  filters: JobSearch;
  /** A close spelling of the query that would find offers. */
  suggestion: string | null;
  /** Else, the query with a word fewer, where that finds offers. */
  fewerWords: FewerWords[];
}

/**
 * The spec's 'no job offer found', with a way forward: a close spelling first, if there is one,
 * or the searches with a word fewer that find offers.
 */
export async function JobSearchEmpty({
  href,
  narrowedBy,
  filters,
  suggestion,
  fewerWords,
}: JobSearchEmptyProps) {
  const t = await getTranslations('JobList');
  const wayForward = suggestion !== null || fewerWords.length > 0;
  // Under a spelling or shorter searches to try, a hint to try other words would say it twice.
  const hint = {
    nothing: t('empty_hint'),
    words: wayForward ? null : t('empty_hint_words'),
    filters: t('empty_hint_filtered'),
  }[narrowedBy];
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-primary-light text-dark-blue">
        <SpriteIcon name="search-x" className="h-7 w-7" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-bold text-gray-950">{t('no_job_offer_found')}</h2>
      {suggestion ? (
        <DidYouMean
          namespace="JobList"
          href={{ ...href, query: jobSearchUrlQuery({ ...filters, q: suggestion }, 1) }}
          suggestion={suggestion}
        />
      ) : null}
      {fewerWords.length ? <FewerWordsOffer href={href} filters={filters} fewerWords={fewerWords} /> : null}
      {hint ? <p className="mt-2 max-w-md text-gray-600">{hint}</p> : null}
      {narrowedBy !== 'nothing' ? (
        <ButtonLink href={href} variant="secondary" className="mt-6">
          {narrowedBy === 'words' ? t('clear_search') : t('clear_filters')}
        </ButtonLink>
      ) : (
        <ButtonLink href="/companies" variant="secondary" className="mt-6">
          {t('browse_companies')}
        </ButtonLink>
      )}
    </div>
  );
}
