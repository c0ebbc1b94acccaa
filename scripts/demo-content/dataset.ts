import { createHash } from 'node:crypto';
import { DEMO_DATASET_WRITTEN_AT } from '../../web/content/demo-dataset-moment';
import { articleDocuments, categoryDocuments } from './articles';
import { companyDocument } from './companies';
import { type CompanyProfile, companyProfiles } from './company-profiles';
import { FileCatalog } from './files';
import { ImageCatalog } from './images';
import { jobOfferDocument } from './jobs';
import { Random } from './random';
import { openingsFor } from './roles';
import { siteDocuments } from './site';
import { technologyDocuments } from './technologies';

export interface GenerateOptions {
  seed?: number;
  /** How many companies; beyond the hand-written ones, numbered copies are made. */
  companies?: number;
  /** Offers per company; without it each company has its own number (see roles.ts). */
  jobsPerCompany?: number;
  /** The moment publication dates count back from. */
  now?: Date;
  /** Adds the drafts.* documents preview shows. */
  drafts?: boolean;
}

type Doc = { _id: string; _type: string; [field: string]: unknown };

function profileFor(index: number): CompanyProfile {
  const base = companyProfiles[index % companyProfiles.length];
  if (index < companyProfiles.length) return base;
  const copy = Math.floor(index / companyProfiles.length) + 1;
  return { ...base, slug: `${base.slug}-${copy}`, name: `${base.name} ${copy}` };
}

function draftsOf(byId: Map<string, Doc>, company: Doc): Doc[] {
  const job = byId.get('job-1') as Doc & { title: { cs: string; en: string } };
  const article = byId.get('article-1') as Doc & { title: { cs: string; en: string } };
  return [
    {
      ...company,
      _id: `drafts.${company._id}`,
      description: {
        _type: 'localeText',
        cs: 'Koncept: nový popis firmy, který čeká na schválení.',
        en: 'Draft: a new company description waiting for approval.',
      },
    },
    {
      ...job,
      _id: 'drafts.job-1',
      title: { ...job.title, cs: `${job.title.cs} (koncept)`, en: `${job.title.en} (draft)` },
    },
    {
      ...article,
      _id: 'drafts.article-1',
      title: { ...article.title, cs: `${article.title.cs} (koncept)`, en: `${article.title.en} (draft)` },
    },
    {
      ...job,
      _id: 'drafts.job-draft-only',
      title: { _type: 'localeString', cs: 'Připravovaná pozice', en: 'Upcoming position' },
      slug: {
        _type: 'localeSlug',
        cs: { _type: 'slug', current: 'pripravovana-pozice' },
        en: { _type: 'slug', current: 'upcoming-position' },
      },
    },
  ];
}

/** Adds the system fields Sanity keeps: creation and update times and a revision derived from the content. */
function withSystemFields(doc: Doc, now: Date): Doc {
  const stamp = typeof doc.publishedAt === 'string' ? doc.publishedAt : now.toISOString();
  const rev = createHash('sha1').update(JSON.stringify(doc)).digest('base64url').slice(0, 22);
  return { ...doc, _createdAt: stamp, _updatedAt: stamp, _rev: rev };
}

/** The whole dataset in memory (documents and the images and files they reference), without touching disk. */
export function generateDocuments(options: GenerateOptions = {}) {
  const { seed = 20261122, companies = companyProfiles.length, jobsPerCompany, drafts = false } = options;
  const now = options.now ?? DEMO_DATASET_WRITTEN_AT;
  const images = new ImageCatalog();
  const files = new FileCatalog();
  const technologies = technologyDocuments(images);
  const profiles = Array.from({ length: companies }, (_, index) => profileFor(index));
  const companyDocs = profiles.map((profile) =>
    companyDocument(Random.for(seed, `company-${profile.slug}`), images, files, profile),
  );
  const usedSlugs = { cs: new Set<string>(), en: new Set<string>() };
  let jobIndex = 0;
  const jobs = companyDocs.flatMap((company, companyIndex) => {
    const openings = openingsFor(company.slug.current);
    const count = jobsPerCompany ?? openings.count;
    const expiredFrom = count - (jobsPerCompany === undefined ? (openings.expired ?? 0) : 0);
    const roles = openings.roles.length > 0 ? openings.roles : openingsFor('pixelhouse').roles;
    return Array.from({ length: count }, (_, n) =>
      jobOfferDocument(
        Random.for(seed, `job-${jobIndex + 1}`),
        { index: jobIndex++, role: roles[n % roles.length], expired: n >= expiredFrom },
        {
          id: company._id,
          name: company.name,
          locations: company.locations,
          previewImage: company.previewImage,
          jobIntro: profiles[companyIndex].jobIntro,
        },
        now,
        usedSlugs,
      ),
    );
  });
  const articles = articleDocuments(
    Random.for(seed, 'articles'),
    Random.for(seed, 'article-bodies'),
    images,
    now,
  );
  const site = siteDocuments(
    Random.for(seed, 'site'),
    images,
    companyDocs.map((doc) => doc._id),
    jobs.map((doc) => doc._id),
    articles.map((doc) => doc._id),
  );
  const documents: Doc[] = [
    ...technologies,
    ...companyDocs,
    ...jobs,
    ...categoryDocuments(),
    ...articles,
    ...site,
  ];
  if (drafts) documents.push(...draftsOf(new Map(documents.map((doc) => [doc._id, doc])), companyDocs[0]));
  return { documents: documents.map((doc) => withSystemFields(doc, now)), images, files };
}
