import 'server-only';
import { notFound } from 'next/navigation';
import { type ParamShapes, type ParamsOf, paramsMatch } from './route-params';

/** A page's segments checked against their shapes before it reads anything: one that does not fit is its not-found page. */
export async function pageParams<Shapes extends ParamShapes>(
  shapes: Shapes,
  params: Promise<Record<string, unknown>>,
): Promise<ParamsOf<Shapes>> {
  const given = await params;
  if (!paramsMatch(shapes, given)) notFound();
  return given;
}
