/** A `YYYY-MM-DD` day as a short date in the page's language (27. 11. / 11/27). */
export const shortDay = (day: string, locale: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  });
