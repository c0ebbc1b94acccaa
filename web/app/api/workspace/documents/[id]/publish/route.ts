import { publishTrustedOffer } from '@/platform/document-review/member-documents';
import { withMember } from '@/platform/workspace/with-member';
import { documentId } from '@/server/http/route-params';
import { localeFrom } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** A trusted company's member publishes its job offer without review; anything else is refused. */
export const POST = withMember(
  ({ request, user, member, params }) => publishTrustedOffer(member, user.id, params.id, localeFrom(request)),
  { params: { id: documentId } },
);
