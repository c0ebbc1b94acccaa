import 'server-only';
import { readFile } from 'node:fs/promises';
import { AwsClient } from 'aws4fetch';
import type { PlatformEnv } from '@/server/env';
import type { CvStorage } from './cv-store';

type S3Config = NonNullable<PlatformEnv['s3']>;

/** CVs in an S3-compatible bucket (path-style URLs), through signed requests; the bucket stays private. */
export function s3CvStorage(config: S3Config): CvStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const urlOf = (key: string) => `${config.endpoint}/${config.bucket}/${encodeURIComponent(key)}`;
  const fail = async (action: string, response: Response) => {
    throw new Error(`S3 ${action} failed: HTTP ${response.status} ${await response.text().catch(() => '')}`);
  };
  return {
    async save(key, source) {
      const body = await readFile(source);
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
      if (!response.ok) await fail('upload', response);
    },
    async read(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) return null;
      if (!response.ok || !response.body) return fail('download', response);
      return response.body;
    },
    async remove(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail('delete', response);
    },
  };
}
