/** A request the lake refuses, answered in the Content Lake's error shape. */
export class LakeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'LakeError';
  }
}

export const lakeJson = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export const lakeErrorResponse = (error: LakeError) =>
  lakeJson({ error: { type: error.type, description: error.message }, message: error.message }, error.status);

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
