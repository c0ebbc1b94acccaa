import type { NextRequest } from 'next/server';
import { parseBody } from 'next-sanity/webhook';
import { CONTENT_TAG, expireContent } from '@/content/cache/content-tags';
import { withLimitedBody } from '@/server/http/limited-body';

/** A changed document as the webhook sends it; a long article is a few hundred KB. */
const WEBHOOK_BODY_BYTES = 1024 * 1024;

class WebhookTooLarge extends Error {}

interface WebhookBody {
  _id?: string;
  _type?: string;
}

function failure(status: number, code: string, message: string) {
  return Response.json({ error: { code, message } }, { status });
}

/**
 * The Sanity webhook (online): a published change expires every cached page built from content.
 * One tag for all content: a company's change shows on its profile, its offers, the lists and the
 * home page alike, and a rebuild per path and locale is cheap. The request is signed with
 * SANITY_REVALIDATE_SECRET; a body past 1 MiB is a 413 as soon as it passes the limit.
 */
export async function POST(request: NextRequest) {
  const secret = process.env.SANITY_REVALIDATE_SECRET;
  if (!secret)
    return failure(503, 'revalidation_disabled', 'SANITY_REVALIDATE_SECRET is not set on this server.');
  let limited: Request;
  try {
    limited = await withLimitedBody(request, WEBHOOK_BODY_BYTES, () => new WebhookTooLarge());
  } catch (error) {
    if (!(error instanceof WebhookTooLarge)) throw error;
    return failure(
      413,
      'body_too_large',
      `The webhook body must be at most ${WEBHOOK_BODY_BYTES / 1024} KiB.`,
    );
  }
  const { isValidSignature, body } = await parseBody<WebhookBody>(limited as NextRequest, secret, true);
  if (!isValidSignature)
    return failure(401, 'invalid_signature', 'The webhook signature is missing or wrong.');
  if (!body?._type)
    return failure(400, 'invalid_body', 'The webhook body must be the changed document with its _type.');
  expireContent();
  return Response.json({
    revalidated: [CONTENT_TAG],
    document: { _id: body._id ?? null, _type: body._type },
  });
}
