import { reviewDecisionSchema } from '@/contracts/document-review';
import { decideReview } from '@/platform/document-review/editor-reviews';
import { requireEditor } from '@/platform/document-review/editors-only';
import { documentId } from '@/server/http/route-params';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';
import { localeFrom } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** An editor publishes a submitted draft or sends it back with a comment. */
export const POST = withUser(
  'company-review',
  async ({ request, user, params }) => {
    const decision = await readJsonBody(request, reviewDecisionSchema);
    const locale = localeFrom(request);
    await requireEditor(user.id, locale);
    return decideReview(params.id, decision, user.id, locale);
  },
  { params: { id: documentId } },
);
