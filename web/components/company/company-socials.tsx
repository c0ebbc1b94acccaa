import { getTranslations } from 'next-intl/server';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { socialBadge } from '@/lib/theme/social-badge';
import type { Theme } from '@/lib/theme/theme';

type Kind = 'youtube' | 'instagram' | 'linkedin' | 'x' | 'tiktok' | 'facebook';

const networkNames: Record<Kind, string> = {
  youtube: 'Youtube',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  tiktok: 'TikTok',
  facebook: 'Facebook',
};

/** The company's social links: only with socials; each opens in a new tab, on a badge in the company's colours. */
export async function CompanySocials({
  companyName,
  socials,
  theme,
}: {
  companyName: string;
  socials: { kind: Kind; url: string | null }[];
  theme: Theme;
}) {
  const links = socials.filter((social) => social.url);
  if (links.length === 0) return null;
  const t = await getTranslations('CompanyProfile');
  const badge = socialBadge(theme);
  const badgeStyle = {
    background: badge.background,
    color: badge.icon,
    '--icon-contrast': badge.background,
  } as React.CSSProperties;
  return (
    <section aria-labelledby="company-socials" className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="flex flex-col items-start gap-4 rounded-3xl border border-gray-200 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <h2 id="company-socials" className="font-display text-2xl font-black tracking-tight">
          {t('follow_us_on_socials')}
        </h2>
        <ul className="flex flex-wrap gap-3">
          {links.map((social) => (
            <li key={social.kind}>
              <a
                href={social.url ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                style={badgeStyle}
                className="flex h-12 w-12 items-center justify-center rounded-full transition hover:scale-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-electric-blue"
              >
                <SpriteIcon name={social.kind} className="h-5 w-5" />
                <span className="sr-only">{`${companyName} ${networkNames[social.kind]}`}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
