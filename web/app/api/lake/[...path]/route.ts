import { handleLakeRequest } from '@/content/local-lake';

export const dynamic = 'force-dynamic';

async function handle(request: Request, { params }: RouteContext<'/api/lake/[...path]'>) {
  return handleLakeRequest(request, (await params).path);
}

export { handle as DELETE, handle as GET, handle as OPTIONS, handle as PATCH, handle as POST, handle as PUT };
