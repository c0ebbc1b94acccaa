import { describe, expect, it } from 'vitest';
import { csvHref, toCsv } from '@/lib/csv/csv';

describe('the CSV writer', () => {
  it('writes a header row and the rows, with the byte order mark and CRLF line ends', () => {
    expect(toCsv(['den', 'zobrazení'], [['2026-11-27', 3]])).toBe('\uFEFFden,zobrazení\r\n2026-11-27,3\r\n');
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    const csv = toCsv(['title'], [['Kuchař, pomocná síla'], ['Řekli "ano"'], ['two\nlines']]);
    expect(csv).toBe('\uFEFFtitle\r\n"Kuchař, pomocná síla"\r\n"Řekli ""ano"""\r\n"two\nlines"\r\n');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(toCsv(['title'], [['=HYPERLINK("x")'], ['-5 %']])).toBe(
      '\uFEFFtitle\r\n"\'=HYPERLINK(""x"")"\r\n\'-5 %\r\n',
    );
  });

  it('makes a link address that decodes to the same file', () => {
    const csv = toCsv(['doména'], [['seznam.cz']]);
    const href = csvHref(csv);
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(csv);
  });
});
