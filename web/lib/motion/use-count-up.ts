'use client';

import { useEffect, useState } from 'react';

const easeOut = (progress: number) => 1 - (1 - progress) ** 2;

/**
 * A number counting up from 0 to `target` over `durationMs` (eased out), on animation frames;
 * without `animate` it is the target at once.
 */
export function useCountUp(target: number, durationMs: number, animate: boolean): number {
  const [shown, setShown] = useState(animate ? 0 : target);
  useEffect(() => {
    if (!animate) return setShown(target);
    let frame = 0;
    const start = performance.now();
    // performance.now(), not the frame's timestamp: a faked clock may give frames another time base.
    const step = () => {
      const progress = Math.min((performance.now() - start) / durationMs, 1);
      setShown(target * easeOut(progress));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, animate]);
  return shown;
}
