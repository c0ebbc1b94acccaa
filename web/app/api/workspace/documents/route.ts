import { companyDocuments } from '@/platform/document-review/member-documents';
import { withMember } from '@/platform/workspace/with-member';
import { localeFrom } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** The company's profile and job offers, each with where it stands in review. */
export const GET = withMember(async ({ request, member }) => companyDocuments(member, localeFrom(request)));
