import { defineQuery } from 'groq';
import { JOB_INDEX_FILTER_FIELDS } from '@/contracts/job-search';

/*
 * Every GROQ query the site runs, in one place. A localized field is projected in the
 * requested language and falls back to the other one when its translation is missing:
 * select($lang == "cs" => coalesce(f.cs, f.en), coalesce(f.en, f.cs)). (The shorter
 * coalesce(f[$lang], …) reads the same, but typegen cannot type a parameter used as a key.)
 * Result types are generated into contracts/sanity.types.ts (`pnpm typegen`).
 */

/**
 * A job offer a visitor may see: still valid at `$now` (an ISO date-time passed per request, so
 * the query text stays the same and cacheable). Drafts are kept out by the published perspective.
 * Every list, count and the sitemap use it.
 */
const notExpired = `(!defined(validThrough) || validThrough > $now)`;
/**
 * An offer whose company exists. The Content Lake keeps a published offer's company from being
 * deleted, but content imported or written around it may still point nowhere: such an offer is
 * shown nowhere, its page included, rather than failing the page.
 */
const hasCompany = `defined(company->_id)`;
const liveJobOffer = `_type == "jobOffer" && ${notExpired} && ${hasCompany}`;

const companyCard = `
  "id": _id,
  name,
  "slug": slug.current,
  status,
  employeesCount,
  "openPositionsCount": count(*[${liveJobOffer} && company._ref == ^._id]),
  "industries": industries[]{ "label": select($lang == "cs" => coalesce(@.cs, @.en), coalesce(@.en, @.cs)) }.label,
  locations,
  logo,
  previewImage,
  theme
`;

const jobCard = `
  "id": _id,
  "title": select($lang == "cs" => coalesce(title.cs, title.en), coalesce(title.en, title.cs)),
  "slug": select($lang == "cs" => coalesce(slug.cs.current, slug.en.current), coalesce(slug.en.current, slug.cs.current)),
  "companySlug": company->slug.current,
  "company": company->{ "id": _id, name, status, logo, theme },
  salaryFrom,
  salaryTo,
  currency,
  seniority,
  workload,
  workingMode,
  employmentType,
  city,
  previewImage,
  publishedAt
`;

const articleCard = `
  "id": _id,
  "title": select($lang == "cs" => coalesce(title.cs, title.en), coalesce(title.en, title.cs)),
  "slug": select($lang == "cs" => coalesce(slug.cs.current, slug.en.current), coalesce(slug.en.current, slug.cs.current)),
  kind,
  "excerpt": select($lang == "cs" => coalesce(excerpt.cs, excerpt.en), coalesce(excerpt.en, excerpt.cs)),
  coverImage,
  publishedAt,
  "category": category->{
    "id": _id,
    "title": select($lang == "cs" => coalesce(title.cs, title.en), coalesce(title.en, title.cs)),
    "slug": select($lang == "cs" => coalesce(slug.cs.current, slug.en.current), coalesce(slug.en.current, slug.cs.current))
  },
  "author": author{ name, "role": select($lang == "cs" => coalesce(role.cs, role.en), coalesce(role.en, role.cs)), photo },
  "bodyText": pt::text(select($lang == "cs" => coalesce(body.cs, body.en), coalesce(body.en, body.cs)))
`;

export const siteSettingsQuery = defineQuery(`*[_id == "siteSettings"][0]{
  theme, homeTheme, b2bTheme, contactEmail, salesEmail, "socials": socials[]{ kind, url }
}`);

export const homePageQuery = defineQuery(`*[_id == "homePage"][0]{
  "heroTitle": select($lang == "cs" => coalesce(heroTitle.cs, heroTitle.en), coalesce(heroTitle.en, heroTitle.cs)),
  "heroText": select($lang == "cs" => coalesce(heroText.cs, heroText.en), coalesce(heroText.en, heroText.cs)),
  "companies": featuredCompanies[]->{ ${companyCard} },
  "articles": featuredArticles[]->{ ${articleCard} }
}`);

/*
 * The company list's filters. The industry is matched on its English label (the key of the
 * `industry` URL parameter); the text by the search index, which gives the matching `$ids`.
 */
const companyFilter = `_type == "company"
  && ($city == null || $city in locations)
  && ($industry == null || $industry in industries[].en)
  && ($value == null || $value in valueTags)
  && ($ids == null || _id in $ids)`;

export const companySearchQuery = defineQuery(`{
  "items": *[${companyFilter}] | order(name asc) [$offset...$end] { ${companyCard} },
  "total": count(*[${companyFilter}])
}`);

/** What the company list's filters offer: the companies' cities, industries and value tags. */
export const companyFilterOptionsQuery = defineQuery(`{
  "cities": array::unique(*[_type == "company" && defined(locations)].locations[]),
  "industries": *[_type == "company" && defined(industries)].industries[]{
    "key": en,
    "label": select($lang == "cs" => coalesce(cs, en), coalesce(en, cs))
  },
  "values": array::unique(*[_type == "company" && defined(valueTags)].valueTags[])
}`);

/** A gallery item in the page's language, its own video file's and captions' URLs resolved. */
const mediaItem = `{
  type, image, platform, videoId, aspectRatio,
  "previewImage": coalesce(previewImage, previewImages[0]),
  "altText": select($lang == "cs" => coalesce(altText.cs, altText.en), coalesce(altText.en, altText.cs)),
  "videoUrl": videoFile.asset->url,
  "videoMimeType": videoFile.asset->mimeType,
  "captions": { "cs": captions.cs.asset->url, "en": captions.en.asset->url }
}`;

const companyProfile = `
  ${companyCard},
  "description": select($lang == "cs" => coalesce(description.cs, description.en), coalesce(description.en, description.cs)),
  "curiosities": curiosities[]{
    isPercentage, value,
    "topLabel": select($lang == "cs" => coalesce(topLabel.cs, topLabel.en), coalesce(topLabel.en, topLabel.cs)),
    "unit": select($lang == "cs" => coalesce(unit.cs, unit.en), coalesce(unit.en, unit.cs)),
    "bottomLabel": select($lang == "cs" => coalesce(bottomLabel.cs, bottomLabel.en), coalesce(bottomLabel.en, bottomLabel.cs))
  },
  "media": media[]${mediaItem},
  "socials": socials[]{ kind, url },
  "techStack": techStack[]->{ "id": _id, name, "slug": slug.current, icon },
  "values": select($lang == "cs" => coalesce(values.cs, values.en), coalesce(values.en, values.cs)),
  "culture": select($lang == "cs" => coalesce(culture.cs, culture.en), coalesce(culture.en, culture.cs)),
  "stories": stories[]{
    person, photo,
    "role": select($lang == "cs" => coalesce(role.cs, role.en), coalesce(role.en, role.cs)),
    "story": select($lang == "cs" => coalesce(story.cs, story.en), coalesce(story.en, story.cs)),
    "video": video${mediaItem}
  }
`;

export const companyBySlugQuery = defineQuery(
  `*[_type == "company" && slug.current == $slug][0]{ ${companyProfile} }`,
);

export const companyByIdQuery = defineQuery(`*[_type == "company" && _id == $id][0]{ ${companyProfile} }`);

/** The cards of the job offers a search found, in no particular order (the search orders them). */
export const jobCardsQuery = defineQuery(
  `*[_type == "jobOffer" && _id in $ids && ${hasCompany}]{ ${jobCard} }`,
);

/** An offer's title in both languages and its skills, which the 'For you' ranking matches roles and skills with. */
const offerRoleAndSkills = `
  "titles": [title.cs, title.en],
  "skills": skills[]->{ "slug": slug.current, name }
`;

/**
 * What the 'For you' ranking reads of the companies: every company's card with its value tags,
 * and what it hires for: its live offers' titles and skills.
 */
export const forYouCompaniesQuery = defineQuery(`*[_type == "company"]{
  ${companyCard},
  valueTags,
  "openOffers": *[${liveJobOffer} && company._ref == ^._id]{ ${offerRoleAndSkills} }
}`);

/**
 * What the 'For you' ranking reads of the offers the search index found worth ranking
 * (`platform/preferences/candidate-offers.ts`): their cards with their titles in both languages,
 * their skills, their company's value tags and its industries (in English, one name for each in
 * every language of the page).
 */
export const forYouOffersQuery = defineQuery(
  `*[${liveJobOffer} && _id in $ids]{
    ${jobCard},
    ${offerRoleAndSkills},
    "valueTags": company->valueTags,
    "industries": company->industries[]{ "name": coalesce(en, cs) }.name
  }`,
);

/** The live offers' titles in the page's language, which suggest roles for the preferences. */
export const offerTitlesQuery = defineQuery(`array::unique(*[${liveJobOffer}]{
  "title": select($lang == "cs" => coalesce(title.cs, title.en), coalesce(title.en, title.cs))
}.title)`);

/** The names of the technologies with the given slugs. */
export const skillNamesQuery = defineQuery(`*[_type == "technology" && slug.current in $slugs].name`);

/** The technologies the preferences may name as skills: the taxonomy offers name theirs from. */
export const skillsQuery = defineQuery(
  `*[_type == "technology" && defined(slug.current)] | order(name asc) { "slug": slug.current, name }`,
);

/*
 * What the search index holds of a published job offer, live or not (the search checks the
 * valid-through date per request). `tech` is the offer's own skills, `companyTech` its company's stack.
 */
const jobSearchDocument = `
  "id": _id,
  title,
  "companyId": company._ref,
  "companyName": company->name,
  "companySlug": company->slug.current,
  "tech": skills[]->name,
  "companyTech": company->techStack[]->name,
  city,
  "headings": sections[].heading,
  "bodyCs": pt::text(sections[].body.cs[]),
  "bodyEn": pt::text(sections[].body.en[]),
  benefits,
  ${JOB_INDEX_FILTER_FIELDS},
  salaryFrom,
  salaryTo,
  currency,
  publishedAt,
  validThrough
`;

const companySearchDocument = `"id": _id, name, description, industries, locations, "tech": techStack[]->name`;

/** What the search index holds of every published job offer. */
export const jobSearchDocumentsQuery = defineQuery(`*[_type == "jobOffer"]{ ${jobSearchDocument} }`);

/** What the search index holds of every company. */
export const companySearchDocumentsQuery = defineQuery(`*[_type == "company"]{ ${companySearchDocument} }`);

/**
 * What changed for the search index from a moment on: the companies edited since (or whose
 * technologies were), and how many offers and companies are published, which tells whether any
 * were taken down.
 */
export const searchIndexChangesQuery = defineQuery(`{
  "companies": *[_type == "company" && (_updatedAt >= $since || count(techStack[@->_updatedAt >= $since]) > 0)]{ ${companySearchDocument} },
  "jobCount": count(*[_type == "jobOffer"]),
  "companyCount": count(*[_type == "company"])
}`);

/** The ids of every published offer and company: the search index drops the others. */
export const searchIndexIdsQuery = defineQuery(`{
  "jobIds": *[_type == "jobOffer"]._id,
  "companyIds": *[_type == "company"]._id
}`);

/** The offers edited from a moment on, or whose skills were, or whose company is one of the given (edited) ones. */
export const changedJobSearchDocumentsQuery = defineQuery(
  `*[_type == "jobOffer" && (_updatedAt >= $since || count(skills[@->_updatedAt >= $since]) > 0 || company._ref in $companyIds)]{ ${jobSearchDocument} }`,
);

/**
 * The search index's changes named by id (the documents a publish changed): those companies, the
 * companies naming those technologies, and the counts of offers and companies.
 */
export const searchIndexChangesByIdQuery = defineQuery(`{
  "companies": *[_type == "company" && (_id in $ids || count(techStack[_ref in $ids]) > 0)]{ ${companySearchDocument} },
  "jobCount": count(*[_type == "jobOffer"]),
  "companyCount": count(*[_type == "company"])
}`);

/** The offers with the given ids (those still published), and those naming the given technologies as skills. */
export const jobSearchDocumentsByIdQuery = defineQuery(
  `*[_type == "jobOffer" && (_id in $ids || count(skills[_ref in $ids]) > 0)]{ ${jobSearchDocument} }`,
);

/** The offers of the given companies. */
export const companiesJobSearchDocumentsQuery = defineQuery(
  `*[_type == "jobOffer" && company._ref in $companyIds]{ ${jobSearchDocument} }`,
);

/** The editors' groups of words the search treats as one. */
export const searchSynonymsQuery = defineQuery(
  `coalesce(*[_id == "searchSynonyms"][0].groups[]{ terms, oneWay }, [])`,
);

/** The rates the salary filter converts other currencies to CZK with (CZK for one unit). */
export const exchangeRatesQuery = defineQuery(`*[_id == "siteSettings"][0].exchangeRates{ date, eur, usd }`);

/**
 * Changes whenever a document the search index is built from changes (its newest edit, or the
 * number of documents after a deletion): the index is brought up to date when this answers
 * differently, in full when a technology was deleted (no edit tells which companies named it).
 */
export const searchRevisionQuery = defineQuery(`{
  "updatedAt": *[_type in ["jobOffer", "company", "technology", "siteSettings", "searchSynonyms"]] | order(_updatedAt desc)[0]._updatedAt,
  "count": count(*[_type in ["jobOffer", "company", "technology"]]),
  "technologies": count(*[_type == "technology"])
}`);

export const jobOfferQuery = defineQuery(`*[_type == "jobOffer" && _id == $id && ${hasCompany}][0]{
  ${jobCard},
  "slugs": { "cs": slug.cs.current, "en": slug.en.current },
  validThrough,
  "sections": sections[]{
    "heading": select($lang == "cs" => coalesce(heading.cs, heading.en), coalesce(heading.en, heading.cs)),
    "body": select($lang == "cs" => coalesce(body.cs, body.en), coalesce(body.en, body.cs))
  },
  "benefits": benefits[]{ "label": select($lang == "cs" => coalesce(@.cs, @.en), coalesce(@.en, @.cs)) }.label,
  "live": ${notExpired},
  "companyProfile": company->{
    "description": select($lang == "cs" => coalesce(description.cs, description.en), coalesce(description.en, description.cs)),
    employeesCount,
    locations,
    "industries": industries[]{ "label": select($lang == "cs" => coalesce(@.cs, @.en), coalesce(@.en, @.cs)) }.label,
    "socials": socials[].url,
    "openPositionsCount": count(*[${liveJobOffer} && company._ref == ^._id])
  }
}`);

export const companyJobOffersQuery = defineQuery(`*[${liveJobOffer} && company._ref == $companyId]
  | order(publishedAt desc) [0...$limit] { ${jobCard} }`);

export const citiesQuery = defineQuery(`array::unique(*[_type == "jobOffer"].city) | order(@ asc)`);

/** The names of the companies with the given slugs (the company a job alert is limited to). */
export const companyNamesBySlugQuery = defineQuery(
  `*[_type == "company" && slug.current in $slugs]{ "slug": slug.current, name }`,
);

export const companyOptionsQuery = defineQuery(
  `*[_type == "company"] | order(name asc) { "id": _id, name, "slug": slug.current }`,
);

/** The published company holding a company number (IČO), for refusing a second sign-up of it. */
export const companyIdByIcoQuery = defineQuery(`*[_type == "company" && ico == $ico][0]._id`);

export const articlesQuery = defineQuery(`*[_type == "article"
  && ($categorySlug == null || select($lang == "cs" => category->slug.cs.current, category->slug.en.current) == $categorySlug)
] | order(publishedAt desc) { ${articleCard} }`);

export const articleQuery = defineQuery(`*[_type == "article" && _id == $id][0]{
  ${articleCard},
  "slugs": { "cs": slug.cs.current, "en": slug.en.current },
  "body": select($lang == "cs" => coalesce(body.cs, body.en), coalesce(body.en, body.cs))
}`);

export const categoriesQuery = defineQuery(`*[_type == "magazineCategory"] | order(title.en asc) {
  "id": _id,
  "title": select($lang == "cs" => coalesce(title.cs, title.en), coalesce(title.en, title.cs)),
  "slug": select($lang == "cs" => coalesce(slug.cs.current, slug.en.current), coalesce(slug.en.current, slug.cs.current)),
  "description": select($lang == "cs" => coalesce(description.cs, description.en), coalesce(description.en, description.cs))
}`);

export const b2bPageQuery = defineQuery(`{
  "page": *[_id == "b2bPage"][0]{
    "heroTitle": select($lang == "cs" => coalesce(heroTitle.cs, heroTitle.en), coalesce(heroTitle.en, heroTitle.cs)),
    "heroText": select($lang == "cs" => coalesce(heroText.cs, heroText.en), coalesce(heroText.en, heroText.cs)),
    "highlights": highlights[]{
      _key, prefix,
      "value": select($lang == "cs" => coalesce(value.cs, value.en), coalesce(value.en, value.cs)),
      "label": select($lang == "cs" => coalesce(label.cs, label.en), coalesce(label.en, label.cs))
    }
  },
  "theme": *[_id == "siteSettings"][0].b2bTheme,
  "services": *[_type == "b2bService"] | order(order asc) {
    "id": _id, icon,
    "title": select($lang == "cs" => coalesce(title.cs, title.en), coalesce(title.en, title.cs)),
    "description": select($lang == "cs" => coalesce(description.cs, description.en), coalesce(description.en, description.cs))
  },
  "testimonials": *[_type == "testimonial"] | order(_id asc) {
    "id": _id, person, companyName, photo,
    "role": select($lang == "cs" => coalesce(role.cs, role.en), coalesce(role.en, role.cs)),
    "quote": select($lang == "cs" => coalesce(quote.cs, quote.en), coalesce(quote.en, quote.cs))
  }
}`);

export const technologiesQuery = defineQuery(`*[_type == "technology"] | order(name asc) {
  "id": _id, name, "slug": slug.current, icon,
  "companies": *[_type == "company" && references(^._id)] | order(name asc) { "id": _id, name, "slug": slug.current }
}`);

export const legalPageQuery = defineQuery(`*[_type == "legalPage" && kind == $kind][0]{
  kind, updatedAt,
  "title": select($lang == "cs" => coalesce(title.cs, title.en), coalesce(title.en, title.cs)),
  "body": select($lang == "cs" => coalesce(body.cs, body.en), coalesce(body.en, body.cs))
}`);

export const sitemapQuery = defineQuery(`{
  "companies": *[_type == "company" && status != "preparing"]{ "slug": slug.current, _updatedAt },
  "jobOffers": *[${liveJobOffer} && defined(company->slug.current) && company->status != "preparing"]{
    "id": _id, "companySlug": company->slug.current, "slugs": { "cs": slug.cs.current, "en": slug.en.current }, _updatedAt
  },
  "articles": *[_type == "article"]{ "id": _id, "slugs": { "cs": slug.cs.current, "en": slug.en.current }, _updatedAt },
  "categories": *[_type == "magazineCategory"]{ "slugs": { "cs": slug.cs.current, "en": slug.en.current }, _updatedAt }
}`);

export const followTargetsQuery = defineQuery(`*[_id in $ids && _type in ["company", "jobOffer"]]{
  "id": _id,
  "type": _type,
  "title": select(_type == "company" => name, select($lang == "cs" => coalesce(title.cs, title.en), coalesce(title.en, title.cs))),
  "slug": select(_type == "company" => slug.current, select($lang == "cs" => coalesce(slug.cs.current, slug.en.current), coalesce(slug.en.current, slug.cs.current))),
  "companySlug": select(_type == "jobOffer" => company->slug.current),
  "companyName": select(_type == "jobOffer" => company->name),
  "image": select(_type == "company" => coalesce(logo, previewImage), previewImage)
}`);

/** Companies and job offers by id, each with the id of the company whose numbers it counts in. */
export const eventTargetsQuery = defineQuery(`*[_id in $ids && _type in ["company", "jobOffer"]]{
  "id": _id,
  "type": _type,
  "companyId": select(_type == "jobOffer" => company._ref, _id)
}`);

/**
 * What an application copies from its offer, read in one go: the title and slug in its language,
 * whether it still takes applications, and its company with the answer time it promises.
 */
export const applicationOfferQuery = defineQuery(`*[_type == "jobOffer" && _id == $id && ${hasCompany}][0]{
  "title": select($lang == "cs" => coalesce(title.cs, title.en), coalesce(title.en, title.cs)),
  "slug": select($lang == "cs" => coalesce(slug.cs.current, slug.en.current), coalesce(slug.en.current, slug.cs.current)),
  "live": ${notExpired},
  "company": company->{ "id": _id, name, "slug": slug.current, responseDays }
}`);

/**
 * What an application needs of its company: where to send it (the company's recruiting contact,
 * else the site settings' one), how many days it promises for an answer and the language it reads
 * its e-mails in. Server-side only.
 */
export const applicationCompanyQuery = defineQuery(`*[_type == "company" && _id == $id][0]{
  "id": _id,
  name,
  "slug": slug.current,
  theme,
  responseDays,
  language,
  "recruitingEmail": coalesce(recruitingEmail, *[_id == "siteSettings"][0].recruitingEmail)
}`);

export const jobOfferClosingQuery = defineQuery(
  `*[_type == "jobOffer" && _id in $ids]{ "id": _id, validThrough }`,
);

/**
 * Whether the document a public address names exists: a company by its slug, a magazine category
 * by its slug in either language, a job offer (with its company) or an article or company by id.
 */
export const contentExistsQuery = defineQuery(`defined(*[
  ($kind == "companySlug" && _type == "company" && slug.current == $key)
  || ($kind == "company" && _type == "company" && _id == $key)
  || ($kind == "jobOffer" && _type == "jobOffer" && _id == $key && defined(company->_id))
  || ($kind == "article" && _type == "article" && _id == $key)
  || ($kind == "magazineCategory" && _type == "magazineCategory" && $key in [slug.cs.current, slug.en.current])
][0]._id)`);
