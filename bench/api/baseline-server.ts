import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

const SESSION_COOKIE = 'tribe.session_token';

function sessionToken(req: IncomingMessage, secret: string): string | null {
  const raw = req.headers.cookie
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (!raw) return null;
  const value = decodeURIComponent(raw);
  const dot = value.lastIndexOf('.');
  const token = value.slice(0, dot);
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/**
 * The least a hand-written server would do for the same calls: check the signed cookie, read the
 * session with its user in one query, check the Origin and the id, insert or delete the follow.
 */
export async function startBaselineServer(options: {
  databaseUrl: string;
  secret: string;
  siteOrigin: string;
  jobOfferIds: Set<string>;
}) {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
  const currentUser = async (req: IncomingMessage) => {
    const token = sessionToken(req, options.secret);
    if (!token) return null;
    const { rows } = await pool.query(
      'select u.id, u.name, u.surname, u.email, u.image from session s join "user" u on u.id = s.user_id where s.token = $1 and s.expires_at > now()',
      [token],
    );
    return rows[0] ?? null;
  };
  const server = createServer(async (req, res) => {
    try {
      const user = await currentUser(req);
      if (req.method === 'GET' && req.url === '/api/me') return json(res, 200, { user });
      if (!user)
        return json(res, 401, { error: { code: 'unauthenticated', message: 'Please sign in first.' } });
      if (req.headers.origin !== options.siteOrigin)
        return json(res, 403, { error: { code: 'foreign_origin', message: 'Foreign origin' } });
      const { jobOfferID } = (await readBody(req)) as { jobOfferID: string };
      if (!options.jobOfferIds.has(jobOfferID))
        return json(res, 404, { error: { code: 'job_offer_not_found', message: 'Not found' } });
      if (req.url === '/api/user/follow-job-offer') {
        await pool.query(
          `insert into follow (user_id, target_type, target_id) values ($1, 'jobOffer', $2) on conflict do nothing`,
          [user.id, jobOfferID],
        );
        return json(res, 200, { jobOfferID, following: true });
      }
      if (req.url === '/api/user/unfollow-job-offer') {
        await pool.query(
          `delete from follow where user_id = $1 and target_type = 'jobOffer' and target_id = $2`,
          [user.id, jobOfferID],
        );
        return json(res, 200, { jobOfferID, following: false });
      }
      json(res, 404, { error: { code: 'not_found', message: 'Not found' } });
    } catch (error) {
      console.error(error);
      json(res, 500, { error: { code: 'internal_error', message: 'Failed' } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
