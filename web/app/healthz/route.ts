export const dynamic = 'force-dynamic';

/** Liveness: the process answers. Checks nothing else, so a database outage never restarts it. */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
