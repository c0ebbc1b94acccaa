import { editorRoleOf } from '@/server/editors/editor-roles';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** GET: whether the signed-in user holds an editor role, so the site's menu links to the Studio. */
export const GET = withUser('profile', async ({ user }) => ({
  editor: (await editorRoleOf(user.id)) !== null,
}));
