import { LakeError } from './http';

/** A string literal, a comment, or a `$parameter` of a GROQ query. */
const TOKEN = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\/\/[^\n]*|\$([A-Za-z_]\w*)/g;

/**
 * Refuses a query that reads a parameter it was not given, as the Content Lake does (400
 * `queryParseError` with the span of the parameter); groq-js would read it as null.
 */
export function checkQueryParams(query: string, params: Record<string, unknown>) {
  for (const token of query.matchAll(TOKEN)) {
    const name = token[1];
    if (name === undefined || Object.hasOwn(params, name)) continue;
    throw new LakeError(400, 'queryParseError', `param $${name} referenced, but not provided`, {
      query,
      start: token.index,
      end: token.index + token[0].length,
    });
  }
}
