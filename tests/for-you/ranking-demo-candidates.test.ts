import { beforeAll, describe, expect, it } from 'vitest';
import { NO_PREFERENCES, type Preferences } from '@/contracts/preferences';
import { type DemoForYou, demoForYou } from './support/demo-for-you';
import { isIt, offerTitle, reasonNames } from './support/offer-kinds';

// Candidates the ranking was not tuned on, against the demo dataset's live offers as the 'For you'
// page reads them: what a recruiter would put first for each of them.
let demo: DemoForYou;

beforeAll(async () => {
  demo = await demoForYou();
});

const wants = (fields: Partial<Preferences>): Preferences => ({ ...NO_PREFERENCES, ...fields });

describe('For you, for candidates the ranking was not tuned on', () => {
  it('gives a Python backend developer Python and backend offers first, never frontend or .NET', async () => {
    const skills = await demo.skillsWritten('Python', 'Django', 'FastAPI', 'PostgreSQL');
    expect(skills).toEqual(['python', 'django', 'postgresql']);
    const ranked = await demo.forYouOffers(
      wants({ roles: ['Backend vývojář'], skills, cities: ['Brno'], workingModes: ['hybrid'] }),
    );
    const top = ranked.slice(0, 3);
    for (const entry of top) {
      expect(offerTitle(entry.item)).toMatch(/backend|python/i);
      expect(
        reasonNames(entry.reasons).some((name) => /Backend vývojář|Python|Django|PostgreSQL/.test(name)),
      ).toBe(true);
    }
    expect(top.map((entry) => entry.item.id)).toContain('job-35');
    const firstOther = ranked.findIndex((entry) => /frontend|\.NET/i.test(offerTitle(entry.item)));
    expect(firstOther === -1 || firstOther >= 3).toBe(true);
  });

  it('gives a DevOps engineer writing k8s, Terraform and AWS the DevOps and Kubernetes platform offers first', async () => {
    const skills = await demo.skillsWritten('k8s', 'Terraform', 'AWS');
    expect(skills).toEqual(['kubernetes', 'aws']);
    const ranked = await demo.forYouOffers(wants({ roles: ['DevOps inženýr'], skills }));
    const top = ranked.slice(0, 3);
    expect(top.slice(0, 2).map((entry) => offerTitle(entry.item))).toEqual([
      expect.stringMatching(/DevOps/),
      expect.stringMatching(/DevOps/),
    ]);
    for (const entry of top.slice(0, 2)) {
      expect(entry.reasons.slice(0, 2)).toEqual([
        { kind: 'role', role: 'DevOps inženýr' },
        { kind: 'skills', skills: ['Kubernetes'] },
      ]);
    }
    expect(top[2].item.skills?.map((skill) => skill.slug)).toContain('kubernetes');
    expect(reasonNames(top[2].reasons)).toContain('Kubernetes');
  });

  it('gives a warehouse operative warehouse offers first and no IT offer above any of them', async () => {
    const ranked = await demo.forYouOffers(
      wants({
        roles: ['Skladník'],
        values: ['teamwork', 'reliability'],
        cities: ['Plzeň'],
        workingModes: ['onsite'],
        seniorities: ['junior', 'medior'],
        employmentTypes: ['employment-contract'],
      }),
    );
    const top = ranked.slice(0, 3);
    for (const entry of top) {
      expect(offerTitle(entry.item)).toMatch(/Skladník/);
      expect(entry.reasons[0]).toEqual({ kind: 'role', role: 'Skladník' });
    }
    const lastWarehouse = ranked.findLastIndex((entry) => /Skladník/.test(offerTitle(entry.item)));
    const firstIt = ranked.findIndex((entry) => isIt(entry.item));
    expect(firstIt === -1 || firstIt > lastWarehouse).toBe(true);
  });
});
