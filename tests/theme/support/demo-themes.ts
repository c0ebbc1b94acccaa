import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applyThemeUpdate, defaultTheme, type Theme } from '@/lib/theme/theme';

/** The default theme and every demo company's theme, as the profile applies them, by name. */
export function demoThemes(): [string, Theme][] {
  const dataset = readFileSync(path.join(import.meta.dirname, '../../../content/dataset.ndjson'), 'utf8');
  const companies = dataset
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((document) => document._type === 'company' && document.theme);
  return [
    ['default', defaultTheme],
    ...companies.map((company): [string, Theme] => [
      company.name,
      applyThemeUpdate(defaultTheme, company.theme),
    ]),
  ];
}
