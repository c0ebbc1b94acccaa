import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// scripts/e2e.sh keeps the server's output in a file and checks it for personal data afterwards.
const serverLog = process.env.E2E_SERVER_LOG;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Generous: Debian's Chromium on the 2-core machine runs some flows (Studio, filters) in 30–45 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `HOST=localhost PORT=${port} pnpm --filter @tribe/web start${serverLog ? ` >> '${serverLog}' 2>&1` : ''}`,
    url: `${baseURL}/cs`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
