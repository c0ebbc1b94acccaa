import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, headlessShellPath, QUIET_CHROMIUM_FLAGS } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// scripts/e2e.sh keeps the server's output in a file and checks it for personal data afterwards.
const serverLog = process.env.E2E_SERVER_LOG;

/** The specs that open the Studio, whose trust step passes Chromium's certificate warning. */
const STUDIO_SPECS = [
  'company-review',
  'company-signup',
  'member-studio',
  'presentation',
  'search-synonyms',
  'security-headers',
  'studio-access',
  'studio-console',
  'studio-editing',
  'studio',
  'workspace',
].map((name) => `**/${name}.spec.ts`);

const browser = (executablePath: string | null) => ({
  executablePath: executablePath ?? undefined,
  args: [
    ...QUIET_CHROMIUM_FLAGS,
    // Software compositing instead of the emulated GPU (SwiftShader): less CPU, same pages.
    '--disable-gpu-compositing',
    '--disable-gpu-rasterization',
  ],
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on its second try hides what a user would meet (docs/testing.md).
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Generous: Debian's Chromium on the 2-core machine runs some flows (Studio, filters) in 30–45 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Visitors who asked for reduced motion: no looping animation keeps the renderer painting
    // while a test reads the page, which cut the suite's CPU time by a quarter on the 2-core
    // machine. The specs about motion, layout shift and fonts ask for motion themselves.
    reducedMotion: 'reduce',
  },
  projects: [
    // Chromium's headless shell, which takes half the CPU time of the full browser on the same specs.
    {
      name: 'desktop',
      testIgnore: STUDIO_SPECS,
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: browser(headlessShellPath()) },
    },
    // The full browser: the shell has no certificate warning to take the Studio's trust step in.
    {
      name: 'editor',
      testMatch: STUDIO_SPECS,
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: browser(chromiumPath()) },
    },
  ],
  webServer: {
    command: `HOST=localhost PORT=${port} pnpm --filter @tribe/web start${serverLog ? ` >> '${serverLog}' 2>&1` : ''}`,
    url: `${baseURL}/cs`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
