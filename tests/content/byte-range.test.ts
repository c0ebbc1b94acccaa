import { describe, expect, it } from 'vitest';
import { requestedRange } from '@/content/images/byte-range';

describe('requestedRange', () => {
  it('reads a closed, an open and a suffix range', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('clips the end to the file and a suffix longer than the file to its start', () => {
    expect(requestedRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(requestedRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('calls a range past the end, or an empty suffix, unsatisfiable', () => {
    expect(requestedRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('answers with the whole file for no header, other units, several ranges or nonsense', () => {
    expect(requestedRange(null, 1000)).toBeNull();
    expect(requestedRange('items=0-1', 1000)).toBeNull();
    expect(requestedRange('bytes=0-1,5-9', 1000)).toBeNull();
    expect(requestedRange('bytes=-', 1000)).toBeNull();
    expect(requestedRange('bytes=50-10', 1000)).toBeNull();
  });
});
