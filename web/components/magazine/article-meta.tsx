import { getFormatter, getTranslations } from 'next-intl/server';
import { readingMinutes } from '@/content/reading-time';

/** 'Klára Malá · 12 October 2026 · 4 min read' under an article's title. */
export async function ArticleMeta({
  author,
  publishedAt,
  bodyText,
}: {
  author?: string | null;
  publishedAt: string;
  /** The article's body as plain text, which the reading time is counted from. */
  bodyText: string | null;
}) {
  const t = await getTranslations('Detail');
  const format = await getFormatter();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-600">
      {author ? (
        <>
          <span className="font-medium text-gray-800">{author}</span>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
      <time dateTime={publishedAt}>
        {format.dateTime(new Date(publishedAt), { dateStyle: 'long', timeZone: 'UTC' })}
      </time>
      <span aria-hidden="true">·</span>
      <span>{t('reading_time', { minutes: readingMinutes(bodyText) })}</span>
    </p>
  );
}
