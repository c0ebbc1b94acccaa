import 'server-only';
import { ApiError } from '@/contracts/api-error';

/** Files read at once on this server: each may take a core for its CPU budget. */
export const MAX_PARSES = 2;

const RETRY_AFTER_SECONDS = 5;

/** The users whose file is being read now. */
const reading = new Set<string>();

/**
 * Runs `parse` (the reading of one user's uploaded file) when the user has no other file being
 * read (429 otherwise) and fewer than MAX_PARSES files are being read in all (503 otherwise).
 */
export async function withParseSlot<Result>(userId: string, parse: () => Promise<Result>): Promise<Result> {
  if (reading.has(userId)) {
    throw new ApiError(
      429,
      'parse_in_progress',
      'Your previous file is still being read; send this one once it is done.',
      'cv',
      { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    );
  }
  if (reading.size >= MAX_PARSES) {
    throw new ApiError(
      503,
      'parsers_busy',
      'Other files are being read right now; please send yours again in a few seconds.',
      'cv',
      { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    );
  }
  reading.add(userId);
  try {
    return await parse();
  } finally {
    reading.delete(userId);
  }
}
