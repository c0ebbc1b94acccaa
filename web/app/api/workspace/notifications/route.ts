import { noticeSettingsSchema } from '@/contracts/workspace';
import { requireMember } from '@/platform/workspace/members';
import { noticeSettingsOf, saveNoticeSettings } from '@/platform/workspace/notice-settings';
import { withMember } from '@/platform/workspace/with-member';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** How the caller hears about new applications and withdrawals. */
export const GET = withMember(async ({ member }) => noticeSettingsOf(member));

/** Saves the caller's own notice settings (the body is read before the membership is checked). */
export const PUT = withUser('workspace', async ({ request, user }) => {
  const input = await readJsonBody(request, noticeSettingsSchema);
  const member = await requireMember(user.id);
  return Response.json(await saveNoticeSettings(member, input));
});
