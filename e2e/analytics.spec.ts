import { chooseAnalytics } from './support/site';
import { expect, test } from './support/test';

const ANALYTICS_HOST = '127.0.0.1:4599';

test('no analytics request is made before consent, nor after a rejection', async ({ page }) => {
  const analyticsRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(ANALYTICS_HOST)) analyticsRequests.push(request.url());
  });
  await page.goto('/cs');
  await page.getByRole('link', { name: 'Pracovní nabídky' }).first().click();
  await expect(page).toHaveURL(/\/cs\/prace$/);
  await page.waitForTimeout(1500);
  expect(analyticsRequests).toEqual([]);

  await chooseAnalytics(page, 'reject');
  await page.goto('/cs/magazin');
  await page.waitForTimeout(1500);
  expect(analyticsRequests).toEqual([]);
});

test('after consent, analytics requests start, and the choice can be withdrawn on the cookies page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const bodies: string[] = [];
  await page.route(`http://${ANALYTICS_HOST}/**`, async (route) => {
    bodies.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":1}' });
  });
  await page.goto('/en');
  await chooseAnalytics(page, 'accept');
  // The analytics library loads on demand after consent and sends in batches: allow it time on a cold server.
  await expect.poll(() => bodies.length, { timeout: 40_000 }).toBeGreaterThan(0);

  await page.goto('/en/cookies');
  await expect(page.getByTestId('consent-status')).toHaveText('Analytics is allowed.');
  await page.getByRole('button', { name: 'Turn analytics off' }).click();
  await expect(page.getByTestId('consent-status')).toHaveText('Analytics is rejected.');
});
