import { Mic, Newspaper } from 'lucide-react';
import { getTranslations } from 'next-intl/server';

/** 'Article' or 'Interview', interviews in yellow so the two read apart at a glance. */
export async function ArticleKindBadge({ kind }: { kind: 'article' | 'interview' }) {
  const t = await getTranslations('Detail');
  const Icon = kind === 'interview' ? Mic : Newspaper;
  const look = kind === 'interview' ? 'bg-sunny-yellow text-gray-950' : 'bg-white text-gray-950';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase shadow-sm ${look}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`kind_${kind}`)}
    </span>
  );
}
