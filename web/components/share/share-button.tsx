'use client';

import { useEffect, useRef, useState } from 'react';
import { useShellLabels } from '@/components/app/shell-labels-context';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { Button } from '@/components/ui/button';
import type { ButtonVariant } from '@/components/ui/button-styles';
import { shareUrl } from '@/lib/seo/share-url';

type ShareState = 'idle' | 'copied' | 'manual';

interface ShareButtonProps {
  /** The page's canonical address; a relative path is resolved against the current origin. */
  url: string;
  title: string;
  variant?: ButtonVariant;
}

/**
 * Shares a page with the system share sheet where the browser has one, otherwise copies its
 * link and says so; when the clipboard is refused, it shows the link selected for copying by hand.
 */
export function ShareButton({ url, title, variant = 'black-outline' }: ShareButtonProps) {
  const labels = useShellLabels('share');
  const [state, setState] = useState<ShareState>('idle');
  const [absoluteUrl, setAbsoluteUrl] = useState(url);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state === 'manual') field.current?.select();
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch {
      setState('manual');
    }
  }

  async function share() {
    const link = shareUrl(url, window.location);
    setAbsoluteUrl(link);
    if (typeof navigator.share !== 'function') return copy(link);
    try {
      await navigator.share({ url: link, title });
    } catch (error) {
      // Closing the share sheet is the visitor's choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy(link);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant={variant} size="sm" onClick={share}>
        {state === 'copied' ? (
          <SpriteIcon name="check" className="size-4" />
        ) : (
          <SpriteIcon name="share" className="size-4" />
        )}
        {labels.share}
      </Button>
      <span role="status" className="text-sm font-medium">
        {state === 'copied' ? labels.copied : ''}
      </span>
      {state === 'manual' ? (
        <label className="flex w-full max-w-md flex-col gap-1 text-sm">
          <span>{labels.copy_manually}</span>
          <input
            ref={field}
            readOnly
            value={absoluteUrl}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900"
          />
        </label>
      ) : null}
    </div>
  );
}
