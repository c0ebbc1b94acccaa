import 'server-only';
import { draftIdOf, mutateContent, publishDraft, readStoredDocument } from './content-writes';

/** What a company's sign-up puts into its document (the rest an editor fills in before approving). */
export interface CompanyDraftInput {
  companyId: string;
  name: string;
  slug: string;
  ico: string;
  contactName: string;
  contactEmail: string;
  freeMail: boolean;
  language: 'cs' | 'en';
}

/** A draft-only company document waiting for an editor: it shows nowhere on the site. */
export async function createPendingCompany(input: CompanyDraftInput): Promise<void> {
  await mutateContent([
    {
      createIfNotExists: {
        _id: draftIdOf(input.companyId),
        _type: 'company',
        name: input.name,
        slug: { _type: 'slug', current: input.slug },
        status: 'preparing',
        ico: input.ico,
        language: input.language,
        recruitingEmail: input.contactEmail,
        review: {
          state: 'pending',
          contactName: input.contactName,
          contactEmail: input.contactEmail,
          freeMail: input.freeMail,
        },
      },
    },
  ]);
}

/** The unpublished draft of a company waiting for an editor, or null. */
export const readPendingCompany = (companyId: string) => readStoredDocument(draftIdOf(companyId));

/**
 * Publishes the pending company as the editor left its draft (they may have filled in more),
 * marked approved. Returns false when there is no draft to publish.
 */
export const publishPendingCompany = (companyId: string): Promise<boolean> =>
  publishDraft(companyId, (content) => ({
    ...content,
    review: { ...(content.review as Record<string, unknown> | undefined), state: 'approved' },
  }));

/** Keeps the declined company's draft with the reason, so the Studio shows why. */
export async function markCompanyDeclined(companyId: string, reason: string): Promise<void> {
  const draft = await readStoredDocument(draftIdOf(companyId));
  if (!draft) return;
  const { _rev, _createdAt, _updatedAt, ...content } = draft;
  const review = {
    ...(content.review as Record<string, unknown> | undefined),
    state: 'declined',
    declineReason: reason,
  };
  await mutateContent([{ createOrReplace: { ...content, review } }]);
}

/** The sign-up goes with its person's account: its unpublished draft goes too. */
export async function deletePendingCompany(companyId: string): Promise<void> {
  if (!(await readStoredDocument(draftIdOf(companyId)))) return;
  await mutateContent([{ delete: { id: draftIdOf(companyId) } }]);
}
