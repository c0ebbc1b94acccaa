import Image from 'next/image';
import { urlForImage } from '@/content/images/image-url';
import { applyThemeUpdate, defaultTheme, type Theme } from '@/lib/theme/theme';
import type { JobCardItem } from './job-card-item';

/** The colours of the tile behind a company logo: its theme's companyCardLogoBgColor choice. */
function logoTileColors(theme: Theme) {
  return theme.companyCardLogoBgColor === 'SECONDARY'
    ? { background: theme.secondaryColor, color: theme.secondaryTextColor }
    : { background: theme.primaryColor, color: theme.primaryTextColor };
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** A company's logo on its themed tile, or its initials when it has no logo. */
export function CompanyLogo({ company }: { company: JobCardItem['company'] }) {
  const theme = applyThemeUpdate(defaultTheme, company.theme ?? {});
  return (
    <span
      className="flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-xl font-display text-base font-black"
      style={logoTileColors(theme)}
    >
      {company.logo?.asset ? (
        <Image
          src={urlForImage(company.logo).width(96).url()}
          alt={company.name}
          width={48}
          height={48}
          className="h-10 w-10 object-contain"
        />
      ) : (
        <span aria-hidden="true">{initials(company.name)}</span>
      )}
    </span>
  );
}
