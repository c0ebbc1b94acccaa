import { draftMode } from 'next/headers';

/** Leaves preview: back to published content. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  return new Response(null, { status: 307, headers: { Location: new URL('/', request.url).pathname } });
}
