'use client';

import { type CSSProperties, useEffect, useState } from 'react';
import { useCountUp } from '@/lib/motion/use-count-up';
import { usePrefersReducedMotion } from '@/lib/motion/use-prefers-reduced-motion';

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

/** The shown curiosity (a step counts every change) and the one fading out, if any. */
interface Rotation {
  step: number;
  leaving: number | null;
}

/**
 * The animated curiosity ring (spec section 4, 'Curiosity rotation'): the first curiosity at
 * mount, the next every 4 s, wrapping after the last; each fades in over 2 s and out over 2 s
 * while the next fades in. The fades and the ring's fill are CSS animations (globals.css), so
 * the ring needs no animation library; under reduced motion the same rotation runs without
 * count-up, fades or ring animation.
 */
export function CuriosityRing({ curiosities, label }: { curiosities: Curiosity[]; label: string }) {
  const [rotation, setRotation] = useState<Rotation>({ step: 0, leaving: null });
  const reduceMotion = usePrefersReducedMotion();
  const count = curiosities.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(
      () => setRotation(({ step }) => ({ step: step + 1, leaving: reduceMotion ? null : step })),
      CURIOSITY_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [count, reduceMotion]);

  useEffect(() => {
    if (rotation.leaving === null) return;
    const timer = setTimeout(() => setRotation(({ step }) => ({ step, leaving: null })), FADE_OUT_MS);
    return () => clearTimeout(timer);
  }, [rotation.leaving]);

  if (count === 0) return null;
  const at = (step: number) => curiosities[step % count];
  return (
    <figure
      aria-label={label}
      data-testid="curiosity-ring"
      className="relative mx-auto aspect-square w-full max-w-72"
    >
      {rotation.leaving === null ? null : (
        <CuriositySlide
          key={rotation.leaving}
          curiosity={at(rotation.leaving)}
          leaving
          reduceMotion={reduceMotion}
        />
      )}
      <CuriositySlide
        key={rotation.step}
        curiosity={at(rotation.step)}
        leaving={false}
        reduceMotion={reduceMotion}
      />
    </figure>
  );
}

function CuriositySlide({
  curiosity,
  leaving,
  reduceMotion,
}: {
  curiosity: Curiosity;
  leaving: boolean;
  reduceMotion: boolean;
}) {
  const target = Number(curiosity.value) || 0;
  const shown = useCountUp(target, COUNT_UP_MS, !reduceMotion);
  const share = Math.min(Math.max(target, 0), 100) / 100;
  return (
    <div
      aria-hidden={leaving ? true : undefined}
      data-testid={leaving ? undefined : 'curiosity'}
      className={`absolute inset-0 ${
        leaving
          ? 'motion-safe:animate-[curiosity-fade-out_2s_ease-in-out_both]'
          : 'motion-safe:animate-[curiosity-fade-in_2s_ease-in-out_both]'
      }`}
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
            strokeDashoffset={1 - share}
            // Filled over 1.4 s after 0.1 s, emptied over 1.5 s after 2.5 s.
            className="motion-safe:animate-[curiosity-ring-fill_4s_ease-in-out_both]"
            style={{ '--curiosity-fill-offset': 1 - share } as CSSProperties}
          />
        ) : null}
      </svg>
      <div className="absolute inset-[12%] flex flex-col items-center justify-center text-center">
        {curiosity.topLabel ? (
          <p className="text-sm font-semibold uppercase tracking-wider opacity-80">{curiosity.topLabel}</p>
        ) : null}
        <p className="mt-1 flex items-baseline gap-1 font-display font-black leading-none">
          <span data-testid="curiosity-value" className="text-6xl tabular-nums sm:text-7xl">
            {Math.floor(shown)}
          </span>
          {curiosity.unit ? <span className="text-xl">{curiosity.unit}</span> : null}
        </p>
        {curiosity.bottomLabel ? <p className="mt-2 text-base font-medium">{curiosity.bottomLabel}</p> : null}
      </div>
    </div>
  );
}
