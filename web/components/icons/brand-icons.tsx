/** Brand marks drawn for this app (simplified, single-file SVGs): social networks and sign-in providers. */
type IconProps = React.SVGProps<SVGSVGElement>;

/** Decorative: the accessible name comes from the link or button around the icon. */
function BrandSvg({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export function YoutubeIcon(props: IconProps) {
  return (
    <BrandSvg {...props}>
      <rect x="1.5" y="4.5" width="21" height="15" rx="4.5" fill="currentColor" />
      <path d="M10 8.8v6.4l5.6-3.2z" fill="var(--icon-contrast, #fff)" />
    </BrandSvg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <BrandSvg fill="none" stroke="currentColor" strokeWidth="2" {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4.2" />
      <circle cx="17.3" cy="6.7" r="1.1" fill="currentColor" stroke="none" />
    </BrandSvg>
  );
}

export function LinkedinIcon(props: IconProps) {
  return (
    <BrandSvg {...props}>
      <rect x="2" y="2" width="20" height="20" rx="3" fill="currentColor" />
      <g fill="var(--icon-contrast, #fff)">
        <rect x="5.5" y="9.5" width="3" height="9" />
        <circle cx="7" cy="6.6" r="1.7" />
        <path d="M10.5 9.5h2.9v1.3c.5-.9 1.6-1.5 3-1.5 2.4 0 3.1 1.5 3.1 3.8v5.4h-3v-4.8c0-1.1-.3-1.9-1.4-1.9-1.2 0-1.6.9-1.6 2v4.7h-3z" />
      </g>
    </BrandSvg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <BrandSvg {...props}>
      <path
        d="M3 3h5.2l4.3 6 5.1-6h2.6l-6.5 7.6L21 21h-5.2l-4.7-6.6L5.4 21H2.8l7.1-8.3z"
        fill="currentColor"
      />
    </BrandSvg>
  );
}

export function TiktokIcon(props: IconProps) {
  return (
    <BrandSvg {...props}>
      <path
        d="M13.5 2h3c.2 2.3 1.8 4 4 4.2v3c-1.5 0-2.9-.4-4-1.2v6.8a6 6 0 1 1-6-6h.5v3.1h-.5a2.9 2.9 0 1 0 3 2.9z"
        fill="currentColor"
      />
    </BrandSvg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <BrandSvg {...props}>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d="M13.2 22v-7.2h2.4l.4-2.9h-2.8v-1.8c0-.8.3-1.4 1.4-1.4H16V6.1c-.3 0-1.1-.1-2.1-.1-2.1 0-3.5 1.3-3.5 3.6v2.3H8v2.9h2.4V22z"
        fill="var(--icon-contrast, #fff)"
      />
    </BrandSvg>
  );
}

export function GoogleIcon(props: IconProps) {
  return (
    <BrandSvg {...props}>
      <path
        d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z"
        fill="#4285F4"
      />
      <path
        d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z"
        fill="#34A853"
      />
      <path d="M6.4 14a6 6 0 0 1 0-3.9V7.4H3.1a10 10 0 0 0 0 9.1z" fill="#FBBC05" />
      <path
        d="M12 5.9c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4l3.3 2.6C7.2 7.7 9.4 5.9 12 5.9z"
        fill="#EA4335"
      />
    </BrandSvg>
  );
}

export function SeznamIcon(props: IconProps) {
  return (
    <BrandSvg {...props}>
      <circle cx="12" cy="12" r="10.5" fill="#CC0000" />
      <path
        d="M15.8 7.6c-1-.6-2.3-.9-3.7-.9-2.6 0-4.3 1.2-4.3 3.1 0 1.7 1.3 2.5 3.5 3l1.2.3c1 .2 1.5.5 1.5 1.1 0 .7-.8 1.1-2 1.1-1.4 0-2.7-.5-3.8-1.3l-.9 2.1c1.2.8 2.9 1.2 4.6 1.2 2.8 0 4.6-1.3 4.6-3.3 0-1.7-1.2-2.6-3.5-3.1l-1.1-.2c-1-.2-1.5-.5-1.5-1 0-.6.7-1 1.7-1 1.1 0 2.1.3 3 .9z"
        fill="#fff"
      />
    </BrandSvg>
  );
}

/** The social networks the footer links to, by the settings' names. */
export const socialIcons = {
  youtube: YoutubeIcon,
  instagram: InstagramIcon,
  linkedin: LinkedinIcon,
  x: XIcon,
  tiktok: TiktokIcon,
  facebook: FacebookIcon,
} as const;

/** The sign-in providers' marks. */
export const providerIcons = { google: GoogleIcon, linkedin: LinkedinIcon, seznam: SeznamIcon } as const;
