'use client';

import { useState } from 'react';
import type { GalleryItem } from '@/components/company/gallery-items';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { lazyComponent } from '@/components/ui/lazy-component';

const MediaModal = lazyComponent(() => import('./media-modal').then((m) => m.MediaModal));

/** Opens a person's story video in the media modal. */
export function StoryVideoButton({
  item,
  label,
  closeLabel,
}: {
  item: GalleryItem;
  label: string;
  closeLabel: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-5 inline-flex h-10 items-center gap-2 self-start rounded-full bg-gray-950 px-4 text-sm font-semibold text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-electric-blue"
      >
        <SpriteIcon name="play" className="h-4 w-4 fill-current" /> {label}
      </button>
      {open ? <MediaModal item={item} labels={{ close: closeLabel }} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
