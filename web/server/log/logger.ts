import 'server-only';
import pino from 'pino';
import { currentRequestId } from './request-context';

/**
 * Fields that may hold personal data are never written, wherever they appear in a logged object;
 * messages are written by our own code and never include them.
 */
const PERSONAL_FIELDS = ['email', 'name', 'surname', 'phone', 'cookie', 'authorization', 'token', 'password'];
const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g;

/**
 * Errors as pino writes them, with e-mail addresses (which mail servers put in their messages)
 * masked. An error's own `name` (an error class that sets it) would be censored as a personal
 * field: it is written as `errorName`, or left out when `type` already says it.
 */
function serializeError(error: unknown) {
  const { name, ...serialized } = pino.stdSerializers.err(error as Error);
  const mask = (text: unknown) => (typeof text === 'string' ? text.replace(EMAIL_ADDRESS, '[e-mail]') : text);
  return {
    ...serialized,
    ...(name !== undefined && name !== serialized.type ? { errorName: name } : {}),
    message: mask(serialized.message),
    stack: mask(serialized.stack),
  };
}

/**
 * A log writing one JSON object per line (to stdout unless given a destination), with the
 * request id when the line is written while a request is handled.
 */
export function createLogger(destination?: pino.DestinationStream) {
  return pino(
    {
      level: process.env.LOG_LEVEL || 'info',
      base: { service: 'tribe' },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeError },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      redact: {
        paths: PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
        censor: '[personal]',
      },
    },
    destination,
  );
}

/** The server's log. `LOG_LEVEL` (default info) sets what is written. */
export const log = createLogger();
