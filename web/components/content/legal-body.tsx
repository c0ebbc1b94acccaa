import type { Locale } from '@tribe/routes';
import { getFormatter } from 'next-intl/server';
import { getLegalPage, type LegalPageKind } from '@/content/site';
import { RichText } from './rich-text';

/** A legal page's text as editors wrote it in the Studio, with the date of its last change. */
export async function LegalBody({ kind, locale }: { kind: LegalPageKind; locale: Locale }) {
  const page = await getLegalPage(kind, locale);
  if (!page) return null;
  const format = await getFormatter({ locale });
  return (
    <article>
      {page.updatedAt ? (
        <p className="text-sm text-gray-500">
          <time dateTime={page.updatedAt}>
            {format.dateTime(new Date(page.updatedAt), { dateStyle: 'long' })}
          </time>
        </p>
      ) : null}
      <RichText value={page.body} />
    </article>
  );
}
