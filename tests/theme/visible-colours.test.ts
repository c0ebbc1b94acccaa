import { describe, expect, it } from 'vitest';
import { headerBand } from '@/lib/theme/header-band';
import { socialBadge } from '@/lib/theme/social-badge';
import { applyThemeUpdate, contrastRatio, defaultTheme, visibleOn } from '@/lib/theme/theme';
import { demoThemes } from './support/demo-themes';

const themes = demoThemes();

describe('colours for outlines and icons', () => {
  it('keep a colour that reaches 3:1 and shade one that does not', () => {
    expect(visibleOn('#FFFFFF', '#053741')).toBe('#053741');
    const onGreen = visibleOn('#27EC93', '#27EC93');
    expect(contrastRatio(onGreen, '#27EC93')).toBeGreaterThanOrEqual(3);
    const onWhite = visibleOn('#FFFFFF', '#FFD23F');
    expect(contrastRatio(onWhite, '#FFFFFF')).toBeGreaterThanOrEqual(3);
  });

  it('read every demo company theme', () => {
    expect(themes.length).toBeGreaterThan(10);
  });

  it.each(themes)('draw the curiosity ring visibly on the header band of %s', (_, theme) => {
    const band = headerBand(theme);
    expect(contrastRatio(band.outline, band.background)).toBeGreaterThanOrEqual(3);
  });

  it('draw the ring in the accent colour when that is visible already', () => {
    const band = headerBand({ ...defaultTheme, companyBioBgColor: 'SECONDARY' });
    expect(band.outline).toBe(defaultTheme.primaryColor);
  });

  it.each(themes)('draw social badges visibly on the white page for %s', (_, theme) => {
    const badge = socialBadge(theme);
    expect(contrastRatio(badge.background, '#FFFFFF')).toBeGreaterThanOrEqual(3);
    // The icon against its badge, and the icon's cut-outs (the badge colour) against the icon.
    expect(contrastRatio(badge.icon, badge.background)).toBeGreaterThanOrEqual(3);
  });

  it('draw a social badge visibly when the secondary colour is light', () => {
    const badge = socialBadge(applyThemeUpdate(defaultTheme, { secondaryColor: '#F1F5F9' }));
    expect(contrastRatio(badge.background, '#FFFFFF')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(badge.icon, badge.background)).toBeGreaterThanOrEqual(3);
  });
});
