import { templateSchema } from '@/contracts/workspace';
import { readJsonBody } from '@/platform/http/validation';
import { addTemplate, listTemplates } from '@/platform/workspace/templates';
import { withMember } from '@/platform/workspace/with-member';

export const dynamic = 'force-dynamic';

/** The company's status-message templates. */
export const GET = withMember(async ({ member }) => listTemplates(member.companyId));

/** Adds a template in one language. */
export const POST = withMember(async ({ request, member }) => {
  const input = await readJsonBody(request, templateSchema);
  return Response.json(await addTemplate(member.companyId, input), { status: 201 });
});
