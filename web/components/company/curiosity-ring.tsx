'use client';

import { useEffect, useRef, useState } from 'react';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { useOnScreen } from '@/hooks/use-on-screen';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { useLocaleParam } from '@/i18n/use-locale-param';
import { useCountUp } from '@/lib/motion/use-count-up';
import { formatNumber } from '@/lib/text/typography';

export interface Curiosity {
  isPercentage: boolean | null;
  value: number | string;
  topLabel: string | null;
  unit: string | null;
  bottomLabel: string | null;
}

export interface CuriosityRingLabels {
  ring: string;
  pause: string;
  play: string;
}

export const CURIOSITY_INTERVAL_MS = 4000;
const COUNT_UP_MS = 500;

/**
 * The animated curiosity ring (spec section 4, 'Curiosity rotation'): the first curiosity at
 * mount, the next every 4 s, wrapping after the last. One curiosity shows at a time: it fades in,
 * stays and has faded out before the next one fades in (globals.css). The visitor can pause the
 * rotation; under reduced motion it starts paused and runs without count-up, fades or ring fill.
 * It rests, showing its current curiosity still, while it is out of view or the tab is in the
 * background (its fill animates on the main thread), and starts that curiosity again on return.
 * `outline` is the ring's colour, visible on the band it is drawn on; the ring itself stays put
 * while the figures in it fade in and out.
 */
export function CuriosityRing({
  curiosities,
  labels,
  outline,
}: {
  curiosities: Curiosity[];
  labels: CuriosityRingLabels;
  outline: string;
}) {
  // Counts every change, so the same curiosity coming round again is a new slide that animates.
  const [step, setStep] = useState(0);
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const reduceMotion = usePrefersReducedMotion();
  const ring = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(ring);
  const count = curiosities.length;
  const rotates = count > 1;
  const paused = pausedByVisitor ?? reduceMotion;
  const running = rotates && !paused && onScreen;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setStep((current) => current + 1), CURIOSITY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running]);

  if (count === 0) return null;
  function toggle() {
    // Playing again moves on at once: the paused curiosity has had its time.
    if (paused) setStep((current) => current + 1);
    setPausedByVisitor(!paused);
  }
  return (
    <div className="flex flex-col items-center gap-4">
      <figure
        ref={ring}
        aria-label={labels.ring}
        data-testid="curiosity-ring"
        className="relative mx-auto aspect-square w-full max-w-72"
      >
        {/* The ring stays while the figures in it change. */}
        <svg
          viewBox="0 0 100 100"
          className="absolute inset-0 h-full w-full overflow-visible"
          aria-hidden="true"
        >
          <circle
            data-testid="curiosity-ring-outline"
            cx="50"
            cy="50"
            r="50"
            fill="none"
            stroke={outline}
            strokeWidth="1.5"
          />
        </svg>
        <CuriositySlide
          key={step}
          curiosity={curiosities[step % count]}
          animate={running && !reduceMotion}
          outline={outline}
        />
      </figure>
      {rotates ? (
        <button
          type="button"
          onClick={toggle}
          aria-label={paused ? labels.play : labels.pause}
          data-testid="curiosity-toggle"
          className="flex h-11 w-11 items-center justify-center rounded-full border-2 border-current transition hover:bg-current/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-current"
        >
          {paused ? (
            <SpriteIcon name="play" className="ml-0.5 h-5 w-5 fill-current" />
          ) : (
            <SpriteIcon name="pause" className="h-5 w-5 fill-current" />
          )}
        </button>
      ) : null}
    </div>
  );
}

function CuriositySlide({
  curiosity,
  animate,
  outline,
}: {
  curiosity: Curiosity;
  animate: boolean;
  outline: string;
}) {
  const target = Number(curiosity.value) || 0;
  const shown = useCountUp(target, COUNT_UP_MS, animate);
  const locale = useLocaleParam();
  const share = Math.min(Math.max(target, 0), 100) / 100;
  return (
    <div
      data-testid="curiosity"
      className={`absolute inset-0 ${animate ? 'motion-safe:animate-curiosity' : ''}`}
    >
      {curiosity.isPercentage ? (
        <svg
          viewBox="0 0 100 100"
          className="absolute inset-0 h-full w-full -rotate-90 overflow-visible"
          aria-hidden="true"
        >
          <circle
            data-testid="curiosity-ring-fill"
            cx="50"
            cy="50"
            r="50"
            fill="none"
            stroke={outline}
            strokeWidth="5"
            strokeLinecap="round"
            pathLength={1}
            strokeDasharray="1"
            // The filled share: what shows without motion, and what the fill animation runs to.
            style={{ '--share': share, strokeDashoffset: 1 - share } as React.CSSProperties}
            className={animate ? 'motion-safe:animate-curiosity-fill' : undefined}
          />
        </svg>
      ) : null}
      <div className="absolute inset-[12%] flex flex-col items-center justify-center text-center">
        {curiosity.topLabel ? (
          <p className="text-sm font-semibold uppercase tracking-wider opacity-80">{curiosity.topLabel}</p>
        ) : null}
        <p className="mt-1 flex items-baseline gap-1 font-display font-black leading-none">
          <span data-testid="curiosity-value" className="text-6xl tabular-nums sm:text-7xl">
            {formatNumber(shown, locale)}
          </span>
          {curiosity.unit ? <span className="text-xl">{curiosity.unit}</span> : null}
        </p>
        {curiosity.bottomLabel ? <p className="mt-2 text-base font-medium">{curiosity.bottomLabel}</p> : null}
      </div>
    </div>
  );
}
