'use client';

import { AnimatePresence, motion, useReducedMotion } from 'framer-motion';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { useHydrated } from '@/hooks/use-hydrated';
import { firstFocusable, nextFocusTarget } from './focus-trap';

const maxWidths = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
  '5xl': 'max-w-5xl',
  '6xl': 'max-w-6xl',
  full: 'max-w-full',
  /** As wide as the content (media). */
  fit: 'max-w-full',
} as const;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: React.ReactNode;
  /** No header and no padding: the content fills the panel. */
  simple?: boolean;
  background?: string;
  textColor?: string;
  width?: keyof typeof maxWidths;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  children: React.ReactNode;
}

/**
 * The generic modal: backdrop fades over 200 ms, the panel scales 95% -> 100% over 300 ms in and
 * back over 200 ms out. Closes on backdrop click, the X and Escape; focus stays inside while open
 * and returns to the opener on close; the page behind does not scroll.
 */
export function Modal(props: ModalProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return createPortal(
    <AnimatePresence>{props.open ? <ModalPanel {...props} /> : null}</AnimatePresence>,
    document.body,
  );
}

function ModalPanel({
  onClose,
  title,
  simple,
  background,
  textColor,
  width = '4xl',
  closeLabel,
  ariaLabel,
  children,
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const reduceMotion = useReducedMotion();

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    if (panel.current) firstFocusable(panel.current).focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      } else if (event.key === 'Tab' && panel.current) {
        const target = nextFocusTarget(panel.current, document.activeElement, event.shiftKey);
        if (target) {
          event.preventDefault();
          target.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <motion.div
        data-testid="modal-backdrop"
        className="absolute inset-0 bg-gray-950/60 backdrop-blur-sm"
        initial={{ opacity: 0 }}
        animate={{ opacity: 1 }}
        exit={{ opacity: 0 }}
        transition={{ duration: reduceMotion ? 0 : 0.2 }}
        onClick={onClose}
      />
      <motion.div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        style={{ background, color: textColor }}
        className={`relative max-h-[90vh] overflow-y-auto rounded-3xl bg-white text-gray-900 shadow-2xl outline-none ${width === 'fit' ? 'w-fit overflow-hidden' : 'w-full'} ${maxWidths[width]} ${simple ? '' : 'p-6 sm:p-8'}`}
        initial={reduceMotion ? { opacity: 0 } : { opacity: 0, scale: 0.95 }}
        animate={{ opacity: 1, scale: 1, transition: { duration: reduceMotion ? 0 : 0.3 } }}
        exit={reduceMotion ? { opacity: 0 } : { opacity: 0, scale: 0.95, transition: { duration: 0.2 } }}
      >
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="absolute right-3 top-3 z-10 inline-flex h-10 w-10 items-center justify-center rounded-full bg-current/5 transition hover:bg-current/15 focus-visible:outline-3 focus-visible:outline-electric-blue"
        >
          <SpriteIcon name="close" className="h-5 w-5" />
        </button>
        {title && !simple ? (
          <h2 id={titleId} className="pr-12 font-display text-2xl font-black tracking-tight sm:text-3xl">
            {title}
          </h2>
        ) : null}
        {title && simple ? (
          <h2 id={titleId} className="sr-only">
            {title}
          </h2>
        ) : null}
        <div className={title && !simple ? 'mt-4' : ''}>{children}</div>
      </motion.div>
    </div>
  );
}
