import { getFormatter, getTranslations } from 'next-intl/server';
import { SpriteIcon, type SpriteIconName } from '@/components/icons/sprite-icon';
import type { EditTarget } from '@/lib/visual-editing/edit-target';
import type { JobOffer } from './job-offer';

/** The offer's key facts as a definition list: seniority, workload, mode, contract, city, dates. */
export async function JobFacts({ job, edit }: { job: JobOffer; edit?: EditTarget }) {
  const t = await getTranslations('JobDetail');
  const enums = await getTranslations('Enums');
  const format = await getFormatter();
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'long', timeZone: 'UTC' });
  const facts: { icon: SpriteIconName; field: string; term: string; value: string }[] = [
    {
      icon: 'trending-up',
      field: 'seniority',
      term: enums('seniority.label'),
      value: enums(`seniority.${job.seniority}`),
    },
    {
      icon: 'clock',
      field: 'workload',
      term: enums('workload.label'),
      value: enums(`workload.${job.workload}`),
    },
    {
      icon: 'laptop',
      field: 'workingMode',
      term: enums('workingMode.label'),
      value: enums(`workingMode.${job.workingMode}`),
    },
    {
      icon: 'briefcase',
      field: 'employmentType',
      term: enums('employmentType.label'),
      value: enums(`employmentType.${job.employmentType}`),
    },
    { icon: 'map-pin', field: 'city', term: enums('city.label'), value: job.city },
    ...(job.validThrough
      ? [
          {
            icon: 'calendar-clock' as const,
            field: 'validThrough',
            term: t('apply_by'),
            value: date(job.validThrough),
          },
        ]
      : []),
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1" data-testid="job-facts">
      {facts.map(({ icon, field, term, value }) => (
        <div key={term} className="relative min-w-0 pl-8">
          <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">
            <SpriteIcon name={icon} className="absolute top-0.5 left-0 h-5 w-5 text-gray-500" />
            {term}
          </dt>
          <dd className="font-medium text-gray-950" {...edit?.field(field)}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
