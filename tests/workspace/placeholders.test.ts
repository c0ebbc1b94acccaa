import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholderNames, unknownPlaceholders } from '@/lib/workspace/placeholders';

const values = { name: 'Jana Nováková', position: 'Tester', company: 'Acme', replyBy: '3. prosince 2026' };

describe('message placeholders', () => {
  it('fills the Czech and English names of each value, whatever the case', () => {
    expect(
      fillPlaceholders(
        'Dobrý den, {jméno}: {pozice} u {firma} do {datum_odpovědi}. {NAME}, {position}, {company}, {reply_by}',
        values,
      ),
    ).toBe(
      'Dobrý den, Jana Nováková: Tester u Acme do 3. prosince 2026. Jana Nováková, Tester, Acme, 3. prosince 2026',
    );
  });

  it('finds unknown placeholders once each, and leaves braces that hold no name alone', () => {
    expect(unknownPlaceholders('{jmeno} {name} {jmeno} {salary} { } {} {a b}')).toEqual(['jmeno', 'salary']);
    expect(fillPlaceholders('{salary} { }', values)).toBe('{salary} { }');
    expect(unknownPlaceholders('Dobrý den, {jméno}.')).toEqual([]);
  });

  it('lists the placeholders in the language asked for', () => {
    expect(placeholderNames('cs')).toEqual(['{jméno}', '{pozice}', '{firma}', '{datum_odpovědi}']);
    expect(placeholderNames('en')).toEqual(['{name}', '{position}', '{company}', '{reply_by}']);
  });
});
