import 'server-only';
import type { SanityDocument } from '@sanity/client';
import { ApiError } from '@/contracts/api-error';
import { contentEnv } from './env';
import { localDataset } from './local-dataset';
import { sanityClient } from './sanity-client';

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

type Draft = Record<string, unknown> & { _id: string; _type: string };

type Mutation = { createOrReplace: Draft } | { createIfNotExists: Draft } | { delete: { id: string } };

const draftId = (companyId: string) => `drafts.${companyId}`;

/** The Content Lake with the write token (online); without the token the site cannot write or read drafts. */
function writeClient() {
  const token = process.env.SANITY_API_WRITE_TOKEN;
  if (!token) {
    throw new ApiError(
      503,
      'content_unwritable',
      'SANITY_API_WRITE_TOKEN is not set: the site cannot write content.',
    );
  }
  return sanityClient().withConfig({ token, useCdn: false, perspective: 'raw' });
}

/**
 * The server's writes to the content: offline through the local dataset (whose change events
 * reach the page cache and the search index), online through the Content Lake with
 * SANITY_API_WRITE_TOKEN.
 */
async function mutate(mutations: Mutation[]): Promise<void> {
  if (!contentEnv().online) {
    await (await localDataset()).mutate(mutations as never);
    return;
  }
  await writeClient()
    .transaction(mutations as never)
    .commit();
}

async function readDocument(id: string): Promise<SanityDocument | null> {
  if (!contentEnv().online) return (await localDataset()).getDocument(id) as SanityDocument | null;
  return (await writeClient().getDocument(id)) ?? null;
}

/** A draft-only company document waiting for an editor: it shows nowhere on the site. */
export async function createPendingCompany(input: CompanyDraftInput): Promise<void> {
  await mutate([
    {
      createIfNotExists: {
        _id: draftId(input.companyId),
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

/**
 * Publishes the pending company as the editor left its draft (they may have filled in more),
 * marked approved. Returns false when there is no draft to publish.
 */
export async function publishPendingCompany(companyId: string): Promise<boolean> {
  const draft = await readDocument(draftId(companyId));
  if (!draft) return false;
  const { _rev, _createdAt, _updatedAt, ...content } = draft;
  const review = { ...(content.review as Record<string, unknown> | undefined), state: 'approved' };
  await mutate([
    { createOrReplace: { ...content, _id: companyId, review } },
    { delete: { id: draftId(companyId) } },
  ]);
  return true;
}

/** Keeps the declined company's draft with the reason, so the Studio shows why. */
export async function markCompanyDeclined(companyId: string, reason: string): Promise<void> {
  const draft = await readDocument(draftId(companyId));
  if (!draft) return;
  const { _rev, _createdAt, _updatedAt, ...content } = draft;
  const review = {
    ...(content.review as Record<string, unknown> | undefined),
    state: 'declined',
    declineReason: reason,
  };
  await mutate([{ createOrReplace: { ...content, review } }]);
}

/** The sign-up goes with its person's account: its unpublished draft goes too. */
export async function deletePendingCompany(companyId: string): Promise<void> {
  if (!(await readDocument(draftId(companyId)))) return;
  await mutate([{ delete: { id: draftId(companyId) } }]);
}
