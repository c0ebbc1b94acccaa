import type { StructureResolver } from 'sanity/structure';

const singleton = (S: Parameters<StructureResolver>[0], type: string, title: string) =>
  S.listItem().title(title).id(type).child(S.document().schemaType(type).documentId(type).title(title));

/** The desk: the singletons pinned, then the content editors work with daily. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      singleton(S, 'homePage', 'Home page'),
      singleton(S, 'siteSettings', 'Site settings'),
      singleton(S, 'b2bPage', 'For companies page'),
      S.divider(),
      S.documentTypeListItem('company').title('Companies'),
      S.listItem()
        .title('Job offers')
        .id('jobOffers')
        .child(
          S.list()
            .title('Job offers')
            .items([
              S.listItem()
                .title('All job offers')
                .id('allJobOffers')
                .child(S.documentTypeList('jobOffer').title('All job offers')),
              S.listItem()
                .title('By company')
                .id('jobOffersByCompany')
                .child(
                  S.documentTypeList('company')
                    .title('By company')
                    .child((companyId) =>
                      S.documentList()
                        .title('Job offers')
                        .schemaType('jobOffer')
                        .filter('_type == "jobOffer" && company._ref == $companyId')
                        .params({ companyId }),
                    ),
                ),
            ]),
        ),
      S.divider(),
      S.documentTypeListItem('article').title('Articles'),
      S.documentTypeListItem('magazineCategory').title('Magazine categories'),
      S.divider(),
      S.documentTypeListItem('technology').title('Technologies'),
      S.documentTypeListItem('testimonial').title('Testimonials'),
      S.documentTypeListItem('b2bService').title('B2B services'),
      S.documentTypeListItem('legalPage').title('Legal pages'),
    ]);
