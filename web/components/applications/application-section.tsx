import { getTranslations } from 'next-intl/server';
import { MessagesFor } from '@/i18n/messages-for';
import { ApplicationFormLoader } from './application-form-loader';

/** The job detail's application section: a CV and short answers instead of a cover letter. */
export async function ApplicationSection({ jobOfferId }: { jobOfferId: string }) {
  const t = await getTranslations('Application');
  return (
    <section
      id="apply"
      aria-labelledby="apply-heading"
      className="mt-12 scroll-mt-24 rounded-2xl border border-gray-200 bg-gray-50 p-6 sm:p-8"
      data-testid="application-section"
    >
      <h2 id="apply-heading" className="font-display text-2xl font-bold text-gray-950">
        {t('heading')}
      </h2>
      <p id="application-intro" className="mt-3 mb-6 max-w-2xl text-gray-700">
        {t('intro')}
      </p>
      <MessagesFor scope="applicationForm">
        <ApplicationFormLoader jobOfferId={jobOfferId} />
      </MessagesFor>
    </section>
  );
}
