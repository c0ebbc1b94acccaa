'use client';

import { Play } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { ContentImage } from '@/components/ui/content-image';
import type { GalleryItem } from '@/lib/company/gallery-items';
import type { MediaModalLabels } from './media-modal';

const MediaModal = dynamic(() => import('./media-modal').then((m) => m.MediaModal), { ssr: false });

interface CompanyGalleryProps {
  items: GalleryItem[];
  labels: MediaModalLabels;
  /** Whether clicking a tile opens the media modal (the default). */
  modalEnabled?: boolean;
  onTileClick?: (item: GalleryItem, index: number) => void;
}

/** The media grid: 2 columns, 3 from md, 4 from lg; a tile opens the item in the media modal. */
export function CompanyGallery({ items, labels, modalEnabled = true, onTileClick }: CompanyGalleryProps) {
  const [open, setOpen] = useState<GalleryItem | null>(null);
  return (
    <>
      <ul className="columns-2 gap-3 md:columns-3 lg:columns-4 sm:gap-4" data-testid="company-gallery">
        {items.map((item, index) => (
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
                  sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                  className="object-cover transition duration-500 group-hover:scale-105"
                />
              ) : null}
              {item.type === 'video' ? (
                <span className="absolute inset-0 flex items-center justify-center bg-black/20">
                  <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/95 text-gray-950 shadow-lg transition group-hover:scale-110">
                    <Play className="ml-1 h-6 w-6 fill-current" aria-hidden="true" />
                  </span>
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {open ? <MediaModal item={open} labels={labels} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
