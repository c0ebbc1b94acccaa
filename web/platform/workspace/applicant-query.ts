import { type ApplicantQuery, applicantQuerySchema } from '@/contracts/workspace';

/**
 * The list's query from a page's search parameters: each one that fits is kept, one that does not
 * (an edited or outdated link) is left out, so the page still shows a list.
 */
export function applicantQueryFrom(
  searchParams: Record<string, string | string[] | undefined>,
): ApplicantQuery {
  const query: Record<string, unknown> = {};
  for (const [name, shape] of Object.entries(applicantQuerySchema.shape)) {
    const raw = [searchParams[name]].flat()[0];
    if (raw === undefined || raw.trim() === '') continue;
    const parsed = shape.safeParse(raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') query[name] = parsed.data;
  }
  return query as ApplicantQuery;
}
