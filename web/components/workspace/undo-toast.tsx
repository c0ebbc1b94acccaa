'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { STATUS_MAIL_HOLD_SECONDS } from '@/contracts/workspace';
import { useUndoMoves } from '@/hooks/use-workspace';

/** How long the outcome stays on screen after the chance to undo has passed. */
const LINGER_SECONDS = 5;

export interface DoneMove {
  events: number[];
  changed: number;
}

/**
 * Says what a move did and offers to take it back while its e-mails wait in the queue; after
 * that the offer goes away, as the server would refuse it.
 */
export function UndoToast({ move, onSettled }: { move: DoneMove | null; onSettled: () => void }) {
  const t = useTranslations('Workspace');
  const undo = useUndoMoves();
  const [state, setState] = useState<'open' | 'undoing' | 'undone' | 'too_late' | 'failed' | 'gone'>('open');

  useEffect(() => {
    if (!move) return;
    setState('open');
    const sent = setTimeout(
      () => setState((current) => (current === 'open' ? 'too_late' : current)),
      STATUS_MAIL_HOLD_SECONDS * 1000,
    );
    const gone = setTimeout(() => setState('gone'), (STATUS_MAIL_HOLD_SECONDS + LINGER_SECONDS) * 1000);
    return () => {
      clearTimeout(sent);
      clearTimeout(gone);
    };
  }, [move]);

  if (!move || state === 'gone') return null;

  async function takeBack(events: number[]) {
    setState('undoing');
    try {
      const result = await undo({ events });
      setState(result.undone > 0 && result.tooLate === 0 ? 'undone' : 'too_late');
      onSettled();
    } catch {
      setState('failed');
    }
  }

  const text = {
    open: t('undo_moved', { count: move.changed, seconds: STATUS_MAIL_HOLD_SECONDS }),
    undoing: t('undo_moved', { count: move.changed, seconds: STATUS_MAIL_HOLD_SECONDS }),
    undone: t('undo_done'),
    too_late: t('undo_sent', { count: move.changed }),
    failed: t('failed'),
  }[state];
  const undoable = move.events.length > 0 && (state === 'open' || state === 'undoing');

  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-2xl bg-gray-950 p-4 text-white shadow-lg"
      data-testid="undo-toast"
    >
      <p className="min-w-0 flex-1 text-sm font-medium">{text}</p>
      {undoable ? (
        <Button
          variant="secondary"
          size="sm"
          loading={state === 'undoing'}
          onClick={() => takeBack(move.events)}
        >
          {t('undo')}
        </Button>
      ) : null}
    </div>
  );
}
