'use client';

import { useEffect, useState } from 'react';

const easeOut = (progress: number) => 1 - (1 - progress) ** 2;

/**
 * A whole number counting up from 0 to `target` (floored) over `durationMs` (eased out), on
 * animation frames; without `animate` it is the target at once. Only a new whole number renders:
 * a small target changes a few times, not on every frame. It starts as the target, so the server's
 * HTML (what a search engine, or a browser before the page's scripts run, shows) holds the real
 * value; the count-up starts from 0 at the first frame after mounting.
 */
export function useCountUp(target: number, durationMs: number, animate: boolean): number {
  const [shown, setShown] = useState(Math.floor(target));
  useEffect(() => {
    if (!animate) return setShown(Math.floor(target));
    let frame = 0;
    const start = performance.now();
    // performance.now(), not the frame's timestamp: a faked clock may give frames another time base.
    const step = () => {
      const progress = Math.min((performance.now() - start) / durationMs, 1);
      setShown(Math.floor(target * easeOut(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, animate]);
  return shown;
}
