import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ApplicantFilters } from '@/components/workspace/applicant-filters';
import { ApplicantList } from '@/components/workspace/applicant-list';
import { ApplicantPagination } from '@/components/workspace/applicant-pagination';
import { localeParam } from '@/i18n/locale-param';
import { listApplicants } from '@/platform/workspace/applicant-list';
import { applicantQueryFrom } from '@/platform/workspace/applicant-query';
import { companyTags } from '@/platform/workspace/assessments';
import { companyOffers } from '@/platform/workspace/company-applications';
import { currentWorkspace } from '@/platform/workspace/current-member';
import { getDatabase } from '@/server/db';
import { NotAMember } from '../../not-a-member';
import { workspaceMetadata } from '../../workspace-metadata';

type Props = PageProps<'/[locale]/company-workspace/applicants'>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  return workspaceMetadata(await localeParam(params), 'nav_applicants');
}

/** Every applicant of the member's company across its offers: searched, filtered and sorted by the address's query. */
export default async function ApplicantsPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const { member } = await currentWorkspace();
  if (!member) return <NotAMember />;
  const query = applicantQueryFrom(await searchParams);
  const [t, offers, tags, found] = await Promise.all([
    getTranslations('Workspace'),
    companyOffers(member.companyId, locale),
    companyTags(member.companyId),
    getDatabase().then((db) => listApplicants(db, member.companyId, query)),
  ]);
  const filtered = Object.keys(query).some((name) => name !== 'sort' && name !== 'page');
  const pages = Math.max(1, Math.ceil(found.total / found.pageSize));
  return (
    <>
      <header className="mb-6">
        <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">
          {t('applicants_title')}
        </h1>
        <p className="mt-2 text-gray-600">{t('applicants_intro')}</p>
      </header>
      {/* Keyed by the query: going back to another view shows that view's choices. */}
      <ApplicantFilters key={JSON.stringify(query)} query={query} offers={offers} tags={tags} />
      <p className="mt-6 mb-3 font-semibold text-gray-800" role="status" data-testid="applicant-count">
        {t('applicants_count', { count: found.total })}
      </p>
      {found.items.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-gray-700 shadow-sm">
          {filtered ? t('applicants_none') : t('applicants_empty')}
        </p>
      ) : (
        <ApplicantList items={found.items} />
      )}
      <ApplicantPagination query={query} page={found.page} pages={pages} />
    </>
  );
}
