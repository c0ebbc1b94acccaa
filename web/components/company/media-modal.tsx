'use client';

import { useEffect, useState } from 'react';
import type { GalleryItem } from '@/components/company/gallery-items';
import { ContentImage } from '@/components/ui/content-image';
import { Modal } from '@/components/ui/modal';
import { modalImageWidth } from '@/lib/company/media-sizes';
import { EmbeddedVideo } from './embedded-video';
import { OwnVideo } from './own-video';

export interface MediaModalLabels {
  close: string;
}

/** The media modal: the full image or the playing video within 90% of the viewport. */
export function MediaModal({
  item,
  labels,
  onClose,
}: {
  item: GalleryItem;
  labels: MediaModalLabels;
  onClose: () => void;
}) {
  const [width, setWidth] = useState(() => modalImageWidth(undefined));
  useEffect(() => setWidth(modalImageWidth(window.innerWidth)), []);
  const src = item.modalSrcs[width];
  return (
    <Modal
      open
      onClose={onClose}
      simple
      width="fit"
      closeLabel={labels.close}
      ariaLabel={item.modalAlt}
      background="#000"
      textColor="#fff"
    >
      {item.videoFile ? (
        <OwnVideo video={item.videoFile} title={item.modalAlt} />
      ) : item.type === 'video' && item.videoId && item.platform ? (
        <EmbeddedVideo platform={item.platform} videoId={item.videoId} title={item.modalAlt} />
      ) : src ? (
        <ContentImage
          src={src}
          alt={item.modalAlt}
          width={width}
          height={Math.round(width / (item.naturalRatio ?? 4 / 3))}
          unoptimized
          data-testid="media-modal-image"
          className="block h-auto max-h-[90vh] w-auto max-w-[90vw] object-contain"
          style={{ maxWidth: item.naturalWidth ? `min(90vw, ${item.naturalWidth}px)` : undefined }}
        />
      ) : null}
    </Modal>
  );
}
