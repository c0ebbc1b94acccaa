'use client';

import { lazyWithMessages } from '@/components/ui/lazy-with-messages';
import { LoadWhenNear } from '@/components/ui/load-when-near';
import { Spinner } from '@/components/ui/spinner';

const loading = () => (
  <div className="flex min-h-96 items-center justify-center">
    <Spinner />
  </div>
);

const B2BInquiryForm = lazyWithMessages(
  'inquiryForm',
  () => import('./b2b-inquiry-form').then((module) => module.B2BInquiryForm),
  loading(),
);

/** The quote form with its rich-text editor and its messages, loaded as the reader nears it. */
export function B2BInquiryFormLoader() {
  return (
    <LoadWhenNear placeholder={loading()}>
      <B2BInquiryForm />
    </LoadWhenNear>
  );
}
