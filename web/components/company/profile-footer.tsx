import { getTranslations } from 'next-intl/server';
import { publicEnv } from '@/config/public-env';
import { Link } from '@/i18n/navigation';

/** The profile's slim footer: the product and the legal and cookie links. */
export async function ProfileFooter() {
  const t = await getTranslations('Footer');
  const profile = await getTranslations('CompanyProfile');
  const links = [
    { route: '/terms-conditions', label: t('terms') },
    { route: '/privacy-policy', label: t('privacy') },
    { route: '/cookies', label: t('cookie_settings') },
  ] as const;
  return (
    <footer className="mt-20 bg-dark-blue text-white" data-testid="profile-footer">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="text-white/80">{profile('powered_by', { product: publicEnv.productName })}</p>
        <nav aria-label={t('legal')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {links.map((link) => (
              <li key={link.route}>
                <Link href={link.route} className="text-white/90 underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
