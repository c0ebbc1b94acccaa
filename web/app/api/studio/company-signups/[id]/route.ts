import { ApiError } from '@/contracts/api-error';
import { signupDecisionSchema } from '@/contracts/company-signup';
import { decideSignup } from '@/platform/company-signup/decision';
import { editorRoleOf } from '@/server/editors/editor-roles';
import { rowId } from '@/server/http/route-params';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** An editor approves or declines a signed-up company, named by its content document's id. */
export const POST = withUser(
  'company-review',
  async ({ request, user, params }) => {
    const choice = await readJsonBody(request, signupDecisionSchema);
    if (!(await editorRoleOf(user.id))) {
      throw new ApiError(403, 'editors_only', 'Only editors can approve or decline a company.');
    }
    return decideSignup(params.id, choice, user.email);
  },
  { params: { id: rowId } },
);
