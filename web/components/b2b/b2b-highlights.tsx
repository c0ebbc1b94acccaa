import { getTranslations } from 'next-intl/server';
import type { B2bPageQueryResult } from '@/contracts/sanity.types';

type Highlights = NonNullable<NonNullable<B2bPageQueryResult['page']>['highlights']>;

/** The advertised figures ('over 10 years', '90 days'), all from content. */
export async function B2BHighlights({ highlights }: { highlights: Highlights }) {
  if (highlights.length === 0) return null;
  const t = await getTranslations('B2B');
  return (
    <section aria-labelledby="b2b-figures" className="rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
      <h2 id="b2b-figures" className="text-sm font-semibold tracking-widest text-white/75 uppercase">
        {t('figures_title')}
      </h2>
      <ul className="mt-4 divide-y divide-white/10 sm:grid sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        {highlights.map((highlight) => (
          <li
            key={highlight._key}
            className="flex flex-col gap-1 py-4 sm:col-span-2 sm:grid sm:grid-cols-subgrid sm:items-center"
          >
            <span className="flex flex-col">
              {highlight.prefix === 'over' || highlight.prefix === 'upTo' ? (
                <span className="text-sm font-semibold text-white/75">{t(`prefix_${highlight.prefix}`)}</span>
              ) : null}
              <span className="font-display text-3xl leading-none font-black break-words text-primary sm:text-4xl">
                {highlight.value}
              </span>
            </span>
            <span className="text-white/85">{highlight.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
