import 'server-only';

/** Socket errors that mean the database server cannot be reached right now. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL states that pass once the server is back: class 08 (connection exceptions),
 * shutting down or starting up (57P01-57P03), too many connections (53300).
 */
const SERVER_STATES = /^(08\w{3}|57P0[123]|53300)$/;

/** What node-postgres and its pool throw when the connection fails or times out. */
const DRIVER_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /Client was closed/i,
];

function ownUnavailable(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_STATES.test(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when an error (or any error it wraps: Drizzle and better-auth keep the driver's error as
 * `cause`, a refused dual-stack connect is an AggregateError) says the database is unreachable,
 * as opposed to a query that is wrong.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  if (ownUnavailable(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
