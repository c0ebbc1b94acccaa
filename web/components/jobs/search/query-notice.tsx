import { getTranslations } from 'next-intl/server';
import type { JobSearchPage } from '@/search/search-engine';

type QueryNoticeProps = Pick<JobSearchPage, 'leftOut' | 'respelled'>;

/**
 * Above the offers of a query one of whose words no offer has: the word the search left out, or
 * the close spelling it searched for instead.
 */
export async function QueryNotice({ leftOut, respelled }: QueryNoticeProps) {
  const t = await getTranslations('JobList');
  const notice = leftOut
    ? { testId: 'left-out-word', text: t('left_out_word', { word: leftOut }) }
    : respelled
      ? {
          testId: 'respelled-word',
          text: t('respelled_word', { word: respelled.typed, found: respelled.found }),
        }
      : null;
  if (!notice) return null;
  return (
    <p role="status" className="mb-4 text-base text-gray-800" data-testid={notice.testId}>
      {notice.text}
    </p>
  );
}
