/** A satisfiable byte range of a file, both ends inclusive (RFC 9110, section 14.1.2). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range a `Range: bytes=…` header asks for, 'unsatisfiable' when it lies past the file's
 * end, or null when the whole file is the answer: no header, another unit, several ranges, or a
 * header that does not parse (the RFC lets a server ignore those).
 */
export function requestedRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return null;
  return { start, end };
}
