import { getTranslations } from 'next-intl/server';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { ButtonLink } from '@/components/ui/button';
import { DidYouMean } from '@/components/ui/did-you-mean';

interface CompanyEmptyStateProps {
  /** A close spelling of the text that finds companies, and the list's query with it. */
  suggestion: { text: string; query: Record<string, string> } | null;
}

/**
 * No company matches: say so, and offer a way on (a close spelling of the text, all companies,
 * or the job offers).
 */
export async function CompanyEmptyState({ suggestion }: CompanyEmptyStateProps) {
  const t = await getTranslations('CompanyList');
  return (
    <div
      data-testid="company-list-empty"
      className="flex flex-col items-center rounded-3xl border border-dashed border-gray-300 bg-gray-50 px-6 py-16 text-center"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-primary-light">
        <SpriteIcon name="search-x" className="h-8 w-8 text-dark-blue" />
      </span>
      <h3 className="mt-5 font-display text-2xl font-bold text-balance">{t('empty_title')}</h3>
      {suggestion ? (
        <DidYouMean
          namespace="CompanyList"
          href={{ pathname: '/companies', query: suggestion.query }}
          suggestion={suggestion.text}
        />
      ) : null}
      <p className="mt-2 max-w-md text-gray-600">{t('empty_text')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/companies" variant="secondary">
          {t('clear_filters')}
        </ButtonLink>
        <ButtonLink href="/jobs" variant="secondary-outline">
          {t('empty_jobs')}
        </ButtonLink>
      </div>
    </div>
  );
}
