import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import type { EditTarget } from '@/lib/visual-editing/edit-target';
import type { JobOffer } from './job-offer';

/** The offer's own text: its sections, then the benefits as a checklist. */
export async function JobDescription({ job, edit }: { job: JobOffer; edit?: EditTarget }) {
  const t = await getTranslations('JobDetail');
  return (
    <div className="max-w-none text-gray-800" {...edit?.field('sections')}>
      {(job.sections ?? []).map((section, index) => (
        <section key={section.heading ?? index} className="mt-10 first:mt-0">
          {section.heading ? (
            <h2 className="font-display text-2xl font-bold text-gray-950">{section.heading}</h2>
          ) : null}
          <RichText value={section.body} />
        </section>
      ))}
      {job.benefits?.length ? (
        <section className="mt-10">
          <h2 className="font-display text-2xl font-bold text-gray-950">{t('benefits_heading')}</h2>
          <ul
            className="mt-4 grid gap-3 sm:grid-cols-2"
            data-testid="job-benefits"
            {...edit?.field('benefits')}
          >
            {job.benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-2.5 rounded-xl bg-gray-50 p-3">
                <SpriteIcon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-dark-blue" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
