import { describe, expect, it } from 'vitest';
import type { ExperienceEntryInput } from '@/contracts/profile';
import { proposedRoles, proposedSkills } from '@/platform/profile-import/propose-preferences';

const technologies = [
  { slug: 'cpp', name: 'C++' },
  { slug: 'csharp', name: 'C#' },
  { slug: 'go', name: 'Go' },
  { slug: 'java', name: 'Java' },
  { slug: 'kubernetes', name: 'Kubernetes' },
  { slug: 'nodejs', name: 'Node.js' },
  { slug: 'postgresql', name: 'PostgreSQL' },
  { slug: 'python', name: 'Python' },
  { slug: 'react', name: 'React' },
  { slug: 'typescript', name: 'TypeScript' },
  { slug: 'unity', name: 'Unity' },
];
const slugsIn = (text: string) => proposedSkills(text, technologies).map((skill) => skill.slug);

const job = (title: string): ExperienceEntryInput => ({
  title,
  company: 'Pixelhouse',
  location: null,
  from: '2020-01-01',
  to: null,
  description: '',
});

describe('the preferences a CV proposes', () => {
  it('finds the taxonomy’s technologies by their names and usual other names, as whole words', () => {
    expect(slugsIn('Frontend v React.js a TypeScriptu, nasazení na k8s, python skripty')).toEqual([
      'kubernetes',
      'python',
      'react',
      'typescript',
    ]);
    expect(slugsIn('Osm let praxe v Pythonu a Javě, aplikace s Reactem')).toEqual([
      'java',
      'python',
      'react',
    ]);
    expect(slugsIn('Backend: Node.js, Postgres, C++ a C#; JavaScript')).toEqual([
      'cpp',
      'csharp',
      'nodejs',
      'postgresql',
    ]);
  });

  it('takes names that are plain words only as written', () => {
    expect(slugsIn('Ready to go, I react fast and value unity in a team')).toEqual([]);
    expect(slugsIn('Go services, Unity games, React apps')).toEqual(['go', 'react', 'unity']);
  });

  it('proposes the experience titles as roles, without their level, each once, at most five', () => {
    expect(
      proposedRoles(
        [
          'Senior Frontend Developer',
          'Frontend developer',
          'Junior Frontend Developer',
          'UX Designer',
          'Tester',
          'Support',
          'Analyst',
          'Writer',
        ].map(job),
      ),
    ).toEqual(['Frontend Developer', 'UX Designer', 'Tester', 'Support', 'Analyst']);
  });
});
