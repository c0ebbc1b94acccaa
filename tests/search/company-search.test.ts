import { beforeAll, describe, expect, it } from 'vitest';
import type { InProcessSearchEngine } from '@/search/in-process-engine';
import { demoEngine } from './support/demo-engine';

let engine: InProcessSearchEngine;

beforeAll(async () => {
  ({ engine } = await demoEngine());
});

describe('the company search', () => {
  it.each([
    ['škola', 'company-skola-hrou'],
    ['skola', 'company-skola-hrou'],
    ['školou', 'company-skola-hrou'],
    ['SKOLA hrou', 'company-skola-hrou'],
    ['fintech', 'company-koruna-pay'],
    ['zelena energie', 'company-zelena-energie'],
    ['energii', 'company-zelena-energie'],
    ['strojirny', 'company-strojirny-hana'],
    ['medicta', 'company-medicata'],
    ['medikata', 'company-medicata'],
    ['pixel', 'company-pixelhouse'],
    ['datova', 'company-datova-tovarna'],
    ['unreal', 'company-hrave-studio'],
    ['dotnet', 'company-medicata'],
  ])('finds %s', async (query, id) => {
    expect((await engine.matchCompanies(query))?.[0]).toBe(id);
  });

  it('needs every word to match and ignores a query without words', async () => {
    expect(await engine.matchCompanies('škola fintech')).toEqual([]);
    expect(await engine.matchCompanies(' v ')).toBeNull();
  });
});

describe('the spelling offered when no company matches', () => {
  it.each([
    ['fintek', 'fintech'],
    ['pixlhuse', 'pixelhouse'],
  ])('offers %s as %s, which finds companies', async (query, spelling) => {
    expect(await engine.matchCompanies(query)).toEqual([]);
    expect((await engine.companySpelling(query))?.toLowerCase()).toBe(spelling);
    expect((await engine.matchCompanies(spelling))?.length).toBeGreaterThan(0);
  });

  it('offers nothing for a word no company is close to, or one companies have', async () => {
    expect(await engine.companySpelling('xyzzyq')).toBeNull();
    expect(await engine.companySpelling('fintech')).toBeNull();
  });
});
