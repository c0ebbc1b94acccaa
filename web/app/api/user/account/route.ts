import { deleteAccount } from '@/platform/account/delete';
import { signOut } from '@/server/auth/sign-out';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** Deletes my account and everything stored with it; every session ends and the cookie is cleared. */
export const DELETE = withUser('account', async ({ request, user }) => {
  await deleteAccount(user.id);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  for (const cookie of await signOut(request.headers)) headers.append('Set-Cookie', cookie);
  return Response.json({ deleted: true }, { headers });
});
