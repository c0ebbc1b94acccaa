import { isCompanyMember } from '@tribe/schemas/member-rules';
import type { DocumentActionComponent, SanityClient, Template, Tool } from 'sanity';
import type {
  DefaultDocumentNodeResolver,
  StructureBuilder,
  StructureResolverContext,
} from 'sanity/structure';
import { MemberPreview } from './member-preview';
import { SANITY_API_VERSION } from './sanity-project';

/**
 * The Studio of a company's member (the lake's `member` role): their company's profile and job
 * offers only, saved as drafts for an editor to publish. This spares them what the lake would
 * refuse anyway (`packages/local-lake/member-scope.ts`); it is not what keeps them out.
 */

const NEW_OFFER_TEMPLATE = 'company-job-offer';

/** The member's documents that have a preview page on the site. */
const PREVIEWED_TYPES = new Set(['company', 'jobOffer']);

/** What a member keeps of a document's actions: no publish, unpublish or delete, which editors take. */
const MEMBER_ACTIONS = new Set(['discardChanges', 'duplicate', 'restore']);

type ClientOf = (options: { apiVersion: string }) => SanityClient;

/** The member's company: the lake answers a member's query with their own company only. */
async function memberCompanyId(getClient: ClientOf): Promise<string> {
  const id = await getClient({ apiVersion: SANITY_API_VERSION }).fetch<string | null>(
    '*[_type == "company"][0]._id',
    {},
    { perspective: 'drafts' },
  );
  if (!id) throw new Error('Your account is not a member of any company’s workspace.');
  return id;
}

/** A member's own document: the form, and beside it the document's preview page on the site. */
const memberDocument = (S: StructureBuilder) =>
  S.document().views([S.view.form(), S.view.component(MemberPreview).id('preview').title('Preview')]);

/** The company profile and job offers a member opens from their lists get the preview view too. */
export const memberDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType, currentUser }) =>
  isCompanyMember(currentUser) && PREVIEWED_TYPES.has(schemaType) ? memberDocument(S) : S.document();

/** The member's desk: their company's profile, and its job offers with a new offer of the company. */
export const memberDesk = (S: StructureBuilder, context: StructureResolverContext) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('My company')
        .id('myCompany')
        .schemaType('company')
        .child(async () =>
          memberDocument(S)
            .schemaType('company')
            .documentId(await memberCompanyId(context.getClient))
            .title('My company'),
        ),
      S.listItem()
        .title('Our job offers')
        .id('ourJobOffers')
        .schemaType('jobOffer')
        .child(
          S.documentTypeList('jobOffer')
            .title('Our job offers')
            .initialValueTemplates([S.initialValueTemplateItem(NEW_OFFER_TEMPLATE)]),
        ),
    ]);

/** A member creates job offers only, each referencing their company from the start. */
export const memberTemplates: Template[] = [
  {
    id: NEW_OFFER_TEMPLATE,
    title: 'Job offer of my company',
    schemaType: 'jobOffer',
    value: async (_params: unknown, { getClient }: { getClient: ClientOf }) => ({
      company: { _type: 'reference', _ref: await memberCompanyId(getClient) },
    }),
  },
];

export const memberActions = (actions: DocumentActionComponent[]) =>
  actions.filter(({ action }) => action && MEMBER_ACTIONS.has(action));

/**
 * Presentation opens the site's draft mode, which shows every company's drafts: editors only.
 * Members preview their documents in the document's own "Preview" view instead.
 */
export const memberTools = (tools: Tool[]) => tools.filter(({ name }) => name !== 'presentation');
