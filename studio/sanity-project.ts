import { z } from 'zod';
import { projectFrom, type SanityProject } from './sanity-project-shape';

export { OFFLINE_PROJECT_ID, SANITY_API_VERSION, type SanityProject } from './sanity-project-shape';

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
  SANITY_API_HOST: z
    .url({ message: 'must be an absolute URL (a proxy or mirror of the Sanity API)' })
    .optional()
    .or(z.literal('')),
});

export type SanityProjectEnv = z.input<typeof schema>;

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
  return projectFrom({
    projectId: values.SANITY_PROJECT_ID || values.NEXT_PUBLIC_SANITY_PROJECT_ID,
    dataset: values.SANITY_DATASET || values.NEXT_PUBLIC_SANITY_DATASET,
    readToken: values.SANITY_API_READ_TOKEN,
    apiHost: values.SANITY_API_HOST,
  });
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
    SANITY_API_HOST: process.env.SANITY_API_HOST,
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
