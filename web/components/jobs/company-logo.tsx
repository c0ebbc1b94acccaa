import { ContentImage } from '@/components/ui/content-image';
import { urlForImage } from '@/content/images/image-url';
import type { JobCardItem } from '@/contracts/job-card-item';
import { cardLogoSurface } from '@/lib/theme/card-logo';
import { applyThemeUpdate, defaultTheme } from '@/lib/theme/theme';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

const sizes = {
  md: { box: 'h-12 w-12 rounded-xl text-base', image: 'h-10 w-10', pixels: 48 },
  lg: { box: 'h-20 w-20 rounded-2xl text-2xl', image: 'h-16 w-16', pixels: 80 },
} as const;

/**
 * A company's logo on its themed tile, or its initials when it has no logo. Decorative: the
 * company's name is always written next to it.
 */
export function CompanyLogo({
  company,
  size = 'md',
}: {
  company: JobCardItem['company'];
  size?: 'md' | 'lg';
}) {
  const theme = applyThemeUpdate(defaultTheme, company.theme ?? {});
  const look = sizes[size];
  return (
    <span
      className={`flex shrink-0 items-center justify-center overflow-hidden font-display font-black ${look.box}`}
      style={cardLogoSurface(theme)}
    >
      {company.logo?.asset ? (
        <ContentImage
          src={urlForImage(company.logo)
            .width(look.pixels * 2)
            .url()}
          alt=""
          width={look.pixels}
          height={look.pixels}
          className={`object-contain ${look.image}`}
        />
      ) : (
        <span aria-hidden="true">{initials(company.name)}</span>
      )}
    </span>
  );
}
