import type { Locale } from '@tribe/routes';
import type { AbstractIntlMessages } from 'next-intl';
import { pageDataEndpoints } from '@/contracts/endpoints/page-data';
import type { MessageScope } from '@/i18n/client-messages';
import { MESSAGES_VERSION } from '@/i18n/messages-version';
import { fetchJson } from '@/lib/http/fetch-json';

const loaded = new Map<string, Promise<AbstractIntlMessages>>();

/**
 * A scope's messages in one language, fetched once per page life (and then from the browser's
 * cache: the address changes with the catalogues). A failed fetch is forgotten, so the next
 * attempt asks again.
 */
export function loadScopeMessages(scope: MessageScope, locale: Locale): Promise<AbstractIntlMessages> {
  const url = pageDataEndpoints.scopeMessages(MESSAGES_VERSION, locale, scope);
  const known = loaded.get(url);
  if (known) return known;
  // Public and the same for everyone: no cookies, so shared caches keep it too.
  const messages = fetchJson<AbstractIntlMessages>(url, { credentials: 'omit' });
  messages.catch(() => loaded.delete(url));
  loaded.set(url, messages);
  return messages;
}
