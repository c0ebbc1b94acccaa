import { editorReviewRequests } from '@/platform/document-review/editor-reviews';
import { requireEditor } from '@/platform/document-review/editors-only';
import { withUser } from '@/server/http/with-user';
import { localeFrom } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** The documents waiting for an editor's review (editors only). */
export const GET = withUser('studio-review', async ({ request, user }) => {
  await requireEditor(user.id, localeFrom(request));
  return editorReviewRequests();
});
