import { getFormatter, getTranslations } from 'next-intl/server';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { Link } from '@/i18n/navigation';

/** An offer past its valid-through date: it says so, and where to look instead. */
export async function JobClosedNotice({ companySlug, closedOn }: { companySlug: string; closedOn: string }) {
  const t = await getTranslations('JobDetail');
  const format = await getFormatter();
  return (
    <div
      role="status"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6"
      data-testid="job-closed"
    >
      <p className="flex items-center gap-2 font-display text-lg font-bold text-gray-950">
        <SpriteIcon name="circle-off" className="h-5 w-5 shrink-0" />
        {t('closed_title')}
      </p>
      <p className="mt-2 text-gray-800">
        {t('closed_text', {
          date: format.dateTime(new Date(closedOn), { dateStyle: 'long', timeZone: 'UTC' }),
        })}
      </p>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
        <Link
          href={{ pathname: '/company/[company_slug]/jobs', params: { company_slug: companySlug } }}
          className="text-dark-blue underline underline-offset-2"
        >
          {t('closed_company_offers')}
        </Link>
        <Link href="/jobs" className="text-dark-blue underline underline-offset-2">
          {t('closed_search')}
        </Link>
      </p>
    </div>
  );
}
