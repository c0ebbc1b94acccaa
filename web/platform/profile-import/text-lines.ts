/**
 * Turns a PDF's positioned text pieces into lines in reading order. A page laid out in two
 * columns (a sidebar beside the main text, as LinkedIn's export and many CV templates have) is
 * read column by column, so the sidebar's lines never interleave with an entry's.
 */
import { isSectionHeading } from './headings';

/** One piece of text as the PDF places it (PDF coordinates: y grows upwards). */
export interface TextPiece {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

export interface TextLine {
  text: string;
  /** Parts of the line set apart by a wide gap (a title left, its dates right-aligned). */
  cells: string[];
  page: number;
  /** The column of the page it stands in, 0 for the left one (or the only one). */
  column: number;
  /** The baseline, counted down from the top of its page. */
  top: number;
  x: number;
  fontSize: number;
}

/** The narrowest white strip between two columns, in points. */
const MIN_GUTTER = 8;
/** A gap wider than this many font sizes separates cells of one line. */
const CELL_GAP = 1.5;

const FOOTER =
  /^(?:(?:page|strana|stránka)\s+\d+\s+(?:of|z|ze|\/)\s+\d+|\d+\s*\/\s*\d+|[-–]?\s*\d+\s*[-–]?)$/i;

/** The pieces of one column gathered into lines, top to bottom. */
function linesOf(pieces: TextPiece[], page: number, pageTop: number, column = 0): TextLine[] {
  const sorted = [...pieces].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: TextPiece[][] = [];
  for (const piece of sorted) {
    const row = rows.at(-1);
    const tolerance = Math.max(piece.fontSize, row?.[0].fontSize ?? 0) * 0.4;
    if (row && Math.abs(row[0].y - piece.y) <= tolerance) row.push(piece);
    else rows.push([piece]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    const cells: string[] = [];
    let current = '';
    let end = Number.NEGATIVE_INFINITY;
    for (const piece of row) {
      const gap = piece.x - end;
      if (current && gap > CELL_GAP * piece.fontSize) {
        cells.push(current.trim());
        current = '';
      }
      const joint = current && gap > piece.fontSize * 0.1 && !/\s$/.test(current) && !/^\s/.test(piece.str);
      current += (joint ? ' ' : '') + piece.str;
      end = piece.x + piece.width;
    }
    cells.push(current.trim());
    const kept = cells.map((cell) => cell.replace(/\s+/g, ' ')).filter(Boolean);
    return {
      text: kept.join(' '),
      cells: kept,
      page,
      column,
      top: pageTop - row[0].y,
      x: row[0].x,
      fontSize: Math.max(...row.map((piece) => piece.fontSize)),
    };
  });
}

/** White vertical strips between pieces, widest first, away from the page's edges. */
function gutters(pieces: TextPiece[]): { start: number; end: number }[] {
  const spans = pieces.map((piece) => [piece.x, piece.x + piece.width] as const).sort((a, b) => a[0] - b[0]);
  const left = spans[0][0];
  const right = Math.max(...spans.map((span) => span[1]));
  const found: { start: number; end: number }[] = [];
  let reach = spans[0][1];
  for (const [start, end] of spans.slice(1)) {
    if (start - reach >= MIN_GUTTER) found.push({ start: reach, end: start });
    reach = Math.max(reach, end);
  }
  const width = right - left;
  return found
    .filter((gap) => gap.start > left + width * 0.15 && gap.end < right - width * 0.15)
    .sort((a, b) => b.end - b.start - (a.end - a.start));
}

/**
 * The page's pieces as one column, or as two when a white strip runs down the page and each side
 * holds a section heading of its own (a column of dates beside the entries stays one column).
 */
function columnsOf(pieces: TextPiece[], page: number, pageTop: number): TextLine[][] {
  for (const gap of gutters(pieces)) {
    const left = pieces.filter((piece) => piece.x + piece.width <= gap.start + 0.5);
    const right = pieces.filter((piece) => piece.x >= gap.end - 0.5);
    const sides = [linesOf(left, page, pageTop), linesOf(right, page, pageTop, 1)];
    if (sides.every((lines) => lines.some((line) => isSectionHeading(line.text)))) return sides;
  }
  return [linesOf(pieces, page, pageTop)];
}

/** Every page's lines in reading order, page numbers and running footers left out. */
export function readingOrder(pages: readonly TextPiece[][]): TextLine[] {
  const lines: TextLine[] = [];
  pages.forEach((raw, page) => {
    const pieces = raw.filter((piece) => piece.str.trim() !== '');
    if (pieces.length === 0) return;
    const pageTop = Math.max(...pieces.map((piece) => piece.y + piece.fontSize));
    for (const column of columnsOf(pieces, page, pageTop)) {
      for (const line of column) {
        if (!FOOTER.test(line.text)) lines.push(line);
      }
    }
  });
  return lines;
}
