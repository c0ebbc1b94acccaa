import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { ApiError } from '@/contracts/api-error';
import type { CompanyStatus } from '@/contracts/applications';
import { getDatabase } from '@/server/db';
import { applicationEvent, type JobApplication, jobApplication } from '@/server/db/schema';
import { mayMailNow } from '@/server/http/rate-limit';
import { applicationCv, cvDownload } from './cv-download';
import { companyContact, mailRenewedLinkToCompany } from './notifications';
import { checkRecruiterToken } from './recruiter-link';
import { changeApplicationStatus, withdrawnApplication } from './status-change';

const invalidLink = () => new ApiError(403, 'invalid_link', 'This link is not valid for this application.');
const expiredLink = () =>
  new ApiError(410, 'link_expired', 'This link has expired. Ask for a new one on the page it opens.');

async function applicationById(id: string): Promise<JobApplication | null> {
  const db = await getDatabase();
  const [row] = await db.select().from(jobApplication).where(eq(jobApplication.id, id));
  return row ?? null;
}

/** What the recruiter's page shows for a token: the application and its history, or why not. */
export async function recruiterView(token: string) {
  const check = checkRecruiterToken(token);
  if (!check.valid)
    return check.reason === 'expired' ? ({ state: 'expired' } as const) : ({ state: 'invalid' } as const);
  const application = await applicationById(check.applicationId);
  if (!application) return { state: 'invalid' } as const;
  const db = await getDatabase();
  const history = await db
    .select()
    .from(applicationEvent)
    .where(eq(applicationEvent.applicationId, application.id))
    .orderBy(asc(applicationEvent.createdAt), asc(applicationEvent.id));
  return { state: 'valid', application, history } as const;
}

/** The application a token opens, refusing a forged or expired token and one issued for another application. */
async function authorized(applicationId: string, token: string): Promise<JobApplication> {
  const check = checkRecruiterToken(token);
  if (check.valid === false && check.reason === 'invalid') throw invalidLink();
  if (check.applicationId !== applicationId) throw invalidLink();
  if (!check.valid) throw expiredLink();
  const application = await applicationById(applicationId);
  if (!application) throw invalidLink();
  return application;
}

/** Sets the status from the recruiter's page and e-mails the candidate. */
export async function setStatusByRecruiter(
  applicationId: string,
  token: string,
  status: CompanyStatus,
  message: string | null,
) {
  const changed = await changeApplicationStatus(await authorized(applicationId, token), status, message);
  return { id: changed.id, status: changed.status, changed: changed.changed };
}

/** The CV for the recruiter holding a valid link; a withdrawn application's CV is no longer theirs to read. */
export async function recruiterCv(applicationId: string, token: string): Promise<Response> {
  const application = await authorized(applicationId, token);
  if (application.status === 'withdrawn') throw withdrawnApplication();
  return cvDownload(applicationCv(application));
}

/**
 * Mails a fresh link to the company's recruiting contact for a genuine token (expired or not);
 * the link goes only to the address on record, never to whoever asks, and at most once per
 * application in 10 minutes (a call within them answers the same and sends nothing).
 */
export async function renewRecruiterLink(token: string) {
  const check = checkRecruiterToken(token);
  if (!check.valid && check.reason === 'invalid') throw invalidLink();
  const application = await applicationById(check.applicationId);
  if (!application) throw invalidLink();
  const company = await companyContact(application.companyId);
  if (!company.address) {
    throw new ApiError(
      409,
      'no_recruiting_email',
      'The company has no recruiting e-mail to send the link to.',
    );
  }
  if (await mayMailNow('recruiter-link', application.id))
    await mailRenewedLinkToCompany(application, company);
  return { sent: true };
}
