/**
 * The profile fields a company document must have before it is published (the schema's required
 * ones), named as the Studio's form names them. A company that signed itself up starts with its
 * name and address only; an editor fills in the rest before approving it.
 */
export function companyProfileGaps(company: Record<string, unknown> | null | undefined): string[] {
  const slug = company?.slug as { current?: unknown } | undefined;
  const description = company?.description as Record<string, unknown> | undefined;
  const employees = company?.employeesCount;
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return [
    ['Name', filled(company?.name)],
    ['Slug', filled(slug?.current)],
    ['Employees', typeof employees === 'number' && Number.isInteger(employees) && employees >= 1],
    ['Description', filled(description?.cs) || filled(description?.en)],
  ].flatMap(([title, present]) => (present ? [] : [title as string]));
}
