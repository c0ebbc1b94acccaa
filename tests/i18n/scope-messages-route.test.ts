import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/pages/messages/[version]/[locale]/[scope]/route';
import { pageDataEndpoints } from '@/contracts/endpoints/page-data';
import { clientMessageScopes } from '@/i18n/client-messages';
import { MESSAGES_VERSION } from '@/i18n/messages-version';

function ask(version: string, locale: string, scope: string) {
  const url = `http://localhost${pageDataEndpoints.scopeMessages(version, locale, scope)}`;
  return GET(new Request(url), { params: Promise.resolve({ version, locale, scope }) });
}

describe('a scope’s messages, fetched by a part of a page loaded on demand', () => {
  it('are the scope’s namespaces with the shell’s, in the language asked for', async () => {
    const czech = await ask(MESSAGES_VERSION, 'cs', 'jobAlertDialog');
    expect(czech.status).toBe(200);
    const messages = await czech.json();
    expect(Object.keys(messages).sort()).toEqual(
      [...new Set([...clientMessageScopes.shell, ...clientMessageScopes.jobAlertDialog])].sort(),
    );
    expect(messages.JobAlerts.dialog_title).toBe('Hlídat nové nabídky');

    const english = await (await ask(MESSAGES_VERSION, 'en', 'jobAlertDialog')).json();
    expect(english.JobAlerts.dialog_title).toBe('Get new job offers by e-mail');
  });

  it('may be kept for good under this build’s version, and only briefly under another', async () => {
    const current = await ask(MESSAGES_VERSION, 'cs', 'newsletterForm');
    expect(current.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const other = await ask('a1b2c3d4e5f6', 'cs', 'newsletterForm');
    expect(other.status).toBe(200);
    expect(other.headers.get('Cache-Control')).toBe('public, max-age=60');
  });

  it('answer 404 for a language or a scope that does not exist', async () => {
    expect((await ask(MESSAGES_VERSION, 'de', 'shell')).status).toBe(404);
    expect((await ask(MESSAGES_VERSION, 'cs', 'toString')).status).toBe(404);
    expect((await ask(MESSAGES_VERSION, 'cs', 'Metadata')).status).toBe(404);
  });
});
