/** Pure validation rules shared by the schema types (and tested on their own). */

import { type ThemeColours, themeContrastWarnings } from '../theme/theme-pairs';

export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
export const VIMEO_ID = /^\d{6,12}$/;

export const socialKinds = ['youtube', 'instagram', 'linkedin', 'x', 'tiktok', 'facebook'] as const;
export type SocialKind = (typeof socialKinds)[number];

const socialHosts: Record<SocialKind, string[]> = {
  youtube: ['youtube.com', 'youtu.be'],
  instagram: ['instagram.com'],
  linkedin: ['linkedin.com'],
  x: ['x.com', 'twitter.com'],
  tiktok: ['tiktok.com'],
  facebook: ['facebook.com'],
};

/** Slugs taken by static routes beside the dynamic ones (…/edit/{id}, …/preview/{id}). */
export const reservedSlugs = ['edit', 'preview'];

export function hexColorError(value: unknown): string | true {
  if (value === undefined || value === null || value === '') return true;
  return typeof value === 'string' && HEX_COLOR.test(value)
    ? true
    : 'Use a hex colour such as #27EC93 or #FFF.';
}

export function videoIdError(platform: unknown, id: unknown): string | true {
  if (typeof id !== 'string' || id === '') return 'A video needs its id.';
  if (platform === 'youtube' && !YOUTUBE_ID.test(id))
    return 'A YouTube id has 11 letters, digits, - or _ (e.g. dQw4w9WgXcQ).';
  if (platform === 'vimeo' && !VIMEO_ID.test(id)) return 'A Vimeo id is a number (e.g. 76979871).';
  return true;
}

/** Domains reserved for examples (RFC 2606): demo content links there instead of to real accounts. */
function isExampleHost(host: string): boolean {
  return /(^|\.)example\.(com|net|org)$/.test(host) || host.endsWith('.example');
}

export function socialUrlError(kind: unknown, url: unknown): string | true {
  if (typeof url !== 'string' || url === '') return 'A link needs its URL.';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter a full URL starting with https://';
  }
  if (parsed.protocol !== 'https:') return 'Links must use https://';
  const hosts = socialHosts[kind as SocialKind];
  if (!hosts) return 'Choose the kind of network first.';
  const host = parsed.hostname.replace(/^www\./, '');
  if (isExampleHost(host)) return true;
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
    ? true
    : `A ${kind} link must point to ${hosts.join(' or ')}.`;
}

export function salaryRangeError(from: unknown, to: unknown): string | true {
  if (typeof from === 'number' && typeof to === 'number' && from > to) {
    return 'Salary from must not be higher than salary to.';
  }
  return true;
}

export function reservedSlugError(slug: unknown): string | true {
  return typeof slug === 'string' && reservedSlugs.includes(slug)
    ? `"${slug}" is reserved for the edit and preview screens; choose another slug.`
    : true;
}

export function percentageError(isPercentage: unknown, value: unknown): string | true {
  if (isPercentage && typeof value === 'number' && (value < 0 || value > 100)) {
    return 'A percentage must be between 0 and 100.';
  }
  return true;
}

/** Names each text/background pair under 4.5:1 with its ratio, or true when all are readable. */
export function themeContrastError(value: ThemeColours | undefined): string | true {
  const warnings = value ? themeContrastWarnings(value) : [];
  return warnings.length === 0
    ? true
    : `Text may be hard to read (needs at least 4.5:1; the site will adjust it): ${warnings.join('; ')}.`;
}
