import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientMessageScopes, scopeMessages } from '@/i18n/client-messages';
import en from '@/messages/en.json';

const web = path.join(import.meta.dirname, '../../web');
const sourceDirs = ['app', 'components', 'hooks', 'lib'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `useTranslations` runs in client components (server components use `getTranslations`). */
function hookCalls(): { file: string; namespace: string | null }[] {
  return sourceDirs.flatMap((dir) =>
    sourceFiles(path.join(web, dir)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/useTranslations\(\s*(?:['"]([\w.]+)['"])?\s*\)/g)].map(
        (match) => ({
          file: path.relative(web, file),
          namespace: match[1]?.split('.')[0] ?? null,
        }),
      ),
    ),
  );
}

describe('messages sent to the browser', () => {
  const calls = hookCalls();

  it('finds the client components that translate', () => {
    expect(calls.length).toBeGreaterThan(10);
  });

  const scoped = new Set<string>(Object.values(clientMessageScopes).flat());

  it('include every namespace a client component uses, in some scope', () => {
    expect(calls.filter((call) => call.namespace && !scoped.has(call.namespace))).toEqual([]);
  });

  it('are never the whole catalogue (useTranslations needs a namespace)', () => {
    expect(calls.filter((call) => call.namespace === null)).toEqual([]);
  });

  it('name only namespaces that exist, and leave the server-only ones out', () => {
    expect([...scoped].filter((name) => !(name in en))).toEqual([]);
    expect(Object.keys(scopeMessages(en, 'profileArea'))).toEqual([...clientMessageScopes.profileArea]);
    expect(scoped).not.toContain('Metadata');
  });

  it('send every page only the shell; the forms and the profile area carry their own', () => {
    const shell = Object.keys(scopeMessages(en, 'shell'));
    for (const pageOnly of ['Profile', 'Application', 'Inquiry', 'JobFilters', 'NewsletterForm', 'Pages']) {
      expect(shell).not.toContain(pageOnly);
    }
  });
});
