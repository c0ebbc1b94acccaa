'use client';

import { useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { useCountUp } from '@/lib/motion/use-count-up';

export interface Curiosity {
  isPercentage: boolean | null;
  value: number | string;
  topLabel: string | null;
  unit: string | null;
  bottomLabel: string | null;
}

export const CURIOSITY_INTERVAL_MS = 4000;
const FADE_OUT_MS = 2000;
const COUNT_UP_MS = 500;

/** The curiosity shown, and the one before it while it fades out. */
interface Rotation {
  shown: number;
  leaving: number | null;
}

/**
 * The animated curiosity ring (spec section 4, 'Curiosity rotation'): the first curiosity at
 * mount, the next every 4 s, wrapping after the last. Each fades in over 2 s while the one
 * before fades out over 2 s; the fades and the ring's fill are CSS animations (globals.css).
 * Under reduced motion the same rotation runs without count-up, fades or ring animation.
 */
export function CuriosityRing({ curiosities, label }: { curiosities: Curiosity[]; label: string }) {
  const [rotation, setRotation] = useState<Rotation>({ shown: 0, leaving: null });
  const reduceMotion = usePrefersReducedMotion();
  const count = curiosities.length;
  const endLeaving = useCallback(() => setRotation((current) => ({ ...current, leaving: null })), []);

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(
      () => setRotation(({ shown }) => ({ shown: (shown + 1) % count, leaving: shown })),
      CURIOSITY_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [count]);

  if (count === 0) return null;
  const leaving = reduceMotion ? null : rotation.leaving;
  // Keyed by position, the shown slide stays the same element when it starts to leave.
  const slides = leaving === null ? [rotation.shown] : [leaving, rotation.shown];
  return (
    <figure
      aria-label={label}
      data-testid="curiosity-ring"
      className="relative mx-auto aspect-square w-full max-w-72"
    >
      {slides.map((position) => (
        <CuriositySlide
          key={position}
          curiosity={curiosities[position % count]}
          leaving={position === leaving}
          reduceMotion={reduceMotion}
          onLeft={endLeaving}
        />
      ))}
    </figure>
  );
}

function CuriositySlide({
  curiosity,
  leaving,
  reduceMotion,
  onLeft,
}: {
  curiosity: Curiosity;
  leaving: boolean;
  reduceMotion: boolean;
  onLeft: () => void;
}) {
  const target = Number(curiosity.value) || 0;
  const shown = useCountUp(target, COUNT_UP_MS, !reduceMotion);

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(onLeft, FADE_OUT_MS);
    return () => clearTimeout(timer);
  }, [leaving, onLeft]);

  const share = Math.min(Math.max(target, 0), 100) / 100;
  return (
    <div
      aria-hidden={leaving ? true : undefined}
      data-testid={leaving ? undefined : 'curiosity'}
      className={`absolute inset-0 ${leaving ? 'motion-safe:animate-curiosity-out' : 'motion-safe:animate-curiosity-in'}`}
    >
      <svg
        viewBox="0 0 100 100"
        className="absolute inset-0 h-full w-full -rotate-90 overflow-visible"
        aria-hidden="true"
      >
        <circle cx="50" cy="50" r="50" fill="none" stroke="var(--primary-light)" strokeWidth="4" />
        {curiosity.isPercentage ? (
          <circle
            data-testid="curiosity-ring-fill"
            cx="50"
            cy="50"
            r="50"
            fill="none"
            stroke="var(--primary)"
            strokeWidth="4"
            strokeLinecap="round"
            pathLength={1}
            strokeDasharray="1"
            // The filled share: what shows without motion, and what the fill animation runs to.
            style={{ '--share': share, strokeDashoffset: 1 - share } as React.CSSProperties}
            className="motion-safe:animate-curiosity-fill"
          />
        ) : null}
      </svg>
      <div className="absolute inset-[12%] flex flex-col items-center justify-center text-center">
        {curiosity.topLabel ? (
          <p className="text-sm font-semibold uppercase tracking-wider opacity-80">{curiosity.topLabel}</p>
        ) : null}
        <p className="mt-1 flex items-baseline gap-1 font-display font-black leading-none">
          <span data-testid="curiosity-value" className="text-6xl tabular-nums sm:text-7xl">
            {shown}
          </span>
          {curiosity.unit ? <span className="text-xl">{curiosity.unit}</span> : null}
        </p>
        {curiosity.bottomLabel ? <p className="mt-2 text-base font-medium">{curiosity.bottomLabel}</p> : null}
      </div>
    </div>
  );
}
