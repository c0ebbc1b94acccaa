import { getTranslations } from 'next-intl/server';

/** Above the offers of a query one of whose words no offer has: the word the search left out. */
export async function LeftOutWord({ word }: { word: string }) {
  const t = await getTranslations('JobList');
  return (
    <p role="status" className="mb-4 text-base text-gray-800" data-testid="left-out-word">
      {t('left_out_word', { word })}
    </p>
  );
}
