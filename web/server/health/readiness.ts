import 'server-only';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/errors';
import { log } from '../log/logger';

/** Each check may take this long before it counts as failed, so the probe itself answers quickly. */
const CHECK_TIMEOUT_MS = 2_500;

export type ReadinessChecks = Record<string, () => Promise<void>>;

export interface Readiness {
  ready: boolean;
  /** `ok` or `failed` per check; what failed is logged, not published. */
  checks: Record<string, string>;
}

function withTimeout(check: () => Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

/** Runs the checks side by side; ready only when every one passed. */
export async function readiness(checks: ReadinessChecks): Promise<Readiness> {
  const names = Object.keys(checks);
  const outcomes = await Promise.allSettled(names.map((name) => withTimeout(checks[name])));
  const results = Object.fromEntries(
    names.map((name, index) => {
      const outcome = outcomes[index];
      if (outcome.status === 'fulfilled') return [name, 'ok'];
      const reason = outcome.reason;
      log.error({ err: reason }, `Readiness check ${name} failed`);
      return [name, 'failed'];
    }),
  );
  return { ready: Object.values(results).every((result) => result === 'ok'), checks: results };
}

/** The probe's answer: 200 when ready, else 503 with Retry-After; never cached. */
export function readinessResponse({ ready, checks }: Readiness): Response {
  return Response.json(
    { status: ready ? 'ready' : 'unavailable', checks },
    {
      status: ready ? 200 : 503,
      headers: {
        'Cache-Control': 'no-store',
        ...(ready ? {} : { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) }),
      },
    },
  );
}
