import type { CategoriesQueryResult } from '@/contracts/sanity.types';
import { CategoryNav } from './category-nav';

interface MagazineHeaderProps {
  eyebrow?: string;
  title: string;
  lead?: string;
  categories: CategoriesQueryResult;
  activeSlug?: string;
}

/** The magazine's masthead: title, lead and the category chips. */
export function MagazineHeader({ eyebrow, title, lead, categories, activeSlug }: MagazineHeaderProps) {
  return (
    <header className="border-b border-gray-200 bg-gradient-to-b from-primary-light/60 to-transparent">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-10 sm:px-6 sm:pt-20">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-dark-blue/80 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 font-display text-4xl font-black tracking-tight text-balance sm:text-6xl">
          {title}
        </h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-gray-700">{lead}</p> : null}
        <div className="mt-8">
          <CategoryNav categories={categories} activeSlug={activeSlug} />
        </div>
      </div>
    </header>
  );
}
