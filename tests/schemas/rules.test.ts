import { describe, expect, it } from 'vitest';
import {
  hexColorError,
  percentageError,
  reservedSlugError,
  salaryRangeError,
  socialUrlError,
  themeContrastError,
  videoIdError,
} from '../../schemas/validation/rules';

describe('schema validation rules', () => {
  it('accept hex colours and explain a wrong one', () => {
    for (const colour of ['#FFF', '#27EC93', '#27ec93cc', undefined, ''])
      expect(hexColorError(colour)).toBe(true);
    expect(hexColorError('green')).toMatch(/hex colour/);
    expect(hexColorError('#12345')).toMatch(/hex colour/);
  });

  it('check video ids in each platform’s format', () => {
    expect(videoIdError('youtube', 'dQw4w9WgXcQ')).toBe(true);
    expect(videoIdError('youtube', 'too-short')).toMatch(/YouTube id has 11/);
    expect(videoIdError('vimeo', '76979871')).toBe(true);
    expect(videoIdError('vimeo', 'abc')).toMatch(/Vimeo id is a number/);
    expect(videoIdError('vimeo', '')).toMatch(/needs its id/);
  });

  it('require social links on the network’s own host, over https', () => {
    expect(socialUrlError('linkedin', 'https://www.linkedin.com/company/acme')).toBe(true);
    expect(socialUrlError('x', 'https://twitter.com/acme')).toBe(true);
    expect(socialUrlError('youtube', 'https://youtu.be/abc')).toBe(true);
    expect(socialUrlError('instagram', 'https://facebook.com/acme')).toMatch(
      /instagram link must point to instagram.com/,
    );
    expect(socialUrlError('tiktok', 'http://www.tiktok.com/@acme')).toMatch(/https/);
    expect(socialUrlError('facebook', 'https://evilfacebook.com/x')).toMatch(/must point to facebook.com/);
    expect(socialUrlError('facebook', 'not a url')).toMatch(/full URL/);
    expect(socialUrlError('tiktok', 'https://tiktok.example.com/@pixelhouse')).toBe(true);
    expect(socialUrlError('x', 'https://example.org/x/tribe')).toBe(true);
    expect(socialUrlError('x', 'https://notexample.com/tribe')).toMatch(/must point to x.com/);
  });

  it('keep salary from at or below salary to', () => {
    expect(salaryRangeError(30000, 50000)).toBe(true);
    expect(salaryRangeError(30000, undefined)).toBe(true);
    expect(salaryRangeError(60000, 50000)).toMatch(/must not be higher/);
  });

  it('reserve the edit and preview slugs and bound percentages', () => {
    expect(reservedSlugError('edit')).toMatch(/reserved/);
    expect(reservedSlugError('pixelhouse')).toBe(true);
    expect(percentageError(true, 101)).toMatch(/between 0 and 100/);
    expect(percentageError(false, 400)).toBe(true);
  });
});

describe('theme contrast warning', () => {
  it('names each unreadable pair with its ratio', () => {
    expect(
      themeContrastError({
        primaryColor: '#27EC93',
        primaryTextColor: '#010101',
        secondaryColor: '#053741',
        secondaryTextColor: '#FFF',
      }),
    ).toBe(true);
    const warning = themeContrastError({
      primaryColor: '#FF5A5F',
      primaryTextColor: '#FFFFFF',
      secondaryColor: '#1B1B3A',
      secondaryTextColor: '#FFFFFF',
    });
    expect(warning).toMatch(/Text on primary \(#FFFFFF on #FF5A5F\): 3\.0:1/);
    expect(warning).not.toMatch(/Text on secondary/);
    expect(themeContrastError({ primaryLightColor: '#333333' })).toMatch(/Page text on primary light/);
  });
});
