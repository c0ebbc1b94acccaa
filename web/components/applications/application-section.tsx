import { getTranslations } from 'next-intl/server';
import { ApplicationPanel } from './application-panel';
import { APPLY_SECTION_ID } from './apply-section-id';

/** The job detail's application section: a CV and short answers instead of a cover letter. */
export async function ApplicationSection({ jobOfferId, jobTitle }: { jobOfferId: string; jobTitle: string }) {
  const t = await getTranslations('Application');
  const texts = {
    heading: t('heading'),
    intro: t('intro'),
    appliedHeading: t('applied_heading'),
    start: t('start'),
  };
  return (
    <section
      id={APPLY_SECTION_ID}
      aria-labelledby="apply-heading"
      className="mt-12 scroll-mt-24 rounded-2xl border border-gray-200 bg-gray-50 p-6 sm:p-8"
      data-testid="application-section"
    >
      <ApplicationPanel jobOfferId={jobOfferId} jobTitle={jobTitle} texts={texts} />
    </section>
  );
}
