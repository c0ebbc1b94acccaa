import 'server-only';
import { answerUnavailable } from '@/server/http/errors';
import { localeFrom } from '@/server/i18n/request-locale';
import { linkQuestionPage, linkResultPage } from './link-pages';
import type { LinkPurpose } from './link-tokens';
import { confirmSubscription, inspectLink, unsubscribe } from './subscriptions';

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';

const actions = { confirm: confirmSubscription, unsubscribe } satisfies Record<LinkPurpose, unknown>;

/** GET of an e-mailed link (`?token=`): the page that asks, with a button. */
export function showLink(purpose: LinkPurpose) {
  return answerUnavailable(async (request: Request) =>
    linkQuestionPage(
      await inspectLink(tokenOf(request), purpose),
      purpose,
      tokenOf(request),
      localeFrom(request),
    ),
  );
}

/**
 * POST of an e-mailed link: does it and shows the result. The token is the only credential, so
 * no Origin is needed: mail providers send the RFC 8058 one-click unsubscribe from their servers.
 */
export function followLink(purpose: LinkPurpose) {
  return answerUnavailable(async (request: Request) =>
    linkResultPage(await actions[purpose](tokenOf(request)), purpose, localeFrom(request)),
  );
}
