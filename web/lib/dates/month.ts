/** 'YYYY-MM' from an ISO date, for a month input. */
export const monthOf = (isoDate: string | null): string => (isoDate ? isoDate.slice(0, 7) : '');

/** The first day of a month input's 'YYYY-MM'; anything else is passed on for the schema to refuse. */
export const firstDayOf = (month: string): string => (/^\d{4}-\d{2}$/.test(month) ? `${month}-01` : month);

/** 'September 2019' / 'září 2019'. */
export function formatMonth(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}
