import { z } from 'zod';

/** The project id the offline default uses: image URLs and the local dataset keep Sanity's shapes. */
export const OFFLINE_PROJECT_ID = 'tribelocal';
export const SANITY_API_VERSION = '2025-10-01';

const projectId = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a Sanity project id (lower-case letters, digits and dashes)')
  .optional()
  .or(z.literal(''));
const dataset = z
  .string()
  .trim()
  .regex(/^[a-z0-9~][a-z0-9_~-]{0,63}$/, 'must be a Sanity dataset name (lower-case, at most 64 characters)')
  .optional()
  .or(z.literal(''));

const schema = z.object({
  SANITY_PROJECT_ID: projectId,
  NEXT_PUBLIC_SANITY_PROJECT_ID: projectId,
  SANITY_DATASET: dataset,
  NEXT_PUBLIC_SANITY_DATASET: dataset,
  SANITY_API_READ_TOKEN: z.string().trim().optional(),
});

export type SanityProjectEnv = z.input<typeof schema>;

export interface SanityProject {
  /** True when a project is configured: content, images and the Studio use the Content Lake. */
  online: boolean;
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** Server only; empty in the browser. */
  readToken: string;
}

/**
 * The one rule for the Sanity project, wherever it is read (site, images, Studio, CLI):
 * `SANITY_*` wins over `NEXT_PUBLIC_SANITY_*`; no project id means the offline default.
 * The browser sees only `NEXT_PUBLIC_*`, which next.config.ts sets from this same rule.
 */
export function resolveSanityProject(env: SanityProjectEnv): SanityProject {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid Sanity configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const id = values.SANITY_PROJECT_ID || values.NEXT_PUBLIC_SANITY_PROJECT_ID || '';
  return {
    online: id !== '',
    projectId: id || OFFLINE_PROJECT_ID,
    dataset: values.SANITY_DATASET || values.NEXT_PUBLIC_SANITY_DATASET || 'production',
    apiVersion: SANITY_API_VERSION,
    readToken: values.SANITY_API_READ_TOKEN ?? '',
  };
}

let cached: SanityProject | null = null;

/**
 * The process's Sanity project, read once. Each variable is named literally so that Next.js
 * can inline the public ones into browser code.
 */
export function sanityProject(): SanityProject {
  cached ??= resolveSanityProject({
    SANITY_PROJECT_ID: process.env.SANITY_PROJECT_ID,
    NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
    SANITY_DATASET: process.env.SANITY_DATASET,
    NEXT_PUBLIC_SANITY_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET,
    SANITY_API_READ_TOKEN: process.env.SANITY_API_READ_TOKEN,
  });
  return cached;
}

/** What the browser bundle gets (next.config.ts `env`): the resolved project under the public names. */
export function publicSanityEnv(project: SanityProject) {
  return {
    NEXT_PUBLIC_SANITY_PROJECT_ID: project.online ? project.projectId : '',
    NEXT_PUBLIC_SANITY_DATASET: project.dataset,
  };
}
