/** Excel reads a CSV file as UTF-8 (Czech letters intact) only when it starts with this mark. */
const BYTE_ORDER_MARK = '\uFEFF';
/** A spreadsheet runs a cell starting with these as a formula: such text is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV file (RFC 4180: comma-separated, CRLF line ends, fields with commas, quotes or line
 * breaks quoted, quotes doubled) with a header row, starting with the UTF-8 byte order mark.
 */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  return BYTE_ORDER_MARK + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** The file as a link's address, so a download needs no request. */
export const csvHref = (csv: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
