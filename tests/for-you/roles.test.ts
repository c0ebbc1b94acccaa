import { describe, expect, it } from 'vitest';
import { roleOfTitle, roleShareOfTitles, suggestedRoles, titleFitsRole } from '@/platform/preferences/roles';

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

  it("fits a role whose qualifier a title replaces by one of the candidate's skills the offer asks for", () => {
    const python = ['Senior Python vývojář/ka', 'Senior Python developer'];
    expect(titleFitsRole('Backend vývojář', python, ['Python'])).toBe(true);
    expect(titleFitsRole('Backend developer', python, ['Python'])).toBe(true);
    expect(titleFitsRole('Backend vývojář', python)).toBe(false);
    expect(titleFitsRole('Backend vývojář', ['Junior .NET vývojář/ka'], ['.NET'])).toBe(true);
    // The skill must stand in the role's place, not beside another job's words or in a note.
    expect(titleFitsRole('Frontend vývojář', ['Junior Backend vývojář/ka (Kotlin)'], ['Kotlin'])).toBe(false);
    expect(titleFitsRole('Frontend vývojář', ['Kotlin Backend vývojář/ka'], ['Kotlin'])).toBe(false);
    // A one-word role has no qualifier to replace.
    expect(titleFitsRole('Tester', python, ['Python'])).toBe(false);
  });

  it("measures how much of a role a title holds, in any of its words' inflected forms", () => {
    expect(roleShareOfTitles(['Mzdový účetní'])(['Finanční účetní', 'Financial accountant'])).toBe(0.5);
    expect(roleShareOfTitles(['Mzdový účetní'])(['Referent/ka mzdové účtárny', null])).toBe(0.5);
    expect(roleShareOfTitles(['Vedoucí skladu'])(['Senior Skladník/ice', 'Senior Warehouse operative'])).toBe(
      0.5,
    );
    expect(roleShareOfTitles(['Zdravotní sestra'])(['Všeobecná zdravotní sestra'])).toBe(1);
    // The role the title holds most of.
    expect(roleShareOfTitles(['Řidič', 'Mzdový účetní', 'Zdravotní sestra'])(['Sestra', 'Nurse'])).toBe(0.5);
    // The level is not part of the role, and a short word counts only as it is.
    expect(roleShareOfTitles(['Senior účetní'])(['Junior Skladník'])).toBe(0);
    expect(roleShareOfTitles(['Go vývojář'])(['Gothic designer'])).toBe(0);
    expect(roleShareOfTitles(['Go vývojář'])([null])).toBe(0);
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
