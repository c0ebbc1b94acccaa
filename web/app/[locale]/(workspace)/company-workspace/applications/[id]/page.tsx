import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ThreadMessages } from '@/components/applications/thread-messages';
import { InterviewPanel } from '@/components/interviews/interview-panel';
import { ApplicationFacts } from '@/components/recruiter/application-facts';
import { AssessmentForm } from '@/components/workspace/assessment-form';
import { CandidateMessageForm } from '@/components/workspace/candidate-message-form';
import { MemberStatusPanel } from '@/components/workspace/member-status-panel';
import { NoteForm } from '@/components/workspace/note-form';
import { SharedProfileView } from '@/components/workspace/shared-profile-view';
import type { CompanyStatus } from '@/contracts/applications';
import { workspaceEndpoints } from '@/contracts/endpoints/workspace';
import { localeParam } from '@/i18n/locale-param';
import { Link } from '@/i18n/navigation';
import { formatDate } from '@/platform/applications/notifications';
import { companyInterview } from '@/platform/interviews/interviews';
import { isApiError } from '@/platform/workspace/api-error-check';
import { companyTags } from '@/platform/workspace/assessments';
import { applicationForMember, companyApplication } from '@/platform/workspace/company-applications';
import { currentWorkspace } from '@/platform/workspace/current-member';
import { listTemplates } from '@/platform/workspace/templates';
import { pageParams } from '@/server/http/page-params';
import { rowId } from '@/server/http/route-params';
import { NotAMember } from '../../../not-a-member';
import { workspaceMetadata } from '../../../workspace-metadata';

type Props = PageProps<'/[locale]/company-workspace/applications/[id]'>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  return workspaceMetadata(await localeParam(params), 'nav_dashboard');
}

const card = 'rounded-2xl bg-white p-5 shadow-sm sm:p-6';
const sectionHeading = 'font-display text-xl font-bold text-gray-950';

/**
 * One candidate: the profile they shared, answers, the CV in the page, the messages with them, the
 * interview, the status with its history, and the team's notes.
 */
export default async function WorkspaceApplicationPage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const { id } = await pageParams({ id: rowId }, params);
  const { member } = await currentWorkspace();
  if (!member) return <NotAMember />;
  const [application, row] = await Promise.all([
    applicationForMember(member, id, locale),
    companyApplication(member, id),
  ]).catch((error) => {
    if (isApiError(error, 404)) notFound();
    throw error;
  });
  const [t, tRecruiter, tThread, tInterviews, templates, tags, interview] = await Promise.all([
    getTranslations('Workspace'),
    getTranslations('Recruiter'),
    getTranslations('ApplicantThread'),
    getTranslations('Interviews'),
    listTemplates(member.companyId),
    companyTags(member.companyId),
    companyInterview(member, id),
  ]);
  const status = (value: string) => t(`status_${value as CompanyStatus | 'sent' | 'withdrawn'}`);
  const date = (iso: string) => formatDate(new Date(iso), locale);
  const withdrawn = application.status === 'withdrawn';
  const facts = [
    { label: tRecruiter('email'), value: application.email },
    { label: tRecruiter('sent_on'), value: date(application.sentAt) },
    { label: tRecruiter('answer_due'), value: date(application.answerDueAt) },
  ];
  return (
    <>
      <Link
        href={{ pathname: '/company-workspace/offers/[id]', params: { id: application.jobOfferId } }}
        className="text-sm font-semibold text-dark-blue underline underline-offset-2"
      >
        {t('back_to_pipeline', { job: application.jobTitle })}
      </Link>
      <header className="mt-3 mb-6">
        <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">
          {application.candidate}
        </h1>
        {application.currentRole || application.city ? (
          <p className="mt-1 text-lg text-gray-800" data-testid="shared-headline">
            {[application.currentRole, application.city].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <p className="mt-2 text-gray-700">
          {application.jobTitle} · <span data-testid="workspace-status">{status(application.status)}</span>
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <section className={card}>
            <ApplicationFacts facts={facts} />
          </section>
          <section aria-labelledby="shared-heading" className={card}>
            <h2 id="shared-heading" className={sectionHeading}>
              {tThread('shared_heading')}
            </h2>
            {application.sharedProfile ? (
              <SharedProfileView profile={application.sharedProfile} />
            ) : (
              <p className="mt-2 text-gray-700" data-testid="shared-profile-none">
                {tThread('not_shared')}
              </p>
            )}
          </section>
          <section aria-labelledby="assessment-heading" className={card}>
            <h2 id="assessment-heading" className={sectionHeading}>
              {t('assessment_heading')}
            </h2>
            <p className="mt-1 text-sm text-gray-600">{t('assessment_help')}</p>
            <AssessmentForm
              applicationId={application.id}
              initial={{ rating: application.rating, tags: application.tags }}
              suggestions={tags}
            />
          </section>
          <section aria-labelledby="answers-heading" className={card}>
            <h2 id="answers-heading" className={sectionHeading}>
              {t('answers_heading')}
            </h2>
            {application.answers.map((answer) => (
              <div key={answer.label} className="mt-4">
                <h3 className="font-semibold text-gray-800">{answer.label}</h3>
                <p className="mt-1 whitespace-pre-line break-words text-gray-950">{answer.value}</p>
              </div>
            ))}
          </section>
          <section
            id={t('thread_anchor')}
            aria-labelledby="thread-heading"
            className={`${card} scroll-mt-24`}
            data-testid="workspace-thread"
          >
            <h2 id="thread-heading" className={`${sectionHeading} mb-4`}>
              {tThread('thread_heading')}
            </h2>
            <ThreadMessages
              messages={application.messages}
              reader="company"
              otherSide={application.candidate}
              empty={tThread('thread_empty_company')}
            />
            <CandidateMessageForm applicationId={application.id} />
          </section>
          {withdrawn && !interview ? null : (
            <section aria-labelledby="interview-heading" className={card} data-testid="workspace-interview">
              <h2 id="interview-heading" className={sectionHeading}>
                {tInterviews('heading')}
              </h2>
              <InterviewPanel applicationId={application.id} interview={interview} withdrawn={withdrawn} />
            </section>
          )}
          <section aria-labelledby="status-heading" className={card}>
            <h2 id="status-heading" className={sectionHeading}>
              {tRecruiter('status_heading')}
            </h2>
            <p className="mt-2 mb-4 font-semibold">
              {tRecruiter('current_status', { status: status(application.status) })}
            </p>
            {withdrawn ? (
              <p className="text-gray-700">{tRecruiter('withdrawn_note')}</p>
            ) : (
              <MemberStatusPanel
                applicationId={application.id}
                current={application.status}
                templates={templates}
              />
            )}
            <h3 className="mt-6 font-semibold text-gray-800">{tRecruiter('history_heading')}</h3>
            <ol className="mt-2 flex flex-col gap-2 text-sm text-gray-700" data-testid="workspace-history">
              {application.history.map((event) => (
                <li key={`${event.at}-${event.status}`}>
                  <span className="font-semibold">{date(event.at)}</span> – {status(event.status)}
                  {event.message ? (
                    <span className="block whitespace-pre-line pl-4">{event.message}</span>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="notes-heading" className={card} data-testid="workspace-notes">
            <h2 id="notes-heading" className={sectionHeading}>
              {t('notes_heading')}
            </h2>
            <p className="mt-1 text-sm text-gray-600">{t('notes_help')}</p>
            {application.notes.length === 0 ? (
              <p className="mt-4 text-gray-700">{t('notes_empty')}</p>
            ) : (
              <ul className="mt-4 flex flex-col gap-3">
                {application.notes.map((note) => (
                  <li key={note.id} className="rounded-xl bg-gray-50 p-3">
                    <p className="text-xs font-semibold text-gray-600">
                      {note.author
                        ? t('note_by', { author: note.author, date: date(note.at) })
                        : t('note_by_former', { date: date(note.at) })}
                    </p>
                    <p className="mt-1 whitespace-pre-line break-words text-gray-950">{note.body}</p>
                  </li>
                ))}
              </ul>
            )}
            <NoteForm applicationId={application.id} />
          </section>
        </div>
        <section aria-labelledby="cv-heading" className={`${card} flex min-w-0 flex-col gap-4`}>
          <h2 id="cv-heading" className={sectionHeading}>
            {t('cv_heading')}
          </h2>
          {withdrawn ? (
            <p className="text-gray-700">{t('cv_withdrawn')}</p>
          ) : (
            <>
              <a
                className="font-semibold text-dark-blue underline underline-offset-2"
                href={workspaceEndpoints.cvDownload(application.id)}
                download
              >
                {t('download_cv', { file: application.cvFileName })}
              </a>
              {row.cvKind === 'pdf' ? (
                <iframe
                  title={t('cv_preview_title', { name: application.candidate })}
                  src={workspaceEndpoints.cv(application.id)}
                  className="h-[70vh] min-h-96 w-full rounded-xl border border-gray-200"
                  data-testid="cv-preview"
                />
              ) : (
                <p className="text-gray-700">{t('cv_no_preview', { kind: row.cvKind.toUpperCase() })}</p>
              )}
            </>
          )}
        </section>
      </div>
    </>
  );
}
