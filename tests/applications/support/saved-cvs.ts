import type { SavedCv } from '@/contracts/saved-cvs';
import type { Browser } from '../../platform/support/browser';
import { SITE } from '../../platform/support/platform-env';
import type { CvFile } from './apply';
import { pdf } from './documents';

const sameSite = { origin: SITE, 'sec-fetch-site': 'same-origin' };

/** Saves a CV to the profile as the profile's upload control sends it. */
export function saveCv(
  browser: Browser,
  cv: CvFile | null = { name: 'cv.pdf', bytes: pdf() },
  fields: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (cv) form.append('cv', new Blob([new Uint8Array(cv.bytes)], { type: cv.type ?? '' }), cv.name);
  return browser.request('/api/user/cvs', { method: 'POST', headers: sameSite, body: form });
}

export async function savedCvs(browser: Browser): Promise<SavedCv[]> {
  return (await browser.request('/api/user/cvs')).json();
}

/** The bytes a download answered. */
export async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}
