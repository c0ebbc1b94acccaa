import { editAction, lakeActionRequest, publishAction } from '../../scripts/site-client/local-lake';
import { liveJobs } from '../../tests/applications/support/demo-jobs';
import { pdf } from '../../tests/applications/support/documents';

/** One signed-in visitor of the soak: their session cookie. */
export interface SoakUser {
  cookie: string;
}

export type Category = 'cached page' | 'filtered search' | 'API' | 'application' | 'Studio edit';

/** One request of a visit and what it counts as. */
export interface SoakRequest {
  category: Category;
  label: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string | FormData;
  /** Sent to the local Content Lake's front instead of the site. */
  lake?: boolean;
}

/** Sends one request, records it, and gives back the response. */
export type Send = (request: SoakRequest) => Promise<Response>;

interface VisitContext {
  user: SoakUser;
  /** The local Content Lake token of the editor. */
  editorToken: string;
  site: string;
  pick: <T>(list: readonly T[]) => T;
  send: Send;
}

interface Visit {
  weight: number;
  run: (context: VisitContext) => Promise<unknown>;
}

const cachedPages = [
  '/cs',
  '/en',
  '/cs/prace',
  '/en/jobs',
  '/cs/spolecnost/datova-tovarna',
  '/en/magazine',
  '/cs/spolecnosti',
];
const filteredSearches = [
  '/cs/prace?city=Praha&seniority=senior',
  '/en/jobs?workingMode=hybrid&q=developer',
  '/cs/prace?seniority=junior&workload=part-time',
  '/en/companies?city=Brno',
];
/** The offers each person has an application in flight for: a second one would rightly be a 409. */
const applying = new Map<string, Set<string>>();

const answers = { what_brings_you_here: 'I like what you build.', last_time_you_learned: 'Yesterday.' };
const cv = pdf();
// The companies editors change during a soak (their profiles are among the cached pages).
const editedCompanies = ['company-datova-tovarna', 'company-knihomol'];

const json = (user: SoakUser, site: string) => ({
  cookie: user.cookie,
  origin: site,
  'content-type': 'application/json',
});

/**
 * The mix of a soak: mostly anonymous page views, signed-in API calls, a few applications (each
 * withdrawn again so the same person can apply on the next visit), and an editor who changes a
 * company's description in the Studio and publishes it (every publish marks the cached pages
 * stale; of those, only the company's profile shows the description).
 */
export const visits: Visit[] = [
  {
    weight: 45,
    run: ({ send, pick }) =>
      send({ category: 'cached page', label: 'public page', method: 'GET', path: pick(cachedPages) }),
  },
  {
    weight: 10,
    run: ({ send, pick }) =>
      send({
        category: 'filtered search',
        label: 'list with filters',
        method: 'GET',
        path: pick(filteredSearches),
      }),
  },
  {
    weight: 25,
    run: ({ send, user }) =>
      send({
        category: 'API',
        label: 'GET /api/me',
        method: 'GET',
        path: '/api/me',
        headers: { cookie: user.cookie },
      }),
  },
  {
    weight: 15,
    run: async ({ send, user, site, pick }) => {
      const body = JSON.stringify({ jobOfferID: pick(liveJobs)._id });
      const headers = json(user, site);
      await send({
        category: 'API',
        label: 'follow',
        method: 'POST',
        path: '/api/user/follow-job-offer',
        headers,
        body,
      });
      await send({
        category: 'API',
        label: 'unfollow',
        method: 'POST',
        path: '/api/user/unfollow-job-offer',
        headers,
        body,
      });
    },
  },
  {
    weight: 5,
    run: async ({ send, user, site, pick }) => {
      const inFlight = applying.get(user.cookie) ?? new Set<string>();
      applying.set(user.cookie, inFlight);
      const offer = pick(liveJobs.filter((job) => !inFlight.has(job._id)))._id;
      inFlight.add(offer);
      const form = new FormData();
      form.append('jobOfferID', offer);
      form.append('locale', 'en');
      for (const [name, value] of Object.entries(answers)) form.append(name, value);
      form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
      const headers = { cookie: user.cookie, origin: site };
      try {
        const sent = await send({
          category: 'application',
          label: 'apply with a CV',
          method: 'POST',
          path: '/api/user/applications',
          headers,
          body: form,
        });
        if (!sent.ok) return;
        const { id } = (await sent.json()) as { id: string };
        await send({
          category: 'application',
          label: 'withdraw',
          method: 'POST',
          path: `/api/user/applications/${id}/withdraw`,
          headers,
        });
      } finally {
        inFlight.delete(offer);
      }
    },
  },
  {
    weight: 0.5,
    run: async ({ send, pick, editorToken }) => {
      const company = pick(editedCompanies);
      const text = `Popis upravený v ${new Date().toISOString()}`;
      await send({
        category: 'Studio edit',
        label: 'edit a draft',
        ...lakeActionRequest(editorToken, editAction(company, { 'description.cs': text })),
      });
      await send({
        category: 'Studio edit',
        label: 'publish',
        ...lakeActionRequest(editorToken, publishAction(company)),
      });
    },
  },
];
