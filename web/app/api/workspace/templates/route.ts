import { templateSchema } from '@/contracts/workspace';
import { requireMember } from '@/platform/workspace/members';
import { refuseUnknownPlaceholders } from '@/platform/workspace/placeholder-values';
import { addTemplate, listTemplates } from '@/platform/workspace/templates';
import { withMember } from '@/platform/workspace/with-member';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';
import { requestLocale } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** The company's status-message templates. */
export const GET = withMember(async ({ member }) => listTemplates(member.companyId));

/**
 * Adds a template in one language; a placeholder nobody fills is refused (the body is read before
 * the membership is checked).
 */
export const POST = withUser('workspace', async ({ request, user }) => {
  const input = await readJsonBody(request, templateSchema);
  refuseUnknownPlaceholders(input.body, 'body', requestLocale(request.headers));
  const member = await requireMember(user.id);
  return Response.json(await addTemplate(member.companyId, input), { status: 201 });
});
