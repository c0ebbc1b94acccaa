import { getTranslations } from 'next-intl/server';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { CompanyJobOffersSection } from '@/components/jobs/company-job-offers-section';
import { CompanyLogo } from '@/components/jobs/company-logo';
import { Link } from '@/i18n/navigation';
import { applyThemeUpdate, defaultTheme, themeVariables } from '@/lib/theme/theme';
import type { EditTarget } from '@/lib/visual-editing/edit-target';
import type { JobOffer } from './job-offer';

/**
 * The hiring company in its own colours, then its other open positions (the profile's job offers
 * section without this offer: that is why the section takes the route id).
 */
export async function JobCompanyBlock({ job, edit }: { job: JobOffer; edit?: EditTarget }) {
  const t = await getTranslations('JobDetail');
  const card = await getTranslations('CompanyCard');
  const theme = applyThemeUpdate(defaultTheme, job.company.theme ?? {});
  const profile = job.companyProfile;
  return (
    <section aria-labelledby="about-company" className="mt-16" data-testid="job-company">
      <div
        style={{
          ...themeVariables(theme),
          background: theme.secondaryColor,
          color: theme.secondaryTextColor,
        }}
      >
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <div className="flex items-center gap-4">
            <CompanyLogo company={job.company} size="lg" />
            <div className="min-w-0">
              <p className="text-sm font-semibold tracking-wide uppercase opacity-80">{t('about_company')}</p>
              <h2
                id="about-company"
                className="font-display text-3xl font-black tracking-tight break-words"
                {...edit?.field('name')}
              >
                {job.company.name}
              </h2>
            </div>
          </div>
          {profile?.description ? (
            <p className="mt-6 max-w-3xl text-lg" {...edit?.localized('description')}>
              {profile.description}
            </p>
          ) : null}
          <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            {profile?.locations?.length ? (
              <span className="inline-flex items-center gap-1.5" {...edit?.field('locations')}>
                <SpriteIcon name="map-pin" className="h-4 w-4" /> {profile.locations.join(', ')}
              </span>
            ) : null}
            {profile?.employeesCount ? (
              <span className="inline-flex items-center gap-1.5" {...edit?.field('employeesCount')}>
                <SpriteIcon name="users" className="h-4 w-4" />{' '}
                {card('employees', { count: profile.employeesCount })}
              </span>
            ) : null}
          </p>
          <Link
            href={{ pathname: '/company/[company_slug]', params: { company_slug: job.companySlug } }}
            className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-full px-5 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2"
            style={{ background: theme.primaryColor, color: theme.primaryTextColor }}
          >
            {t('company_profile_link')} <SpriteIcon name="arrow-right" className="h-4 w-4" />
          </Link>
        </div>
      </div>
      <CompanyJobOffersSection
        companyId={job.company.id}
        companySlug={job.companySlug}
        openPositions={profile?.openPositionsCount ?? 0}
        excludeId={job.live ? job.id : undefined}
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6"
      />
    </section>
  );
}
