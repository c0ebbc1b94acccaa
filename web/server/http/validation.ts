import 'server-only';
import type { z } from 'zod';
import { ApiError, fieldError } from '@/contracts/api-error';
import { classifyIssue } from '@/contracts/validation-issue';
import { readLimitedText } from './limited-body';

/** The API's answer to the first problem of a request: a 400 naming the field, in English. */
function describeIssue(issue: z.core.$ZodIssue): ApiError {
  const problem = classifyIssue(issue);
  if (problem.kind === 'unknown_field') {
    return fieldError(problem.key, 'unknown_field', `Unknown field: ${problem.key}`);
  }
  const field = issue.path.join('.');
  if (!field) {
    const message = issue.code === 'custom' ? issue.message : 'The request body must be a JSON object.';
    return new ApiError(400, 'invalid_body', message);
  }
  switch (problem.kind) {
    case 'required':
      return fieldError(field, 'required', `${field} is a required field`);
    case 'wrong_type':
      return fieldError(field, 'invalid_type', `${field} must be a ${problem.expected}`);
    case 'too_long':
      return fieldError(field, 'too_long', `${field}: Maximum character length exceeded: ${problem.maximum}`);
    default:
      return fieldError(field, 'invalid', issue.message);
  }
}

/** Parses input with a schema; the first problem becomes a 400 naming its field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input, {
    reportInput: true,
    error: (issue) => (issue.path?.length ? `${issue.path.join('.')} is not valid.` : undefined),
  });
  if (!result.success) throw describeIssue(result.error.issues[0]);
  return result.data;
}

const MAX_BODY_BYTES = 64 * 1024;

/** The path of the first text holding a NUL character, which PostgreSQL cannot store. */
function nulCharacterPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Refuses input holding a NUL character anywhere (400 `invalid_characters` naming the field). */
export function rejectNulCharacters(input: unknown): void {
  const nul = nulCharacterPath(input);
  if (!nul) return;
  const field = nul.join('.') || undefined;
  throw new ApiError(
    400,
    'invalid_characters',
    `${field ?? 'The body'} must not contain NUL characters.`,
    field,
  );
}

/** Deeper JSON than any endpoint documents; refused before any code walks the value. */
export const MAX_JSON_DEPTH = 64;

/** Whether JSON text nests arrays and objects deeper than the limit (read without recursion). */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      if (++depth > limit) return true;
    } else if (char === '}' || char === ']') depth--;
  }
  return false;
}

/** `application/json` with no charset or `charset=utf-8` (any case, quoted or not): JSON is UTF-8 only. */
function isUtf8Json(contentType: string | null): boolean {
  const [essence, ...parameters] = (contentType ?? '').split(';');
  if (essence.trim().toLowerCase() !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name, value = ''] = parameter.split('=');
    if (name.trim().toLowerCase() !== 'charset') return true;
    return (
      value
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase() === 'utf-8'
    );
  });
}

/**
 * Reads a JSON request body and parses it with a schema: `Content-Type: application/json` in
 * UTF-8 (415 otherwise), at most 64 KiB (413), valid JSON nested at most 64 levels (400).
 */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  if (!isUtf8Json(request.headers.get('content-type'))) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      'Send the request body as application/json in UTF-8 (no charset, or charset=utf-8).',
    );
  }
  const text = await readLimitedText(request, MAX_BODY_BYTES, bodyTooLarge);
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new ApiError(400, 'too_deep', `The request body must not nest more than ${MAX_JSON_DEPTH} levels.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body must be valid JSON.');
  }
  rejectNulCharacters(json);
  return parseInput(schema, json);
}

const bodyTooLarge = () =>
  new ApiError(413, 'body_too_large', `The request body must be at most ${MAX_BODY_BYTES / 1024} KiB.`);
