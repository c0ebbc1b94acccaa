'use client';

import { useLocale, useTranslations } from 'next-intl';
import { StoredRichText } from '@/components/ui/stored-rich-text';
import { formatMonth } from '@/lib/dates/month';

interface EntryCardProps {
  title: string;
  subtitle: string;
  from: string;
  to: string | null;
  description: string;
  actions: React.ReactNode;
}

/** One entry as the profile shows it: 'September 2019 – Present' ('září 2019 – současnost') when it has no end. */
export function EntryCard({ title, subtitle, from, to, description, actions }: EntryCardProps) {
  const t = useTranslations('Profile');
  const locale = useLocale();
  return (
    <article className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-display text-lg font-bold break-words">{title}</h3>
          {subtitle ? <p className="text-gray-700 break-words">{subtitle}</p> : null}
          <p className="mt-1 text-sm text-gray-500">
            {formatMonth(from, locale)} – {to ? formatMonth(to, locale) : t('present')}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">{actions}</div>
      </div>
      {description ? (
        <div className="mt-3 text-gray-800">
          <StoredRichText html={description} />
        </div>
      ) : null}
    </article>
  );
}
