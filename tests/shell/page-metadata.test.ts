import { describe, expect, it, vi } from 'vitest';
import { isReplayAllowed } from '@/components/analytics/replay-policy';
import { forcedColorMode } from '@/components/layout/color-mode';
import { readConsent } from '@/config/consent-cookie';
import { pageMetadata } from '@/lib/seo/page-metadata';

describe('page metadata', () => {
  const metadata = pageMetadata({
    locale: 'cs',
    route: '/jobs',
    searchParams: { city: 'Brno', seniority: ['junior', 'senior'] },
    title: 'Pracovní nabídky',
  });

  it('makes the canonical URL the base URL plus the path without the query', () => {
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/cs/prace');
  });

  it('makes the share URL of a cached page its canonical URL (a query does not change what it shows)', () => {
    const cached = pageMetadata({ locale: 'en', route: '/', title: 'Home' });
    expect((cached.openGraph as { url: string }).url).toBe(cached.alternates?.canonical);
  });

  it('makes the share URL of a filtered list keep its query', () => {
    expect((metadata.openGraph as { url: string }).url).toBe(
      'http://localhost:3000/cs/prace?city=Brno&seniority=junior&seniority=senior',
    );
  });

  it('links the page in the other locale and keeps the shipped share images', () => {
    expect(metadata.alternates?.languages).toMatchObject({ en: 'http://localhost:3000/en/jobs' });
    expect(JSON.stringify(metadata.openGraph)).toContain('/meta/og-image.png');
    expect(JSON.stringify(metadata.twitter)).toContain('/meta/twitter-image.png');
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('gives each language its own address where the slug differs between languages', () => {
    const job = pageMetadata({
      locale: 'en',
      route: '/company/[company_slug]/jobs/[slug]/[id]',
      params: (language) => ({
        company_slug: 'pixelhouse',
        slug: language === 'cs' ? 'vyvojar' : 'developer',
        id: 'job-1',
      }),
      title: 'Developer',
    });
    const cs = 'http://localhost:3000/cs/spolecnost/pixelhouse/prace/vyvojar/job-1';
    const en = 'http://localhost:3000/en/company/pixelhouse/jobs/developer/job-1';
    expect(job.alternates?.canonical).toBe(en);
    expect(job.alternates?.languages).toEqual({ cs, en, 'x-default': cs });
    expect((job.openGraph as { url: string }).url).toBe(en);
  });
});

describe('colour modes', () => {
  it('lets a page force light or dark', () => {
    expect(forcedColorMode('dark', 'light')).toBe('dark');
    expect(forcedColorMode('light', 'dark')).toBe('light');
  });

  it("refuses 'system' with a warning and keeps the layout's mode", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(forcedColorMode('system', 'dark')).toBe('dark');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'system'"));
    warn.mockRestore();
  });
});

describe('analytics consent and replay', () => {
  it('reads the choice from the cookie header', () => {
    expect(readConsent('a=1; tribe_consent=granted')).toBe('granted');
    expect(readConsent('tribe_consent=denied')).toBe('denied');
    expect(readConsent('tribe_consent=maybe; b=2')).toBe('unset');
    expect(readConsent('')).toBe('unset');
  });

  it('never records the profile area or the application form', () => {
    expect(isReplayAllowed('/jobs')).toBe(true);
    expect(isReplayAllowed('/profile')).toBe(false);
    expect(isReplayAllowed('/profile/applications')).toBe(false);
    expect(isReplayAllowed('/company/[company_slug]/jobs/[slug]/[id]')).toBe(false);
  });
});
