import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DeleteButton } from '@/components/workspace/delete-button';
import { TemplateForm } from '@/components/workspace/template-form';
import { workspaceEndpoints } from '@/contracts/endpoints/workspace';
import { TEMPLATE_LOCALES } from '@/contracts/workspace';
import { localeParam } from '@/i18n/locale-param';
import { currentWorkspace } from '@/platform/workspace/current-member';
import { listTemplates } from '@/platform/workspace/templates';
import { NotAMember } from '../../not-a-member';
import { workspaceMetadata } from '../../workspace-metadata';

type Props = PageProps<'/[locale]/company-workspace/templates'>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  return workspaceMetadata(await localeParam(params), 'nav_templates');
}

const card = 'rounded-2xl bg-white p-5 shadow-sm sm:p-6';

/** The company's status-message templates in Czech and English. */
export default async function WorkspaceTemplatesPage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const { member } = await currentWorkspace();
  if (!member) return <NotAMember />;
  const [t, templates] = await Promise.all([getTranslations('Workspace'), listTemplates(member.companyId)]);
  return (
    <>
      <header className="mb-6">
        <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">
          {t('templates_title')}
        </h1>
        <p className="mt-2 max-w-3xl text-gray-600">{t('templates_intro')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          {TEMPLATE_LOCALES.map((language) => {
            const inLanguage = templates.filter((template) => template.locale === language);
            return (
              <section key={language} aria-labelledby={`templates-${language}`} className={card}>
                <h2 id={`templates-${language}`} className="font-display text-xl font-bold">
                  {t(`language_${language}`)}
                </h2>
                {inLanguage.length === 0 ? (
                  <p className="mt-3 text-gray-700">{t('templates_empty')}</p>
                ) : (
                  <ul
                    className="mt-3 flex flex-col divide-y divide-gray-100"
                    data-testid={`templates-${language}-list`}
                  >
                    {inLanguage.map((template) => (
                      <li key={template.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                        <div className="min-w-0">
                          <p className="font-semibold break-words">{template.name}</p>
                          <p className="mt-1 whitespace-pre-line break-words text-sm text-gray-700">
                            {template.body}
                          </p>
                        </div>
                        <DeleteButton
                          url={workspaceEndpoints.template(template.id)}
                          label={t('template_delete')}
                          failed={t('failed')}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
        <section aria-labelledby="template-add-heading" className={`${card} self-start`}>
          <h2 id="template-add-heading" className="mb-4 font-display text-xl font-bold">
            {t('template_add')}
          </h2>
          <TemplateForm locale={locale} />
        </section>
      </div>
    </>
  );
}
