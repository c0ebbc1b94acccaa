import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium';
import { freePort } from '../scripts/free-port';
import { signInThroughLocalProvider } from '../scripts/site-client/sign-in';
import { startBuiltApp } from './support/next-server';
import { percentile } from './support/stats';
import type { Benchmark, BenchResult } from './types';

const port = await freePort(Number(process.env.BENCH_PORT || 3170) + 30);
const site = `http://localhost:${port}`;
const STEP_LIMIT_MS = 60_000;

/** A document the bench edits: the field it types into and, when it has one, the public page showing it. */
interface Edited {
  type: string;
  id: string;
  field: string;
  page?: string;
}

const company: Edited = {
  type: 'company',
  id: 'company-knihomol',
  field: 'textarea[id="description.cs"]',
  page: '/cs/spolecnost/knihomol',
};
const edited: Edited[] = [
  company,
  {
    type: 'jobOffer',
    id: 'job-80',
    field: 'input[id="title.cs"]',
    // The job's own page: the company page loads its offers in the browser.
    page: '/cs/spolecnost/knihomol/prace/knihkupec-knihkupkyne-knihomol/job-80',
  },
  { type: 'article', id: 'article-1', field: 'input[id="title.cs"]' },
];

const stamp = () => Date.now().toString(36);

/**
 * A browser that keeps its cache on disk, as an editor's does between two starts of the site,
 * signed in as the editor. The bench measures speed; trusting the lake's certificate is the e2e
 * tests' concern.
 */
async function editorsBrowser(profileDir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath() ?? undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    viewport: { width: 1600, height: 1000 },
    ignoreHTTPSErrors: true,
  });
  const [name, value] = (await signInThroughLocalProvider(site, site)).split('=');
  await context.addCookies([{ name, value, url: site }]);
  return context;
}

/** Stops the site and waits until its processes have ended, so its ports are free for the next start. */
async function stopSite({ stop, processGroup }: { stop: () => void; processGroup: number }) {
  stop();
  for (let attempt = 0; attempt < 60; attempt++) {
    try {
      process.kill(-processGroup, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The site was still running 30 s after it was stopped');
}

/** Milliseconds from opening a Studio address until its desk lists the document types. */
async function openDesk(page: Page): Promise<number> {
  const start = performance.now();
  await page.goto(`${site}/studio/structure`);
  await page.getByText('Companies', { exact: true }).first().waitFor({ timeout: STEP_LIMIT_MS });
  return performance.now() - start;
}

/** Milliseconds from opening Presentation until its frame shows the home page's heading. */
async function openPresentation(page: Page): Promise<number> {
  const start = performance.now();
  await page.goto(`${site}/studio/presentation`);
  await page
    .frameLocator('iframe')
    .first()
    .getByRole('heading', { level: 1 })
    .waitFor({ timeout: STEP_LIMIT_MS });
  return performance.now() - start;
}

async function openDocument(page: Page, { type, id, field }: Edited) {
  await page.goto(`${site}/studio/intent/edit/id=${id};type=${type}`);
  await page.locator(field).waitFor({ timeout: STEP_LIMIT_MS });
}

const publishButton = (page: Page) => page.getByRole('button', { name: 'Publish', exact: true });

/** Polls a public page until its HTML holds `text`; the milliseconds since `start`. */
async function untilOnSite(pagePath: string, text: string, start: number): Promise<number> {
  while (!(await (await fetch(`${site}${pagePath}`)).text()).includes(text)) {
    if (performance.now() - start > STEP_LIMIT_MS) throw new Error(`${pagePath} did not show the change`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - start;
}

/**
 * An edit and, at once, Publish (enabled: an earlier edit left a draft). The Studio holds the
 * publish until its edit is in the lake and validated; the time until the publish request is sent,
 * then until the public page shows the edit.
 */
async function publishRightAfterEdit(page: Page, target: Edited) {
  const text = `Změna ${stamp()}`;
  await page.locator(target.field).fill(text);
  await publishButton(page).waitFor({ state: 'visible' });
  const sent = page.waitForRequest(
    (request) =>
      request.url().includes('/data/actions/') && /document\.publish"/.test(request.postData() ?? ''),
    { timeout: STEP_LIMIT_MS },
  );
  const clicked = performance.now();
  await publishButton(page).click({ timeout: STEP_LIMIT_MS });
  const request = await sent;
  const requestSent = performance.now();
  const answer = await request.response();
  if (!answer?.ok()) throw new Error(`The lake refused the publish: ${answer?.status()}`);
  const onSite = target.page ? await untilOnSite(target.page, text, requestSent) : undefined;
  return { toRequest: requestSent - clicked, onSite };
}

/** Leaves a draft behind, so the next edit's Publish is enabled from the start. */
async function leaveDraft(page: Page, target: Edited) {
  await page.locator(target.field).fill(`Rozepsáno ${stamp()}`);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent?.trim() === 'Publish' && !button.disabled,
      ),
    null,
    { timeout: STEP_LIMIT_MS },
  );
}

/** The milliseconds from a keystroke in the form until Presentation's frame shows the text. */
async function keystrokeToPreview(page: Page, rounds: number): Promise<number[]> {
  const preview = `/cs/company/preview/${company.id}`;
  await page.goto(
    `${site}/studio/presentation/${company.type}/${company.id}?${new URLSearchParams({ preview })}`,
  );
  const field = page.locator(company.field);
  const frame = page.frameLocator('iframe').first();
  await frame.getByRole('heading', { level: 1 }).waitFor({ timeout: STEP_LIMIT_MS });
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const text = `Náhled ${stamp()}`;
    await field.fill(text.slice(0, -1));
    await frame.getByText(text.slice(0, -1)).first().waitFor({ timeout: STEP_LIMIT_MS });
    await field.press('End');
    const start = performance.now();
    await page.keyboard.type(text.slice(-1));
    await frame.getByText(text).first().waitFor({ timeout: STEP_LIMIT_MS });
    samples.push(performance.now() - start);
  }
  return samples;
}

const figures = (benchmark: string, samples: number[], target: string): BenchResult[] => [
  { benchmark, metric: 'median', value: percentile(samples, 50), unit: 'ms' },
  { benchmark, metric: 'max', value: Math.max(...samples), unit: 'ms', target },
];

/**
 * The offline Studio in Debian Chromium against the built app, signed in as an editor: the first
 * Presentation open after the start (in a browser that never loaded the Studio, and in one that did,
 * after a restart), the desk opening (warm: the second opening in the same browser), a keystroke
 * reaching Presentation's preview, Publish right after an edit until the Studio sends the publish request (company, job
 * offer, article), and from that request until the cached public page shows the edit.
 */
const studio: Benchmark = async ({ smoke }) => {
  const rounds = smoke ? 1 : 5;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-studio-'));
  // The lake stays on the port the build names in the Studio's Content-Security-Policy
  // (LOCAL_LAKE_PORT when the app was built), so a running site's lake must be stopped first.
  Object.assign(process.env, { DATA_DIR: dataDir, SITE_URL: site, LOCAL_IDP_ENABLED: 'true' });
  delete process.env.DATABASE_URL;
  let app = await startBuiltApp(port);
  const profileDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-studio-browser-'));
  const context = await editorsBrowser(profileDir);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const presentationOpen = (benchmark: string, value: number, target?: string): BenchResult => ({
      benchmark,
      metric: 'home page shown',
      value,
      unit: 'ms',
      target,
    });
    // What an editor meets first after the site started: a browser that never loaded the Studio,
    // then the same browser, its cache kept, after the site is started again.
    const results = [
      presentationOpen(
        'first Presentation open after the start, browser without the Studio',
        await openPresentation(page),
        '< 3000 ms',
      ),
      presentationOpen('Presentation opened again', await openPresentation(page)),
    ];
    // The Studio's open listeners would hold the stopping server.
    await page.goto('about:blank');
    await stopSite(app);
    app = await startBuiltApp(port);
    results.push(
      presentationOpen(
        'first Presentation open after a restart, browser with the Studio cached',
        await openPresentation(page),
        '< 3000 ms',
      ),
    );
    await openDesk(page);
    const desk: number[] = [];
    for (let round = 0; round < rounds; round++) desk.push(await openDesk(page));
    results.push(...figures('Studio desk ready (warm)', desk, '< 3000 ms'));
    results.push(
      ...figures(
        'keystroke → Presentation preview shows it',
        await keystrokeToPreview(page, rounds),
        '< 1000 ms',
      ),
    );
    const onSite: number[] = [];
    for (const target of edited) {
      await openDocument(page, target);
      const toRequest: number[] = [];
      for (let round = 0; round < rounds; round++) {
        await leaveDraft(page, target);
        const timing = await publishRightAfterEdit(page, target);
        toRequest.push(timing.toRequest);
        if (timing.onSite !== undefined) onSite.push(timing.onSite);
      }
      results.push(
        ...figures(`${target.type}: Publish click → publish request sent`, toRequest, '< 1000 ms'),
      );
    }
    results.push(...figures('publish request → public page shows the edit', onSite, '< 2000 ms'));
    return results;
  } finally {
    await context.close();
    app.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(profileDir, { recursive: true, force: true });
  }
};

export default studio;
