const LAKE_ERROR = Symbol.for('@tribe/local-lake/LakeError');

/** One refused mutation of a transaction, as the Content Lake lists it: its index and its error. */
export interface LakeErrorItem {
  index: number;
  error: { type: string; description: string; [field: string]: unknown };
}

/** What the Content Lake adds to an error of some types: a transaction's refusals, a query's span. */
export interface LakeErrorDetails {
  items?: LakeErrorItem[];
  [field: string]: unknown;
}

/** A request the lake refuses, answered in the Content Lake's error shape. */
export class LakeError extends Error {
  readonly [LAKE_ERROR] = true;

  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly details: LakeErrorDetails = {},
  ) {
    super(message);
    this.name = 'LakeError';
  }
}

/** By its brand, not `instanceof`: a bundled server may hold two copies of this module. */
export const isLakeError = (error: unknown): error is LakeError =>
  typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[LAKE_ERROR] === true;

export const lakeJson = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export const lakeErrorResponse = (error: LakeError) =>
  lakeJson(
    {
      error: { type: error.type, description: error.message, ...error.details },
      message: error.message,
    },
    error.status,
  );

/** The JSON body of a POST, or a 400 naming what is wrong with it. */
export async function readJsonBody<T>(request: Request): Promise<T> {
  const text = await request.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new LakeError(400, 'invalidJsonError', 'The request body is not valid JSON.');
  }
}

/** Query parameters `$name=<json>` as GROQ parameters. */
export function groqParams(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      throw new LakeError(400, 'queryParseError', `Parameter ${key} is not valid JSON.`);
    }
  }
  return params;
}

/** A flag of a write endpoint (`dryRun`, …), given as a query parameter or in the JSON body. */
export const requestFlag = (request: Request, body: Record<string, unknown>, name: string) =>
  new URL(request.url).searchParams.get(name) === 'true' || body[name] === true;

export const bearerToken = (authorization: string | null) => authorization?.replace(/^Bearer\s+/i, '') ?? '';

const API_VERSION = /^v(\d{4}-\d{2}-\d{2}|\d+|X)$/;

/** A request's path `v{version}/...` as its API version (`1` when unversioned) and the segments after it. */
export function apiVersionOf(path: string[]): { apiVersion: string; segments: string[] } {
  const [first = ''] = path;
  return API_VERSION.test(first)
    ? { apiVersion: first.slice(1), segments: path.slice(1) }
    : { apiVersion: '1', segments: path };
}
