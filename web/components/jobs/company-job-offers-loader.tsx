'use client';

import { lazy, Suspense } from 'react';
import { LoadWhenNear } from '@/components/ui/load-when-near';
import type { CompanyJobOffersProps } from './company-job-offers';
import { CompanyJobOffersFrame } from './company-job-offers-frame';

const CompanyJobOffers = lazy(() =>
  import('./company-job-offers').then((module) => ({ default: module.CompanyJobOffers })),
);

/**
 * The company's newest offers, fetched with their code when a reader comes near their place; until
 * then the section's heading and skeleton cards hold that place (and its anchor).
 */
export function CompanyJobOffersLoader(props: CompanyJobOffersProps) {
  const { anchor, header, expected, className } = props;
  const placeholder = (
    <CompanyJobOffersFrame
      anchor={anchor}
      header={header}
      loading
      expected={expected}
      className={className}
    />
  );
  return (
    <LoadWhenNear placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <CompanyJobOffers {...props} />
      </Suspense>
    </LoadWhenNear>
  );
}
