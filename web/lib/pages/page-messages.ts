import type { AppPathname, Locale } from '@tribe/routes';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type messages from '@/messages/en.json';

/** A page's key prefix in the 'Pages' messages: every page has `${key}_title` and `${key}_lead`. */
export type PageKey = keyof (typeof messages)['Pages'] extends infer K
  ? K extends `${infer P}_lead`
    ? P
    : never
  : never;

interface MessagesMetadataInput {
  locale: Locale;
  route: AppPathname;
  key: PageKey;
  /** Keeps the page out of search engines (the profile area). */
  noIndex?: boolean;
}

/** Metadata of a page whose title and description are its 'Pages' messages. */
export async function messagesMetadata({
  locale,
  route,
  key,
  noIndex,
}: MessagesMetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return pageMetadata({ locale, route, title: t(`${key}_title`), description: t(`${key}_lead`), noIndex });
}
