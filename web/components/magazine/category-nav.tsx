import { getTranslations } from 'next-intl/server';
import type { CategoriesQueryResult } from '@/contracts/sanity.types';
import { Link } from '@/i18n/navigation';

const chip =
  'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-electric-blue';
const idle = `${chip} border-gray-300 bg-white text-gray-800 hover:border-gray-950`;
const active = `${chip} border-gray-950 bg-gray-950 text-white`;

/** The magazine's categories as chips: 'All' for the index, then each category page. */
export async function CategoryNav({
  categories,
  activeSlug,
}: {
  categories: CategoriesQueryResult;
  activeSlug?: string;
}) {
  const t = await getTranslations('Magazine');
  return (
    <nav aria-label={t('categories_label')}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            href="/magazine"
            className={activeSlug ? idle : active}
            aria-current={activeSlug ? undefined : 'page'}
          >
            {t('all_categories')}
          </Link>
        </li>
        {categories.map((category) =>
          category.slug && category.title ? (
            <li key={category.id}>
              <Link
                href={{ pathname: '/magazine/[slug]', params: { slug: category.slug } }}
                className={category.slug === activeSlug ? active : idle}
                aria-current={category.slug === activeSlug ? 'page' : undefined}
              >
                {category.title}
              </Link>
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  );
}
