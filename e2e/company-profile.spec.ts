import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { typeset } from '../web/lib/text/typography';
import { demoDocuments } from './support/dataset';
import { chooseAnalytics } from './support/site';
import { expect, test } from './support/test';

const profiles = {
  cs: {
    path: '/cs/spolecnost/datova-tovarna',
    mainMenu: 'Hlavní menu',
    terms: 'Podmínky používání',
    cookies: 'Nastavení cookies',
    close: 'Zavřít',
    glimpse: 'Datový tým u monitorů s grafy, na zdi tabule s výsledky modelu',
    clip: 'Video: Datový tým ladí nový model',
    socials: 'Sledujte nás na sociálních sítích',
  },
  en: {
    path: '/en/company/datova-tovarna',
    mainMenu: 'Main menu',
    terms: 'Terms and conditions',
    cookies: 'Cookie settings',
    close: 'Close',
    glimpse: 'The data team at screens full of charts, a board with model results on the wall',
    clip: 'Video: The data team tunes a new model',
    socials: 'Follow us on social media',
  },
} as const;
const company = 'Datová továrna';

/** The demo profile's gallery alt texts, in order. */
function demoAltTexts(locale: 'cs' | 'en') {
  const profile = demoDocuments().find((doc) => doc._id === 'company-datova-tovarna') as unknown as {
    media: { altText: { cs: string; en: string } }[];
  };
  // The page typesets content for its language (Czech no-break spaces after one-letter words).
  return profile.media.map((item) => typeset(item.altText[locale], locale));
}

/** The demo profile's curiosities, in their order. */
function demoCuriosities() {
  return (
    demoDocuments().find((doc) => doc._id === 'company-datova-tovarna') as unknown as {
      curiosities: {
        value: number;
        isPercentage: boolean;
        topLabel?: { en: string };
        bottomLabel?: { en: string };
      }[];
    }
  ).curiosities;
}

/** A curiosity's figure as the ring shows it when counted up: floored, grouped as the locale writes numbers. */
const figure = (value: number, locale: 'cs' | 'en' = 'en') =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Math.floor(value));

/**
 * Moves the page's clock on in 100 ms steps until the ring shows `value`, for at most `withinMs`
 * of page time (a count-up ends 0.5 s after its curiosity appears). Each step gives the page a
 * moment of real time to render, so a slow machine never lets the page clock run ahead.
 */

async function expectCuriosity(page: Page, value: string, withinMs = 2_000) {
  const current = page.getByTestId('curiosity').getByTestId('curiosity-value');
  for (let elapsed = 0; ; elapsed += 100) {
    try {
      await expect(current).toHaveText(value, { timeout: 250 });
      return;
    } catch (error) {
      if (elapsed >= withinMs) throw error;
    }
    await page.clock.runFor(100);
  }
}

for (const locale of ['cs', 'en'] as const) {
  const profile = profiles[locale];

  test(`${locale}: the profile has its own navigation and footer, not the site's`, async ({ page }) => {
    await page.goto(profile.path);
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(page.getByTestId('profile-nav')).toBeVisible();
    await expect(page.getByRole('navigation', { name: profile.mainMenu })).toHaveCount(0);
    const footer = page.getByTestId('profile-footer');
    await expect(footer.getByRole('link', { name: profile.terms })).toBeVisible();
    await expect(footer.getByRole('link', { name: profile.cookies })).toBeVisible();
  });

  test(`${locale}: socials open in a new tab with the company's name for screen readers`, async ({
    page,
  }) => {
    await page.goto(profile.path);
    await expect(page.getByRole('heading', { name: profile.socials })).toBeVisible();
    for (const network of ['Youtube', 'Instagram', 'LinkedIn', 'X', 'TikTok']) {
      const link = page.getByRole('link', { name: `${company} ${network}`, exact: true });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test(`${locale}: the company profile has no serious accessibility problems`, async ({ page }) => {
    await page.goto(profile.path);
    await chooseAnalytics(page, 'reject');
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

// The ring turns only for visitors who have not asked for reduced motion (the suite's default).
test.describe('the curiosity ring in motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the curiosity ring counts up, moves on every 4 s and wraps after the last', async ({ page }) => {
    // Each value is awaited in page-clock steps with a moment of real time each.
    test.setTimeout(120_000);
    const curiosities = demoCuriosities();
    // A paused clock moves only when the test moves it: real seconds of a slow page load or a busy
    // machine do not turn the ring.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto(profiles.en.path);
    const ring = page.getByTestId('curiosity-ring');
    const [first] = curiosities;
    if (first.topLabel)
      await expect(ring.getByTestId('curiosity').getByText(first.topLabel.en)).toBeVisible();
    // The ring starts when the page is hydrated, which takes real time, not page time.
    await expectCuriosity(page, figure(first.value), 30_000);
    for (const next of [...curiosities.slice(1), first]) {
      await page.clock.runFor(4000);
      await expectCuriosity(page, figure(next.value));
    }
    if (first.bottomLabel) {
      await expect(ring.getByTestId('curiosity').getByText(first.bottomLabel.en)).toBeVisible();
    }
    if (first.isPercentage) {
      await expect(ring.getByTestId('curiosity').getByTestId('curiosity-ring-fill')).toHaveCount(1);
    }
  });

  test('the curiosity ring rests while it is scrolled out of view, and starts its curiosity again on return', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const [first, second] = demoCuriosities();
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto(profiles.en.path);
    const ring = page.getByTestId('curiosity-ring');
    await expectCuriosity(page, figure(first.value), 30_000);
    await page.getByTestId('profile-footer').scrollIntoViewIfNeeded();
    await expect(ring).not.toBeInViewport();
    // Longer than a curiosity's turn: a ring that kept turning would show the next one.
    await page.clock.runFor(6_000);
    await ring.scrollIntoViewIfNeeded();
    await expect(ring).toBeInViewport();
    await expectCuriosity(page, figure(first.value));
    await page.clock.runFor(4_000);
    await expectCuriosity(page, figure(second.value));
  });

  test('the curiosity ring shows one figure at a time, the old one gone before the next', async ({
    page,
  }) => {
    await page.goto(profiles.en.path);
    await expect(page.getByTestId('curiosity-value')).toHaveCount(1);
    await page.getByTestId('curiosity-ring').scrollIntoViewIfNeeded();
    // Real time across a change (the ring turns once the page has hydrated, which a busy machine
    // delays): the most figures in the ring at once, and how many it showed, watched until a second
    // figure has been in for a second.
    const seen = await page.evaluate(async () => {
      const figuresSeen = new Set<Element>();
      let most = 0;
      let end = performance.now() + 20_000;
      while (performance.now() < end) {
        const figures = [
          ...document.querySelectorAll('[data-testid="curiosity-ring"] [data-testid="curiosity"]'),
        ];
        const showing = figures.filter((figure) => Number(getComputedStyle(figure).opacity) > 0);
        most = Math.max(most, showing.length);
        for (const figure of figures) figuresSeen.add(figure);
        if (figuresSeen.size === 2) end = Math.min(end, performance.now() + 1_000);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return { most, changes: figuresSeen.size };
    });
    expect(seen.most).toBe(1);
    expect(seen.changes).toBeGreaterThan(1);
    // The ring itself stays while its figures fade: one outline, outside the fading figure.
    await expect(page.getByTestId('curiosity-ring-outline')).toHaveCount(1);
    await expect(page.getByTestId('curiosity').getByTestId('curiosity-ring-outline')).toHaveCount(0);
  });

  for (const locale of ['cs', 'en'] as const) {
    test(`${locale}: the visitor pauses the curiosity ring and plays it again from the keyboard`, async ({
      page,
    }) => {
      const [pause, play] =
        locale === 'cs'
          ? ['Pozastavit zajímavosti', 'Spustit zajímavosti']
          : ['Pause the facts', 'Play the facts'];
      const [first, second] = demoCuriosities();
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.goto(profiles[locale].path);
      await expectCuriosity(page, figure(first.value, locale), 30_000);
      await page.getByRole('button', { name: pause }).click();
      await page.clock.runFor(12_000);
      await expect(page.getByTestId('curiosity-value')).toHaveText(figure(first.value, locale));
      const playButton = page.getByRole('button', { name: play });
      await playButton.focus();
      await page.keyboard.press('Enter');
      await expectCuriosity(page, figure(second.value, locale));
      await expect(page.getByRole('button', { name: pause })).toBeFocused();
    });
  }
});

test('under reduced motion the curiosity ring starts paused and waits for the visitor', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const [first] = demoCuriosities();
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(profiles.en.path);
  await expect(page.getByRole('button', { name: 'Play the facts' })).toBeVisible();
  await page.clock.runFor(9_000);
  await expect(page.getByTestId('curiosity-value')).toHaveText(figure(first.value));
});

test("the server's HTML shows the first curiosity's value, not the count-up's 0", async ({ request }) => {
  const [first] = demoCuriosities();
  const html = await (await request.get(profiles.en.path)).text();
  expect(html).toMatch(new RegExp(`data-testid="curiosity-value"[^>]*>${figure(first.value)}<`));
});

test('a gallery tile opens the media modal; Escape, and the X, close it', async ({ page }) => {
  await page.goto(profiles.en.path);
  const tile = page.getByRole('button', { name: profiles.en.glimpse, exact: true }).first();
  const dialog = page.getByRole('dialog');
  await tile.click();
  await expect(dialog.getByRole('img', { name: profiles.en.glimpse })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await tile.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: profiles.en.close }).click();
  await expect(dialog).toBeHidden();
});

for (const locale of ['cs', 'en'] as const) {
  test(`gallery pictures are described in the page's language (${locale})`, async ({ page }) => {
    await page.goto(profiles[locale].path);
    const gallery = page.getByTestId('company-gallery');
    await page.getByRole('button', { name: locale === 'cs' ? 'Zobrazit více' : 'Show more' }).click();
    const alts = await gallery
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(alts).toEqual(demoAltTexts(locale));
  });

  test(`the clip plays from the keyboard, captions in the page's language (${locale})`, async ({ page }) => {
    await page.goto(profiles[locale].path);
    await page.getByRole('button', { name: profiles[locale].clip }).focus();
    await page.keyboard.press('Enter');
    const video = page.getByTestId('own-video');
    await expect(video).toBeFocused();
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', /\/content-images\/images\//);
    await expect(video.locator('track[default]')).toHaveAttribute('srclang', locale);
    await expect(video.locator('track')).toHaveCount(2);
    await page.keyboard.press('Space');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);
    expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
  });
}

test('a clip is served in byte ranges, so the player can seek', async ({ page, request }) => {
  await page.goto(profiles.en.path);
  await page.getByRole('button', { name: profiles.en.clip }).click();
  const src = await page.getByTestId('own-video').locator('source').getAttribute('src');
  const part = await request.get(src ?? '', { headers: { range: 'bytes=0-1023' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-type']).toBe('video/webm');
  expect(part.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
  expect((await part.body()).length).toBe(1024);
});

test('the company theme is set as CSS variables on the profile root', async ({ page }) => {
  await page.goto(profiles.en.path);
  const variables = await page.getByTestId('company-profile').evaluate((root) => {
    const style = getComputedStyle(root);
    return ['--primary', '--secondary', '--primary-text', '--secondary-text', '--primary-light'].map((name) =>
      style.getPropertyValue(name).trim(),
    );
  });
  for (const value of variables) expect(value).not.toBe('');
  expect(variables[0].toLowerCase()).not.toBe('#27ec93');
});

test('the profile fits a 390 px screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(profiles.cs.path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('gallery tiles load at 640 px, and a long gallery shows more and less', async ({ page }) => {
  await page.goto(profiles.en.path);
  const gallery = page.getByTestId('company-gallery');
  const tiles = gallery.getByRole('listitem');
  for (const image of await gallery.getByRole('img').all()) {
    expect(new URL((await image.getAttribute('src')) ?? '', page.url()).searchParams.get('w')).toBe('640');
    expect(await image.getAttribute('srcset')).toBeNull();
  }
  await expect(tiles).toHaveCount(8);
  const more = page.getByRole('button', { name: 'Show more' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  const total = (
    demoDocuments().find((doc) => doc._id === 'company-datova-tovarna') as unknown as { media: unknown[] }
  ).media.length;
  await expect(tiles).toHaveCount(total);
  await page.getByRole('button', { name: 'Show less' }).click();
  await expect(tiles).toHaveCount(8);
});

test('the offers anchor leads to the one offers section', async ({ page }) => {
  await page.goto(profiles.cs.path);
  await expect(page.locator('[id="pracovni-nabidky"]')).toHaveCount(1);
  await page.getByTestId('profile-nav').getByRole('link', { name: 'Nabídky' }).first().click();
  await expect(page).toHaveURL(/#pracovni-nabidky$/);
  await expect(page.getByRole('heading', { name: 'Otevřené pracovní nabídky' })).toBeInViewport();
});

test('a company without offers has no offers anchor and no empty offers block', async ({ page }) => {
  await page.goto('/en/company/skola-hrou');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('profile-nav').getByRole('link', { name: 'Jobs' })).toHaveCount(0);
  await expect(page.locator('[id="job-offers"]')).toHaveCount(0);
});
