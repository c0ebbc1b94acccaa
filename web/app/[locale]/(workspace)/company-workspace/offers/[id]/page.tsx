import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PipelineBoard } from '@/components/workspace/pipeline-board';
import type { BoardEntry } from '@/components/workspace/pipeline-card';
import { localeParam } from '@/i18n/locale-param';
import { Link } from '@/i18n/navigation';
import { formatDate } from '@/platform/applications/notifications';
import { isApiError } from '@/platform/workspace/api-error-check';
import { companyOffer, offerPipeline } from '@/platform/workspace/company-applications';
import { currentWorkspace } from '@/platform/workspace/current-member';
import { listTemplates } from '@/platform/workspace/templates';
import { pageParams } from '@/server/http/page-params';
import { documentId } from '@/server/http/route-params';
import { NotAMember } from '../../../not-a-member';
import { workspaceMetadata } from '../../../workspace-metadata';

type Props = PageProps<'/[locale]/company-workspace/offers/[id]'>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  return workspaceMetadata(await localeParam(params), 'nav_dashboard');
}

/** One offer's pipeline: its candidates by stage, with a status change in bulk. */
export default async function OfferPipelinePage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const { id } = await pageParams({ id: documentId }, params);
  const { member } = await currentWorkspace();
  if (!member) return <NotAMember />;
  const offer = await companyOffer(member.companyId, id, locale).catch((error) => {
    if (isApiError(error, 404)) notFound();
    throw error;
  });
  const t = await getTranslations('Workspace');
  const [entries, templates] = await Promise.all([
    offerPipeline(member.companyId, id),
    listTemplates(member.companyId),
  ]);
  const now = new Date();
  const board: BoardEntry[] = entries.map((entry) => {
    const due = new Date(entry.answerDueAt);
    const date = formatDate(due, locale);
    return {
      ...entry,
      sentLabel: t('applied_on', { date: formatDate(new Date(entry.sentAt), locale) }),
      dueLabel: due < now ? t('answer_overdue', { date }) : t('answer_due', { date }),
      overdue: due < now,
    };
  });
  return (
    <>
      <Link
        href="/company-workspace"
        className="text-sm font-semibold text-dark-blue underline underline-offset-2"
      >
        {t('back_to_dashboard')}
      </Link>
      <header className="mt-3 mb-6">
        <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">
          {t('pipeline_title', { job: offer.title })}
        </h1>
        <p className="mt-2 text-gray-600">{t('offer_total', { count: offer.total })}</p>
      </header>
      {board.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-gray-700 shadow-sm">{t('pipeline_empty')}</p>
      ) : (
        <PipelineBoard entries={board} templates={templates} />
      )}
    </>
  );
}
