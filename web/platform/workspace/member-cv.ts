import 'server-only';
import type { CompanyMember } from '@/server/db/schema';
import { applicationCv, cvDownload } from '../applications/cv-download';
import { withdrawnApplication } from '../applications/status-change';
import { companyApplication } from './company-applications';

/**
 * The candidate's CV for a member of the company: shown inline (the page previews a PDF in a
 * frame) or, when asked, as a download. A withdrawn application's CV is no longer the company's.
 */
export async function memberCv(
  member: CompanyMember,
  applicationId: string,
  download: boolean,
): Promise<Response> {
  const application = await companyApplication(member, applicationId);
  if (application.status === 'withdrawn') throw withdrawnApplication();
  const response = await cvDownload(applicationCv(application));
  if (download) return response;
  const headers = new Headers(response.headers);
  headers.set(
    'Content-Disposition',
    (headers.get('Content-Disposition') ?? '').replace(/^attachment/, 'inline'),
  );
  return new Response(response.body, { status: response.status, headers });
}
