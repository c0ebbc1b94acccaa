import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '@/contracts/applications';
import { signedInBrowser } from '../platform/support/browser';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { answers, apply, storedFiles } from './support/apply';
import { liveJobs } from './support/demo-jobs';
import { pdf } from './support/documents';

/** A tiny S3 stand-in: keeps objects by path and records every request with its signature. */
const objects = new Map<string, Buffer>();
const requests: { method: string; path: string; authorization: string }[] = [];
const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const path = request.url ?? '';
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization ?? '' });
    if (request.method === 'PUT') objects.set(path, Buffer.concat(chunks));
    if (request.method === 'DELETE') objects.delete(path);
    const body = request.method === 'GET' ? objects.get(path) : undefined;
    response.statusCode = request.method === 'GET' && !body ? 404 : request.method === 'DELETE' ? 204 : 200;
    response.end(body);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

isolatePlatform({
  rateLimitScale: 50,
  env: {
    S3_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    S3_BUCKET: 'cvs',
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'test-key',
    S3_SECRET_ACCESS_KEY: 'test-secret',
  },
});

describe(`CVs in S3-compatible storage (${databaseKind})`, () => {
  it('uploads, downloads and deletes through signed requests, and keeps nothing locally', async () => {
    const { browser } = await signedInBrowser();
    const response = await apply(browser, { jobOfferID: liveJobs[0]._id, locale: 'en', ...answers });
    expect(response.status).toBe(201);
    const application = (await response.json()) as ApplicationSummary;
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.path).toMatch(/^\/cvs\/[0-9a-f-]{36}\.pdf$/);
    expect(put?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/eu-central-1\/s3\/aws4_request/,
    );
    expect(objects.get(put?.path as string)?.equals(pdf())).toBe(true);
    expect(await storedFiles()).toEqual([]);

    const download = await browser.request(`/api/user/applications/${application.id}/cv`);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf())).toBe(true);

    expect((await browser.api('DELETE', '/api/user/account')).status).toBe(200);
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', path: put?.path });
    expect(objects.size).toBe(0);
  });
});
