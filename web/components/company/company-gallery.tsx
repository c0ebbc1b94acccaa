'use client';

import { useId, useState } from 'react';
import type { GalleryItem } from '@/components/company/gallery-items';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { ContentImage } from '@/components/ui/content-image';
import { lazyComponent } from '@/components/ui/lazy-component';
import { type ShowMoreLabels, ShowMoreToggle } from '@/components/ui/show-more-toggle';
import type { MediaModalLabels } from './media-modal';

const MediaModal = lazyComponent(() => import('./media-modal').then((m) => m.MediaModal));

/** Two rows on large screens; the rest shows on 'Show more'. */
const COLLAPSED_TILES = 8;

interface CompanyGalleryProps {
  items: GalleryItem[];
  labels: MediaModalLabels & ShowMoreLabels;
  /** Whether clicking a tile opens the media modal (the default). */
  modalEnabled?: boolean;
  onTileClick?: (item: GalleryItem, index: number) => void;
}

/**
 * The media grid: 2 columns, 3 from md, 4 from lg; a tile opens the item in the media modal. A long
 * gallery shows its first tiles with a Show more / Show less toggle.
 */
export function CompanyGallery({ items, labels, modalEnabled = true, onTileClick }: CompanyGalleryProps) {
  const [open, setOpen] = useState<GalleryItem | null>(null);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? items : items.slice(0, COLLAPSED_TILES);
  return (
    <>
      <ul
        id={listId}
        className="columns-2 gap-3 md:columns-3 lg:columns-4 sm:gap-4"
        data-testid="company-gallery"
      >
        {shown.map((item, index) => (
          <li key={item.key} className="mb-3 break-inside-avoid sm:mb-4">
            <button
              type="button"
              onClick={() => {
                onTileClick?.(item, index);
                if (modalEnabled) setOpen(item);
              }}
              className="group relative block w-full overflow-hidden rounded-2xl bg-gray-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-electric-blue"
              style={{ aspectRatio: item.tileRatio }}
            >
              {item.tileSrc ? (
                <ContentImage
                  src={item.tileSrc}
                  alt={item.tileAlt}
                  fill
                  unoptimized
                  className="object-cover transition duration-500 group-hover:scale-105"
                />
              ) : null}
              {item.type === 'video' ? (
                <span className="absolute inset-0 flex items-center justify-center bg-black/20">
                  <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/95 text-gray-950 shadow-lg transition group-hover:scale-110">
                    <SpriteIcon name="play" className="ml-1 h-6 w-6 fill-current" />
                  </span>
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {items.length > COLLAPSED_TILES ? (
        <div className="flex justify-center">
          <ShowMoreToggle
            expanded={expanded}
            controls={listId}
            labels={labels}
            onToggle={() => setExpanded((value) => !value)}
          />
        </div>
      ) : null}
      {open ? <MediaModal item={open} labels={labels} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
