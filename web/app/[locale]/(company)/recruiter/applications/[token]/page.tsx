import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ApplicationFacts } from '@/components/recruiter/application-facts';
import { RenewLinkButton } from '@/components/recruiter/renew-link-button';
import { StatusPanel } from '@/components/recruiter/status-panel';
import { statusPanelTexts } from '@/components/recruiter/status-panel-texts';
import { getApplicationCompany } from '@/content/companies';
import type { CompanyStatus } from '@/contracts/applications';
import { recruiterEndpoints } from '@/contracts/endpoints/workspace';
import { localeParam } from '@/i18n/locale-param';
import { MessagesFor } from '@/i18n/messages-for';
import { applyThemeUpdate, defaultTheme, themeVariables } from '@/lib/theme/theme';
import { answersOf, candidateOf, formatDate } from '@/platform/applications/notifications';
import { recruiterView } from '@/platform/applications/recruiter';
import { RECRUITER_LINK_DAYS } from '@/platform/applications/recruiter-link';

type Props = PageProps<'/[locale]/recruiter/applications/[token]'>;

export const dynamic = 'force-dynamic';

/** The link is a key: the page is never indexed and never sends its address on as a referrer. */
export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' };

function Notice({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-16" data-testid="recruiter-notice">
      <h1 className="font-display text-3xl font-bold text-gray-950">{title}</h1>
      <p className="mt-4 text-gray-700">{text}</p>
      {children}
    </main>
  );
}

/** The recruiter's page for one application, opened from the signed link in the company's e-mail. */
export default async function RecruiterApplicationPage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const { token } = await params;
  const t = await getTranslations('Recruiter');
  const tForm = await getTranslations('Form');
  const view = await recruiterView(token);
  if (view.state === 'invalid') notFound();
  if (view.state === 'expired') {
    return (
      <Notice title={t('expired_title')} text={t('expired_text', { days: RECRUITER_LINK_DAYS })}>
        <RenewLinkButton token={token} label={t('renew')} sent={t('renew_sent')} failed={tForm('failed')} />
      </Notice>
    );
  }
  const { application, history } = view;
  const [company, candidate] = await Promise.all([
    getApplicationCompany(application.companyId),
    candidateOf(application),
  ]);
  const theme = applyThemeUpdate(defaultTheme, company?.theme ?? undefined);
  const status = (value: string) => t(`status_${value as CompanyStatus | 'sent' | 'withdrawn'}`);
  const withdrawn = application.status === 'withdrawn';
  const statusTexts = await statusPanelTexts(status);
  const facts = [
    { label: t('candidate'), value: candidate?.name ?? '' },
    { label: t('email'), value: candidate?.email ?? '' },
    { label: t('sent_on'), value: formatDate(application.createdAt, locale) },
    { label: t('answer_due'), value: formatDate(application.answerDueAt, locale) },
  ];
  return (
    <div style={themeVariables(theme)} className="flex-1 bg-primary-light">
      <header className="bg-secondary px-4 py-6 text-secondary-text">
        <div className="mx-auto max-w-3xl">
          <p className="text-sm font-semibold opacity-80">{application.companyName}</p>
          <h1 className="font-display text-3xl font-bold">
            {t('page_title', { job: application.jobTitle })}
          </h1>
        </div>
      </header>
      <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8" data-testid="recruiter-application">
        <p className="text-sm text-gray-700">{t('private_note')}</p>
        <section className="rounded-2xl bg-white p-6 shadow-sm">
          <ApplicationFacts facts={facts} />
          {withdrawn ? null : (
            <a
              className="mt-5 inline-block font-semibold text-dark-blue underline underline-offset-2"
              href={recruiterEndpoints.cv(application.id, token)}
              download
            >
              {t('download_cv', { file: application.cvFileName })}
            </a>
          )}
        </section>
        <section aria-labelledby="answers-heading" className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="answers-heading" className="font-display text-xl font-bold text-gray-950">
            {t('answers_heading')}
          </h2>
          {answersOf(application, locale).map((answer) => (
            <div key={answer.label} className="mt-4">
              <h3 className="font-semibold text-gray-800">{answer.label}</h3>
              <p className="mt-1 whitespace-pre-line break-words text-gray-950">{answer.value}</p>
            </div>
          ))}
        </section>
        <section aria-labelledby="status-heading" className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="status-heading" className="font-display text-xl font-bold text-gray-950">
            {t('status_heading')}
          </h2>
          <p className="mt-2 mb-4 font-semibold" data-testid="recruiter-status">
            {t('current_status', { status: status(application.status) })}
          </p>
          {withdrawn ? (
            <p className="text-gray-700">{t('withdrawn_note')}</p>
          ) : (
            <MessagesFor scope="recruiterStatus">
              <StatusPanel
                applicationId={application.id}
                token={token}
                current={application.status}
                texts={statusTexts}
              />
            </MessagesFor>
          )}
          <h3 className="mt-6 font-semibold text-gray-800">{t('history_heading')}</h3>
          <ol className="mt-2 flex flex-col gap-2 text-sm text-gray-700">
            {history.map((event) => (
              <li key={event.id}>
                <span className="font-semibold">{formatDate(event.createdAt, locale)}</span> –{' '}
                {status(event.status)}
                {event.message ? (
                  <span className="block whitespace-pre-line pl-4">{event.message}</span>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      </main>
    </div>
  );
}
