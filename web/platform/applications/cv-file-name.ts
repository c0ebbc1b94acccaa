/**
 * Characters that change how a name is shown rather than what it says: the bidirectional
 * controls (U+202E RIGHT-TO-LEFT OVERRIDE turns `cv‮fdp.exe` into what reads as `cvexe.pdf`), the
 * directional marks, and the line and paragraph separators.
 */
const INVISIBLE_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

/**
 * A file name fit to store, show and offer back in Content-Disposition: no path, no control or
 * bidirectional formatting characters, no quotes, bounded; `cv` when nothing is left.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).at(-1) ?? '';
  const cleaned = base
    .replace(/\p{Cc}|"/gu, '')
    .replace(INVISIBLE_CONTROL, '')
    .trim()
    .slice(0, 150);
  return cleaned || 'cv';
}
