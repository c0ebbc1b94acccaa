import type { NextRequest } from 'next/server';
import { parseBody } from 'next-sanity/webhook';
import { CONTENT_TAG, expireContent } from '@/content/cache/content-tags';

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
 * SANITY_REVALIDATE_SECRET.
 */
export async function POST(request: NextRequest) {
  const secret = process.env.SANITY_REVALIDATE_SECRET;
  if (!secret)
    return failure(503, 'revalidation_disabled', 'SANITY_REVALIDATE_SECRET is not set on this server.');
  const { isValidSignature, body } = await parseBody<WebhookBody>(request, secret, true);
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
