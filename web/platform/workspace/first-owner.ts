import 'server-only';
import type { Locale } from '@tribe/routes';
import { z } from 'zod';
import { listCompanyOptions } from '@/content/companies';
import { ApiError } from '@/contracts/api-error';
import { inviteMember } from './invitations';

/** Body of POST /api/studio/company-invitations. */
export const ownerInvitationSchema = z.strictObject({
  company: z.string().trim().min(1).max(128),
  email: z.email().trim().toLowerCase().max(254),
});

/**
 * An editor invites a company's owner (the first one, usually) by e-mail: the company is named by
 * its content id or its slug. `invitedBy` is the editor's address, or `cli` from the command;
 * `locale` words a refusal in the editor's language.
 */
export async function inviteOwner(companyRef: string, email: string, invitedBy: string, locale?: Locale) {
  const companies = await listCompanyOptions();
  const company = companies.find((option) => option.id === companyRef || option.slug === companyRef);
  if (!company) {
    throw new ApiError(
      404,
      'company_not_found',
      `There is no company with the id or slug "${companyRef}".`,
      'company',
    );
  }
  const invitation = await inviteMember({ companyId: company.id, email, role: 'owner', invitedBy, locale });
  return { company: { id: company.id, name: company.name ?? '' }, email, ...invitation };
}
