import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NumbersDashboard } from '@/components/workspace/numbers/numbers-dashboard';
import { PIPELINE_STAGES } from '@/components/workspace/pipeline-stages';
import { localeParam } from '@/i18n/locale-param';
import { Link } from '@/i18n/navigation';
import { companyOffers } from '@/platform/workspace/company-applications';
import { currentWorkspace } from '@/platform/workspace/current-member';
import { NotAMember } from '../not-a-member';
import { workspaceMetadata } from '../workspace-metadata';

type Props = PageProps<'/[locale]/company-workspace'>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  return workspaceMetadata(await localeParam(params), 'nav_dashboard');
}

/** The dashboard: every offer of the member's company with its applicants counted by stage. */
export default async function WorkspaceDashboard({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const { member, company } = await currentWorkspace();
  if (!member) return <NotAMember />;
  const t = await getTranslations('Workspace');
  const offers = await companyOffers(member.companyId, locale);
  return (
    <>
      <header className="mb-8">
        <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">
          {t('dashboard_title', { company: company?.name ?? '' })}
        </h1>
        <p className="mt-2 text-gray-600">{t('dashboard_intro')}</p>
      </header>
      <section aria-labelledby="offers-heading">
        <h2 id="offers-heading" className="sr-only">
          {t('offers_heading')}
        </h2>
        {offers.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-gray-700 shadow-sm">{t('no_offers')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" data-testid="workspace-offers">
            {offers.map((offer) => (
              <li
                key={offer.jobOfferId}
                className="rounded-2xl bg-white p-5 shadow-sm"
                data-testid="workspace-offer"
              >
                <h3 className="font-display text-xl font-bold">
                  <Link
                    href={{ pathname: '/company-workspace/offers/[id]', params: { id: offer.jobOfferId } }}
                    className="text-gray-950 underline-offset-2 hover:underline"
                  >
                    {offer.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-gray-600">{t('offer_total', { count: offer.total })}</p>
                <dl className="mt-3 flex flex-wrap gap-2 text-sm">
                  {PIPELINE_STAGES.filter((stage) => offer.counts[stage]).map((stage) => (
                    <div key={stage} className="flex gap-1 rounded-full bg-gray-100 px-3 py-1">
                      <dt>{t(`status_${stage}`)}</dt>
                      <dd className="font-bold">{offer.counts[stage]}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="numbers-heading" className="mt-12">
        <h2 id="numbers-heading" className="font-display text-2xl font-black tracking-tight">
          {t('numbers_heading')}
        </h2>
        <p className="mt-2 mb-6 text-gray-600">{t('numbers_intro')}</p>
        <NumbersDashboard />
      </section>
    </>
  );
}
