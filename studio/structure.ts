import { isCompanyMember } from '@tribe/schemas/member-rules';
import type { StructureResolver } from 'sanity/structure';
import { memberDesk } from './member-studio';
import { reviewList } from './review-desk';

/** All documents of a type, and the same documents grouped by the document they point to. */
const groupedBy = (
  S: Parameters<StructureResolver>[0],
  options: { id: string; title: string; type: string; groupType: string; groupTitle: string; field: string },
) =>
  S.listItem()
    .title(options.title)
    .id(options.id)
    .child(
      S.list()
        .title(options.title)
        .items([
          S.listItem()
            .title(`All ${options.title.toLowerCase()}`)
            .id(`all-${options.id}`)
            .child(S.documentTypeList(options.type).title(options.title)),
          S.listItem()
            .title(options.groupTitle)
            .id(`${options.id}-by-${options.groupType}`)
            .child(
              S.documentTypeList(options.groupType)
                .title(options.groupTitle)
                .child((groupId) =>
                  S.documentList()
                    .title(options.title)
                    .schemaType(options.type)
                    .filter(`_type == $type && ${options.field}._ref == $groupId`)
                    .params({ type: options.type, groupId }),
                ),
            ),
        ]),
    );

/** Declined sign-ups keep their drafts (with the reason) in a list of their own, out of the companies. */
const notDeclined = '(!defined(review.state) || review.state != "declined")';

const singleton = (S: Parameters<StructureResolver>[0], type: string, title: string) =>
  S.listItem().title(title).id(type).child(S.document().schemaType(type).documentId(type).title(title));

/**
 * The desk: the singletons pinned, then pending companies, the documents waiting for review,
 * companies, job offers by company, declined sign-ups, articles by category;
 * a company's member gets their company and its job offers only.
 */
export const structure: StructureResolver = (S, context) =>
  isCompanyMember(context.currentUser) ? memberDesk(S, context) : editorsDesk(S);

const editorsDesk = (S: Parameters<StructureResolver>[0]) =>
  S.list()
    .title('Content')
    .items([
      singleton(S, 'homePage', 'Home page'),
      singleton(S, 'siteSettings', 'Site settings'),
      singleton(S, 'b2bPage', 'For companies page'),
      singleton(S, 'searchSynonyms', 'Search synonyms'),
      S.divider(),
      S.listItem()
        .title('Pending companies')
        .id('pendingCompanies')
        .child(
          S.documentList()
            .title('Pending companies')
            .schemaType('company')
            .filter('_type == "company" && review.state == "pending"'),
        ),
      reviewList(S),
      S.documentTypeListItem('company')
        .title('Companies')
        .child(
          S.documentTypeList('company').title('Companies').filter(`_type == "company" && ${notDeclined}`),
        ),
      groupedBy(S, {
        id: 'jobOffers',
        title: 'Job offers',
        type: 'jobOffer',
        groupType: 'company',
        groupTitle: 'By company',
        field: 'company',
      }),
      S.listItem()
        .title('Declined sign-ups')
        .id('declinedCompanies')
        .child(
          S.documentList()
            .title('Declined sign-ups')
            .schemaType('company')
            .filter('_type == "company" && review.state == "declined"'),
        ),
      S.divider(),
      groupedBy(S, {
        id: 'articles',
        title: 'Articles',
        type: 'article',
        groupType: 'magazineCategory',
        groupTitle: 'By category',
        field: 'category',
      }),
      S.documentTypeListItem('magazineCategory').title('Magazine categories'),
      S.divider(),
      S.documentTypeListItem('technology').title('Technologies'),
      S.documentTypeListItem('testimonial').title('Testimonials'),
      S.documentTypeListItem('b2bService').title('B2B services'),
      S.documentTypeListItem('legalPage').title('Legal pages'),
    ]);
