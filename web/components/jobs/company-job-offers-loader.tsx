'use client';

import { lazy, Suspense } from 'react';
import { LoadWhenNear } from '@/components/ui/load-when-near';
import type { CompanyJobOffersProps } from './company-job-offers';

const CompanyJobOffers = lazy(() =>
  import('./company-job-offers').then((module) => ({ default: module.CompanyJobOffers })),
);

interface CompanyJobOffersLoaderProps extends CompanyJobOffersProps {
  /** The section's heading and skeleton cards, rendered by the server: its place (and anchor) until the offers come. */
  placeholder: React.ReactNode;
}

/** The company's newest offers, fetched with their code when a reader comes near their place. */
export function CompanyJobOffersLoader({ placeholder, ...props }: CompanyJobOffersLoaderProps) {
  return (
    <LoadWhenNear placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <CompanyJobOffers {...props} />
      </Suspense>
    </LoadWhenNear>
  );
}
