import { getTranslations } from 'next-intl/server';
import { SpriteIcon } from '@/components/icons/sprite-icon';

/** 'Article' or 'Interview', interviews in yellow so the two read apart at a glance. */
export async function ArticleKindBadge({ kind }: { kind: 'article' | 'interview' }) {
  const t = await getTranslations('Detail');
  const drawing = kind === 'interview' ? 'mic' : 'newspaper';
  const look = kind === 'interview' ? 'bg-sunny-yellow text-gray-950' : 'bg-white text-gray-950';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase shadow-sm ${look}`}
    >
      <SpriteIcon name={drawing} className="size-3.5" />
      {t(`kind_${kind}`)}
    </span>
  );
}
