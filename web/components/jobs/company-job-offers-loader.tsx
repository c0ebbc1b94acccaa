'use client';

import { lazy, Suspense } from 'react';
import { LoadWhenNear } from '@/components/ui/load-when-near';
import type { CompanyJobOffersProps } from './company-job-offers';

const CompanyJobOffers = lazy(() =>
  import('./company-job-offers').then((module) => ({ default: module.CompanyJobOffers })),
);

/**
 * The company's newest offers, fetched with their code when a reader comes near their place; until
 * then `placeholder`, the section's heading and skeleton cards rendered by the server (no script
 * carries markup nothing interacts with), holds that place and its anchor.
 */
export function CompanyJobOffersLoader({
  placeholder,
  ...props
}: CompanyJobOffersProps & { placeholder: React.ReactNode }) {
  return (
    <LoadWhenNear placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <CompanyJobOffers {...props} />
      </Suspense>
    </LoadWhenNear>
  );
}
