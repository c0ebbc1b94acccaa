import { trustSchema } from '@/contracts/document-review';
import { requireEditor } from '@/platform/document-review/editors-only';
import { isTrustedCompany, setCompanyTrust } from '@/platform/document-review/trusted-companies';
import { documentId } from '@/server/http/route-params';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';
import { localeFrom } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

const companyParam = { params: { id: documentId } };

/** Whether the company is trusted: its members' job offers publish without review (editors only). */
export const GET = withUser(
  'studio-review',
  async ({ request, user, params }) => {
    await requireEditor(user.id, localeFrom(request));
    return { companyId: params.id, trusted: await isTrustedCompany(params.id) };
  },
  companyParam,
);

/** An editor marks the company trusted or takes the trust back. */
export const PUT = withUser(
  'company-review',
  async ({ request, user, params }) => {
    const { trusted } = await readJsonBody(request, trustSchema);
    await requireEditor(user.id, localeFrom(request));
    return setCompanyTrust(params.id, trusted, user.id);
  },
  companyParam,
);
