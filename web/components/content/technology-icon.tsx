import { ContentImage } from '@/components/ui/content-image';
import { urlForImage } from '@/content/images/image-url';

type IconSource = Parameters<typeof urlForImage>[0];

/** A technology's icon, decorative beside its name; nothing when it has none. */
export function TechnologyIcon({ icon, size }: { icon: IconSource | null | undefined; size: 40 | 48 }) {
  if (!icon) return null;
  return (
    <ContentImage
      src={urlForImage(icon).width(96).height(96).url()}
      alt=""
      width={size}
      height={size}
      className={`shrink-0 ${size === 40 ? 'h-10 w-10 rounded-lg' : 'h-12 w-12 rounded-xl'}`}
    />
  );
}
