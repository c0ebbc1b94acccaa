import { handleMemberLakeRequest } from '@/content/local-lake';

export const dynamic = 'force-dynamic';

/**
 * A company member's Studio's API when a Sanity project is configured: Sanity's API held to the
 * member's company (`handleMemberLakeRequest`); without a project it answers 404. Every method
 * reaches it, so what it does not forward is its 403 in the Content Lake's shape.
 */
async function handle(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return handleMemberLakeRequest(request, (await params).path);
}

export { handle as DELETE, handle as GET, handle as PATCH, handle as POST, handle as PUT };
