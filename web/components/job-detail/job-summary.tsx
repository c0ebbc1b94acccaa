import { getLocale, getTranslations } from 'next-intl/server';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { ShareButton } from '@/components/share/share-button';
import { formatSalary, hasSalary } from '@/lib/jobs/salary';
import type { EditTarget } from '@/lib/visual-editing/edit-target';
import { JobFacts } from './job-facts';
import type { JobOffer } from './job-offer';

/** The side card: salary first (pay transparency), the key facts, then share. */
export async function JobSummary({
  job,
  shareUrl,
  edit,
}: {
  job: JobOffer;
  shareUrl: string;
  edit?: EditTarget;
}) {
  const t = await getTranslations('JobDetail');
  const salary = await getTranslations('Salary');
  const locale = await getLocale();
  return (
    <aside
      aria-label={t('summary_label')}
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24"
    >
      <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{t('salary_heading')}</p>
      <p
        className={`mt-1 flex items-center gap-2 font-display text-xl font-bold ${hasSalary(job) ? 'text-gray-950' : 'text-gray-600'}`}
        data-testid="job-salary"
        {...edit?.field('salaryFrom')}
      >
        <SpriteIcon name="banknote" className="h-5 w-5 shrink-0" />
        {formatSalary(job, locale, salary, 'amount')}
      </p>
      {hasSalary(job) ? <p className="mt-1 text-xs text-gray-600">{t('salary_note')}</p> : null}
      <hr className="my-5 border-gray-200" />
      <JobFacts job={job} edit={edit} />
      <div className="mt-6 flex flex-wrap gap-3">
        <ShareButton url={shareUrl} title={job.title ?? ''} />
      </div>
    </aside>
  );
}
