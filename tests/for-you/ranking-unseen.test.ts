import { beforeAll, describe, expect, it } from 'vitest';
import { NO_PREFERENCES, type Preferences } from '@/contracts/preferences';
import { type DemoForYou, demoForYou } from './support/demo-for-you';
import { isIt, offerTitle } from './support/offer-kinds';

/**
 * HELD OUT FROM TUNING: written before the ranking change they judge, and never used to change it.
 */
let demo: DemoForYou;

beforeAll(async () => {
  demo = await demoForYou();
});

const wants = (fields: Partial<Preferences>): Preferences => ({ ...NO_PREFERENCES, ...fields });

describe('For you for candidates no one tuned on', () => {
  it('puts the offers sharing two of an ML engineer’s skills above those sharing one', async () => {
    const skills = await demo.skillsWritten('Python', 'Kubernetes', 'PyTorch');
    const ranked = await demo.forYouOffers(wants({ skills }));
    const top = ranked.slice(0, 2).map((entry) => offerTitle(entry.item));
    expect(top.join(' | ')).toMatch(/ML/);
    expect(top.join(' | ')).toMatch(/Datový vědec/);
  });

  it('gives a Node.js backend developer the TypeScript backend offers first', async () => {
    const skills = await demo.skillsWritten('TypeScript', 'Node.js', 'PostgreSQL');
    const ranked = await demo.forYouOffers(wants({ roles: ['Backend vývojář'], skills, cities: ['Brno'] }));
    for (const entry of ranked.slice(0, 2)) {
      expect(offerTitle(entry.item)).toMatch(/Backend vývojář\/ka \//);
      expect(offerTitle(entry.item)).not.toMatch(/Kotlin/);
    }
  });

  it('ranks manufacturing offers in a CNC operator’s city above software offers there', async () => {
    const ranked = await demo.forYouOffers(
      wants({ roles: ['Operátor CNC'], cities: ['Olomouc'], seniorities: ['medior'] }),
    );
    expect(offerTitle(ranked[0].item)).toMatch(/CNC/);
    const inOlomouc = ranked.filter((entry) => entry.item.city === 'Olomouc');
    const manufacturing = /CNC|svářeč|údržb|výrob|PLC|konstrukt/i;
    const lastManufacturing = inOlomouc.findLastIndex((entry) => manufacturing.test(offerTitle(entry.item)));
    const firstIt = inOlomouc.findIndex((entry) => isIt(entry.item));
    expect(firstIt === -1 || firstIt > lastManufacturing).toBe(true);
  });

  it('understands a role written in English', async () => {
    const ranked = await demo.forYouOffers(wants({ roles: ['Route planner'] }));
    expect(offerTitle(ranked[0].item)).toMatch(/Plánovač/);
  });
});
