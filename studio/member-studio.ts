import type { DocumentActionComponent, SanityClient, Template, Tool } from 'sanity';
import type { StructureBuilder, StructureResolverContext } from 'sanity/structure';
import { SANITY_API_VERSION } from './sanity-project';

/**
 * The Studio of a company's member (the lake's `member` role): their company's profile and job
 * offers only, saved as drafts for an editor to publish. This spares them what the lake would
 * refuse anyway (`packages/local-lake/member-scope.ts`); it is not what keeps them out.
 */

const NEW_OFFER_TEMPLATE = 'company-job-offer';

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
          S.document()
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

/** Live preview opens the site's draft mode, which shows every company's drafts: editors only. */
export const memberTools = (tools: Tool[]) => tools.filter(({ name }) => name !== 'presentation');
