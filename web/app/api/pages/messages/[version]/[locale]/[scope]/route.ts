import { locales } from '@tribe/routes';
import { z } from 'zod';
import { clientMessagesFor, isMessageScope, type MessageScope } from '@/i18n/client-messages';
import { messagesFor } from '@/i18n/messages';
import { MESSAGES_VERSION } from '@/i18n/messages-version';
import { toErrorResponse } from '@/server/http/errors';
import { readParams } from '@/server/http/route-params';

export const dynamic = 'force-dynamic';

const params = {
  version: z.string().regex(/^[\w-]{1,64}$/),
  locale: z.enum(locales),
  scope: z.custom<MessageScope>((value) => typeof value === 'string' && isMessageScope(value)),
};

/** An answer under the build's own version never changes: a new catalogue is a new address. */
const FOR_GOOD = 'public, max-age=31536000, immutable';
/** An address from another build (a page loaded before a deploy) gets today's messages, briefly. */
const BRIEFLY = 'public, max-age=60';

/**
 * The messages of one scope in one language, which a part of a page loaded on demand fetches
 * beside its code (`lazyWithMessages`), so no page carries them for parts nobody opened.
 */
export async function GET(_request: Request, context: { params: Promise<Record<string, string>> }) {
  try {
    const { version, locale, scope } = await readParams(params, context.params);
    return Response.json(clientMessagesFor(messagesFor(locale), scope), {
      headers: { 'Cache-Control': version === MESSAGES_VERSION ? FOR_GOOD : BRIEFLY },
    });
  } catch (error) {
    return toErrorResponse(error);
  }
}
