import { describe, expect, it } from 'vitest';
import { isActiveRoute } from '@/components/layout/nav-items';

describe('the header marks the section of the current page', () => {
  it.each([
    ['/', '/'],
    ['/companies', '/companies'],
    ['/company/[company_slug]', '/companies'],
    ['/company/[company_slug]/jobs', '/companies'],
    ['/company/[company_slug]/jobs/[slug]/[id]', '/jobs'],
    ['/company/pixelhouse/jobs/junior-frontend/job-1', '/jobs'],
    ['/jobs', '/jobs'],
    ['/magazine/[slug]/[id]', '/magazine'],
    ['/b2b/icons', '/for-companies'],
  ] as const)('%s belongs to %s and no other section', (current, section) => {
    const sections = ['/', '/companies', '/jobs', '/magazine', '/for-companies'] as const;
    expect(sections.filter((route) => isActiveRoute(current, route))).toEqual([section]);
  });
});
