import { submitForReview } from '@/platform/document-review/member-documents';
import { withMember } from '@/platform/workspace/with-member';
import { documentId } from '@/server/http/route-params';
import { localeFrom } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** Submits the company's draft for an editor's review; another company's document is not found. */
export const POST = withMember(
  ({ request, user, member, params }) => submitForReview(member, user.id, params.id, localeFrom(request)),
  { params: { id: documentId } },
);
