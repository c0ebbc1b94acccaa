import 'server-only';
import { z } from 'zod';
import { ApiError } from '@/contracts/api-error';

/** A database row's id: every platform table keys its rows by a UUID. */
export const rowId = z.uuid();

/** A published content document's id as the content store makes them (`job-1`, a UUID), never a draft's. */
export const documentId = z.string().regex(/^[A-Za-z0-9_][A-Za-z0-9_-]{0,127}$/);

/** What each dynamic segment of a route must look like, by its name. */
export type ParamShapes = Record<string, z.ZodType<string>>;

export type ParamsOf<Shapes extends ParamShapes> = { [Name in keyof Shapes]: z.output<Shapes[Name]> };

/** Whether every segment has its declared shape: a value that cannot name a row names nothing. */
export function paramsMatch<Shapes extends ParamShapes>(
  shapes: Shapes,
  params: Record<string, unknown>,
): params is ParamsOf<Shapes> {
  return Object.entries(shapes).every(([name, shape]) => shape.safeParse(params[name]).success);
}

/**
 * The route's segments checked against their shapes before any handler code runs: one that does
 * not fit is the 404 of a row that does not exist.
 */
export async function readParams<Shapes extends ParamShapes>(
  shapes: Shapes,
  params: Promise<Record<string, unknown>> | undefined,
): Promise<ParamsOf<Shapes>> {
  const given = (await params) ?? {};
  if (!paramsMatch(shapes, given)) throw new ApiError(404, 'not_found', 'There is nothing at this address.');
  return given;
}
