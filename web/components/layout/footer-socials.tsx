import { SpriteIcon } from '@/components/icons/sprite-icon';
import { getSiteSettings } from '@/content/site';

const networkNames = {
  youtube: 'YouTube',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  tiktok: 'TikTok',
  facebook: 'Facebook',
};
type Kind = keyof typeof networkNames;

/** The product's own social links, from the site settings the editors keep. */
export async function FooterSocials({
  title,
  labelFor,
}: {
  title: string;
  labelFor: (network: string) => string;
}) {
  const settings = await getSiteSettings();
  const socials = (settings?.socials ?? []).filter((social): social is { kind: Kind; url: string } =>
    Boolean(social.url && social.kind && social.kind in networkNames),
  );
  if (socials.length === 0) return null;
  return (
    <>
      <h2 className="mt-8 text-sm font-semibold uppercase tracking-wider text-white/60">{title}</h2>
      <ul className="mt-3 flex gap-2">
        {socials.map(({ kind, url }) => (
          <li key={kind}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 transition hover:bg-energetic-green hover:text-dark-blue [--icon-contrast:#053741]"
            >
              <SpriteIcon name={kind} className="h-5 w-5" />
              <span className="sr-only">{labelFor(networkNames[kind])}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
