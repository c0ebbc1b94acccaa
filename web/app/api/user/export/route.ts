import { exportAccount } from '@/platform/account/export';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** Everything stored about me, as a JSON file download. */
export const GET = withUser('account', async ({ user }) => {
  const data = await exportAccount(user.id);
  const day = data.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="account-export-${day}.json"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
