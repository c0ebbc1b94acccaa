import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { StandaloneStatus } from '@/components/error/standalone-status';
import { pickMessages } from '@/i18n/client-messages';
import messages from '@/messages/cs.json';

vi.mock('next/navigation', () => ({ usePathname: () => '/neexistuje.html', useParams: () => ({}) }));
vi.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push: () => {} }) }));

const render = (statusCode: 401 | 403 | 404) =>
  renderToStaticMarkup(
    createElement(StandaloneStatus, {
      statusCode,
      locale: 'cs',
      messages: pickMessages(messages, ['Error']),
      timeZone: 'Europe/Prague',
    }),
  );

describe('the status pages outside any locale', () => {
  it('say what happened in Czech, by status, with the way home', () => {
    expect(render(404)).toContain('Chyba 404 – Stránka nenalezena');
    expect(render(404)).toContain('Stránka nenalezena: /neexistuje.html');
    expect(render(401)).toContain('Chyba 401 – Chybí přihlášení');
    expect(render(403)).toContain('Neočekávaná chyba');
    for (const status of [401, 403, 404] as const) {
      expect(render(status)).toContain('Zpět na úvodní stránku');
      expect(render(status)).toContain(`data-status="${status}"`);
    }
  });
});
