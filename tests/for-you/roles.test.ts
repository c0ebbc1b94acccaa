import { describe, expect, it } from 'vitest';
import { fittingRole, roleOfTitle, suggestedRoles, titleFitsRole } from '@/platform/preferences/roles';

describe('roles', () => {
  it('reads a job title as a role without its level and its note in brackets', () => {
    expect(roleOfTitle('Junior Backend vývojář/ka (Kotlin)')).toBe('Backend vývojář/ka');
    expect(roleOfTitle('Senior Frontend developer')).toBe('Frontend developer');
    expect(roleOfTitle('Svářeč/ka')).toBe('Svářeč/ka');
  });

  it('fits a role to a title in either language, whatever the case, accents, level or feminine form', () => {
    const titles = ['Junior Frontend vývojář/ka', 'Junior Frontend developer'];
    expect(titleFitsRole('Frontend vývojář', titles)).toBe(true);
    expect(titleFitsRole('frontend vyvojarka', titles)).toBe(true);
    expect(titleFitsRole('Senior Frontend Developer', titles)).toBe(true);
    expect(titleFitsRole('Backend vývojář', titles)).toBe(false);
    expect(titleFitsRole('Frontend', ['Medior Backend developer', null])).toBe(false);
    expect(titleFitsRole('Senior', titles)).toBe(false);
  });

  it('answers the first preferred role that fits', () => {
    expect(fittingRole(['DevOps', 'Frontend developer'], ['Medior Frontend developer'])).toBe(
      'Frontend developer',
    );
    expect(fittingRole(['DevOps'], ['Medior Frontend developer'])).toBeNull();
  });

  it('suggests each role of the titles once, in alphabetical order', () => {
    expect(
      suggestedRoles(
        ['Senior Python vývojář/ka', 'Junior Python vývojář/ka', 'Dispečer/ka přepravy', null],
        'cs',
      ),
    ).toEqual(['Dispečer/ka přepravy', 'Python vývojář/ka']);
  });
});
