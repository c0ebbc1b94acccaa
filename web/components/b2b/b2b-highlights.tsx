import { getTranslations } from 'next-intl/server';
import type { B2bPageQueryResult } from '@/content/sanity.types';

type Highlights = NonNullable<NonNullable<B2bPageQueryResult['page']>['highlights']>;

/** The advertised figures ('over 10 years', 'up to 3×'), all from content. */
export async function B2BHighlights({ highlights }: { highlights: Highlights }) {
  if (highlights.length === 0) return null;
  const t = await getTranslations('B2B');
  return (
    <section aria-labelledby="b2b-figures" className="border-y border-white/10 bg-white/5">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="b2b-figures" className="sr-only">
          {t('figures_title')}
        </h2>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-5">
          {highlights.map((highlight) => (
            <li key={highlight._key} className="border-l-2 border-primary pl-5">
              <p className="flex flex-col">
                <span className="text-sm font-semibold text-white/75">
                  {highlight.prefix === 'over' || highlight.prefix === 'upTo'
                    ? t(`prefix_${highlight.prefix}`)
                    : '\u00a0'}
                </span>
                <span className="font-display text-4xl font-black text-primary sm:text-5xl">
                  {highlight.value}
                </span>
                <span className="mt-2 text-white/85">{highlight.label}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
