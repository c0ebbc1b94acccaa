import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createMemberProxyHandler, type MemberProxyHandler } from '@tribe/local-lake';
import { memberRules } from '@tribe/schemas/member-rules';
import { evaluate, parse } from 'groq-js';
import { percentile } from './support/stats';
import type { Benchmark, BenchResult } from './types';

const full = { assets: 2_000, technologies: 300, jobs: 40, rounds: 100 };
const smokeSize = { assets: 20, technologies: 5, jobs: 2, rounds: 3 };
const dayAgo = Date.now() - 86_400_000;

/** Written one after another over the last day, as uploads are. */
const stamp = (index: number) => {
  const at = new Date(dayAgo + index * 10_000).toISOString();
  return { _createdAt: at, _updatedAt: at, _rev: `r${index}` };
};

/** A project's documents: company-1 with its offers, and the shared technologies and image assets. */
function projectDocuments(size: typeof full) {
  const assets = Array.from({ length: size.assets }, (_, i) => ({
    _id: `image-${i.toString(16).padStart(40, '0')}-1200x800-jpg`,
    _type: 'sanity.imageAsset',
    originalFilename: `photo-${i}.jpg`,
    url: `https://cdn.sanity.io/images/p/production/${i}-1200x800.jpg`,
    metadata: {
      dimensions: { width: 1200, height: 800, aspectRatio: 1.5 },
      lqip: 'data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKA',
    },
    ...stamp(i),
  }));
  const technologies = Array.from({ length: size.technologies }, (_, i) => ({
    _id: `tech-${i}`,
    _type: 'technology',
    name: `Technology ${i}`,
    ...stamp(size.assets + i),
  }));
  const company = { _id: 'company-1', _type: 'company', name: 'Datová továrna', ...stamp(0) };
  const jobs = Array.from({ length: size.jobs }, (_, i) => ({
    _id: `job-${i}`,
    _type: 'jobOffer',
    title: `Offer ${i}`,
    company: { _type: 'reference', _ref: 'company-1' },
    ...stamp(i),
  }));
  return [...assets, ...technologies, company, ...jobs];
}

const bodyOf = async (req: IncomingMessage) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
};

/**
 * Sanity's query endpoint as a stand-in: GROQ over the documents, counting the bytes it answers
 * and the time it spends evaluating (Sanity's own, indexed, is not what is measured here).
 */
async function startStandIn(documents: unknown[]) {
  const sent = { bytes: 0, evaluatingMs: 0 };
  const server = createServer(async (req, res) => {
    const started = performance.now();
    const { query, params } = JSON.parse(await bodyOf(req));
    const result = await (await evaluate(parse(query, { params }), { dataset: documents, params })).get();
    const body = JSON.stringify({ result, ms: 0 });
    sent.bytes += Buffer.byteLength(body);
    sent.evaluatingMs += performance.now() - started;
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, sent, close: () => new Promise((resolve) => server.close(resolve)) };
}

const member = {
  id: 'member-1',
  name: 'Owner',
  email: 'owner@firma.test',
  image: null,
  role: 'member' as const,
  companyId: 'company-1',
  trustedCompany: false,
};

function memberProxy(origin: string): MemberProxyHandler {
  return createMemberProxyHandler({
    settings: () => ({
      availability: { available: true },
      upstream: { apiHost: origin, projectId: 'bench', dataset: 'production', token: 'site-token' },
    }),
    members: { ofToken: async () => member, byIds: async () => [], endSessionOf: async () => {} },
    memberScope: memberRules,
  });
}

/** A query the member's Studio sends for its list of job offers. */
const studioQuery = encodeURIComponent(
  '*[_type == "jobOffer"] | order(_updatedAt desc) [0...50]{_id, title}',
);

type Sent = { bytes: number; evaluatingMs: number };

/** One query's time (without the stand-in's evaluation) and the bytes upstream answered. */
async function timedQuery(proxy: MemberProxyHandler, sent: Sent) {
  const url = `http://site.test/api/member-lake/v2025-02-19/data/query/production?query=${studioQuery}`;
  const before = { ...sent };
  const started = performance.now();
  const response = await proxy(new Request(url, { headers: { authorization: 'Bearer member-token' } }), [
    'v2025-02-19',
    'data',
    'query',
    'production',
  ]);
  if (response.status !== 200) throw new Error(`The member's query answered ${response.status}.`);
  await response.json();
  const evaluating = sent.evaluatingMs - before.evaluatingMs;
  return { ms: performance.now() - started - evaluating, bytes: sent.bytes - before.bytes };
}

/**
 * A member's Studio query through the member proxy, against a stand-in for Sanity's API holding
 * 2,000 image assets and 300 technologies: a proxy whose first query it is (fetching every
 * document the member reads, as every query did before the shared documents were kept) and one
 * that keeps them, interleaved. The time is the site's (the stand-in's GROQ evaluation is taken
 * out), on loopback: Sanity's network time for the bytes comes on top.
 */
const run: Benchmark = async ({ smoke }) => {
  const size = smoke ? smokeSize : full;
  const standIn = await startStandIn(projectDocuments(size));
  const kept = memberProxy(standIn.origin);
  await timedQuery(kept, standIn.sent);
  const samples = { cold: [] as number[], kept: [] as number[], coldBytes: 0, keptBytes: 0 };
  try {
    for (let round = 0; round < size.rounds; round += 1) {
      const cold = await timedQuery(memberProxy(standIn.origin), standIn.sent);
      const warm = await timedQuery(kept, standIn.sent);
      samples.cold.push(cold.ms);
      samples.kept.push(warm.ms);
      samples.coldBytes = cold.bytes;
      samples.keptBytes = warm.bytes;
    }
  } finally {
    await standIn.close();
  }
  const name = `member proxy query, ${size.assets} assets + ${size.technologies} technologies shared`;
  const results: BenchResult[] = [
    {
      benchmark: name,
      metric: 'every readable document fetched: median',
      value: percentile(samples.cold, 50),
      unit: 'ms',
    },
    {
      benchmark: name,
      metric: 'every readable document fetched: p95',
      value: percentile(samples.cold, 95),
      unit: 'ms',
    },
    {
      benchmark: name,
      metric: 'shared documents kept: median',
      value: percentile(samples.kept, 50),
      unit: 'ms',
    },
    {
      benchmark: name,
      metric: 'shared documents kept: p95',
      value: percentile(samples.kept, 95),
      unit: 'ms',
    },
    {
      benchmark: name,
      metric: 'upstream bytes per query, all fetched',
      value: samples.coldBytes / 1024,
      unit: 'KiB',
    },
    {
      benchmark: name,
      metric: 'upstream bytes per query, shared kept',
      value: samples.keptBytes / 1024,
      unit: 'KiB',
    },
  ];
  return results;
};

export default run;
