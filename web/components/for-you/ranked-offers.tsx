'use client';

import { useLocale } from 'next-intl';
import { JobCard } from '@/components/jobs/job-card';
import { jobListLayouts } from '@/components/jobs/job-list-layouts';
import type { ForYou } from '@/contracts/preferences';
import { MatchReasons } from './match-reasons';

interface RankedOffersProps {
  offers: ForYou['offers'];
  /** 'list': one wide card a row (the For you page); 'grid': up to four a row (the home page). */
  layout: 'list' | 'grid';
  headingLevel: 2 | 3;
}

/** Job cards in their ranked order, each with why it suits the user beneath it. */
export function RankedOffers({ offers, layout, headingLevel }: RankedOffersProps) {
  const locale = useLocale();
  return (
    <ol className={jobListLayouts[layout]} data-testid="ranked-offers">
      {offers.map(({ item, score, reasons }) => (
        <li key={item.id} className="flex flex-col gap-2">
          <JobCard
            job={item}
            locale={locale}
            headingLevel={headingLevel}
            variant={layout === 'grid' ? 'stacked' : 'row'}
          />
          <div className="px-1">
            <MatchReasons reasons={reasons} score={score} />
          </div>
        </li>
      ))}
    </ol>
  );
}
