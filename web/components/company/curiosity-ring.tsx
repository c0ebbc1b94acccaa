'use client';

import { AnimatePresence, LazyMotion, m, useIsPresent, useReducedMotion } from 'framer-motion';
import { useEffect, useState } from 'react';
import { useCountUp } from '@/lib/motion/use-count-up';

// The animation features load after the page: the ring shows its first value before they arrive.
const loadMotionFeatures = () => import('@/lib/motion/motion-features').then((module) => module.default);

export interface Curiosity {
  isPercentage: boolean | null;
  value: number | string;
  topLabel: string | null;
  unit: string | null;
  bottomLabel: string | null;
}

export const CURIOSITY_INTERVAL_MS = 4000;

/**
 * The animated curiosity ring (spec section 4, 'Curiosity rotation'): the first curiosity at
 * mount, the next every 4 s, wrapping after the last. Under reduced motion the same rotation
 * runs without count-up, fades or ring animation.
 */
export function CuriosityRing({ curiosities, label }: { curiosities: Curiosity[]; label: string }) {
  const [index, setIndex] = useState(0);
  const reduceMotion = Boolean(useReducedMotion());
  const count = curiosities.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), CURIOSITY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count]);

  if (count === 0) return null;
  const curiosity = curiosities[index % count];
  return (
    <figure
      aria-label={label}
      data-testid="curiosity-ring"
      className="relative mx-auto aspect-square w-full max-w-72"
    >
      <LazyMotion features={loadMotionFeatures} strict>
        <AnimatePresence initial={!reduceMotion}>
          <CuriositySlide key={index} curiosity={curiosity} reduceMotion={reduceMotion} />
        </AnimatePresence>
      </LazyMotion>
    </figure>
  );
}

const fade = { enter: 2, exit: 2 };
const COUNT_UP_MS = 500;

function CuriositySlide({ curiosity, reduceMotion }: { curiosity: Curiosity; reduceMotion: boolean }) {
  const present = useIsPresent();
  const target = Number(curiosity.value) || 0;
  const shown = useCountUp(target, COUNT_UP_MS, !reduceMotion);

  const share = Math.min(Math.max(target, 0), 100) / 100;
  return (
    <m.div
      aria-hidden={present ? undefined : true}
      data-testid={present ? 'curiosity' : undefined}
      className="absolute inset-0"
      initial={{ opacity: 0 }}
      animate={{ opacity: 1, transition: { duration: reduceMotion ? 0 : fade.enter } }}
      exit={{ opacity: 0, transition: { duration: reduceMotion ? 0 : fade.exit } }}
    >
      <svg
        viewBox="0 0 100 100"
        className="absolute inset-0 h-full w-full -rotate-90 overflow-visible"
        aria-hidden="true"
      >
        <circle cx="50" cy="50" r="50" fill="none" stroke="var(--primary-light)" strokeWidth="4" />
        {curiosity.isPercentage ? (
          <m.circle
            data-testid="curiosity-ring-fill"
            cx="50"
            cy="50"
            r="50"
            fill="none"
            stroke="var(--primary)"
            strokeWidth="4"
            strokeLinecap="round"
            initial={{ pathLength: reduceMotion ? share : 0 }}
            animate={
              reduceMotion
                ? { pathLength: share }
                : {
                    pathLength: [0, 0, share, share, 0],
                    transition: { duration: 4, times: [0, 0.1 / 4, 1.5 / 4, 2.5 / 4, 1], ease: 'easeInOut' },
                  }
            }
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
    </m.div>
  );
}
