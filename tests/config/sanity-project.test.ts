import { publicSanityEnv, resolveSanityProject } from '@tribe/studio/sanity-project';
import { afterEach, describe, expect, it, vi } from 'vitest';

const NAMES = [
  'SANITY_PROJECT_ID',
  'NEXT_PUBLIC_SANITY_PROJECT_ID',
  'SANITY_DATASET',
  'NEXT_PUBLIC_SANITY_DATASET',
  'SANITY_API_READ_TOKEN',
] as const;
type Env = Partial<Record<(typeof NAMES)[number], string>>;

const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
function setEnv(env: Env) {
  for (const name of NAMES) {
    if (env[name] === undefined) delete process.env[name];
    else process.env[name] = env[name];
  }
}
afterEach(() => setEnv(saved as Env));

/** The content source's mode and an image URL, as the server sees them with these variables. */
async function serverView(env: Env) {
  setEnv(env);
  vi.resetModules();
  const { contentEnv } = await import('@/content/env');
  const { urlForImage } = await import('@/content/images/image-url');
  return { online: contentEnv().online, imageUrl: urlForImage('image-abc-10x10-png').url() };
}

/**
 * An image URL as the browser builds it: the browser build of the project module (no
 * validation) over only the public values next.config.ts inlines.
 */
async function browserImageUrl(env: Env) {
  setEnv(publicSanityEnv(resolveSanityProject(env)));
  vi.resetModules();
  vi.doMock('@tribe/studio/sanity-project', () => import('../../studio/sanity-project.browser'));
  try {
    const { urlForImage } = await import('@/content/images/image-url');
    return urlForImage('image-abc-10x10-png').url();
  } finally {
    vi.doUnmock('@tribe/studio/sanity-project');
  }
}

const combinations: Env[] = [
  {},
  { SANITY_PROJECT_ID: 'abc123' },
  { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' },
  { SANITY_PROJECT_ID: 'abc123', NEXT_PUBLIC_SANITY_PROJECT_ID: 'other9' },
  { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging' },
  { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123', NEXT_PUBLIC_SANITY_DATASET: 'staging' },
  { SANITY_DATASET: 'staging' },
];

describe('the Sanity project is read by one rule everywhere', () => {
  it.each(combinations)('content source and image URLs agree for %o', async (env) => {
    const server = await serverView(env);
    const project = resolveSanityProject(env);
    expect(server.online).toBe(project.online);
    const expected = project.online
      ? `https://cdn.sanity.io/images/${project.projectId}/${project.dataset}/abc-10x10.png`
      : `/content-images/images/tribelocal/${project.dataset}/abc-10x10.png`;
    expect(server.imageUrl.startsWith(expected)).toBe(true);
    expect(await browserImageUrl(env)).toBe(server.imageUrl);
  });

  it('SANITY_* wins over NEXT_PUBLIC_SANITY_*', () => {
    const project = resolveSanityProject({
      SANITY_PROJECT_ID: 'abc123',
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'x9',
    });
    expect(project).toMatchObject({ online: true, projectId: 'abc123', dataset: 'production' });
  });

  it('reaches the API at SANITY_API_HOST when one is given (a proxy), at Sanity’s hosts otherwise', () => {
    expect(resolveSanityProject({ SANITY_PROJECT_ID: 'abc123' }).apiHost).toBe('');
    const proxied = resolveSanityProject({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_API_HOST: 'http://127.0.0.1:4000/',
    });
    expect(proxied.apiHost).toBe('http://127.0.0.1:4000');
    expect(() => resolveSanityProject({ SANITY_API_HOST: 'not a url' })).toThrow(/SANITY_API_HOST/);
  });

  it('names the variable that is not valid', () => {
    expect(() => resolveSanityProject({ SANITY_PROJECT_ID: 'Not An Id' })).toThrow(/SANITY_PROJECT_ID/);
    expect(() => resolveSanityProject({ NEXT_PUBLIC_SANITY_DATASET: 'Bad Name!' })).toThrow(
      /NEXT_PUBLIC_SANITY_DATASET/,
    );
  });
});
