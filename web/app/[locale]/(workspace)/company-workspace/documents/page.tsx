import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompanyDocumentList } from '@/components/workspace/company-document-list';
import { localeParam } from '@/i18n/locale-param';
import { companyDocuments } from '@/platform/document-review/member-documents';
import { currentWorkspace } from '@/platform/workspace/current-member';
import { NotAMember } from '../../not-a-member';
import { workspaceMetadata } from '../../workspace-metadata';

type Props = PageProps<'/[locale]/company-workspace/documents'>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  return workspaceMetadata(await localeParam(params), 'nav_documents');
}

/** The company's profile and job offers, each with where it stands in the editors' review. */
export default async function WorkspaceDocumentsPage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const { member } = await currentWorkspace();
  if (!member) return <NotAMember />;
  const [t, { trusted, documents }] = await Promise.all([
    getTranslations('DocumentReview'),
    companyDocuments(member, locale),
  ]);
  return (
    <>
      <header className="mb-6">
        <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">
          {t('documents_title')}
        </h1>
        <p className="mt-2 max-w-3xl text-gray-600">{t('documents_intro')}</p>
        {trusted ? <p className="mt-2 max-w-3xl text-gray-600">{t('documents_trusted')}</p> : null}
      </header>
      <CompanyDocumentList documents={documents} />
    </>
  );
}
