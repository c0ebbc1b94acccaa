import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { Browser } from '../../platform/support/browser';
import { SITE } from '../../platform/support/platform-env';
import { pdf } from './documents';

export interface CvFile {
  name: string;
  bytes: Buffer;
  type?: string;
}

export const answers = {
  what_brings_you_here: 'I like what you build.',
  last_time_you_learned: 'Yesterday: how PostgreSQL plans partial indexes.',
  something_else: 'I play the cello.',
  something_wrong: 'The salary range could be clearer.',
};

/** Sends the application form as the browser's FormData would. */
export function apply(
  browser: Browser,
  fields: Record<string, string>,
  cv: CvFile | null = { name: 'cv.pdf', bytes: pdf(), type: 'application/pdf' },
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (cv) form.append('cv', new Blob([new Uint8Array(cv.bytes)], { type: cv.type ?? '' }), cv.name);
  return browser.request('/api/user/applications', {
    method: 'POST',
    headers: { origin: SITE, 'sec-fetch-site': 'same-origin' },
    body: form,
  });
}

/** The files the CV storage holds and the uploads being checked (both must stay empty after a refusal). */
export async function storedFiles(): Promise<string[]> {
  const root = path.join(process.env.DATA_DIR as string, 'applications');
  const list = async (folder: string) =>
    readdir(path.join(root, folder)).then(
      (names) => names.map((name) => `${folder}/${name}`),
      () => [],
    );
  return [...(await list('cv')), ...(await list('incoming'))];
}

export async function expectError(response: Response, status: number, code: string, field?: string) {
  const body = (await response.json()) as { error: { code: string; field?: string; message: string } };
  expect({ status: response.status, code: body.error.code, field: body.error.field }).toEqual({
    status,
    code,
    field,
  });
  return body.error.message;
}
