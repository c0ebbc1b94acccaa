import type { StaticPathname } from '@tribe/routes';
import { getTranslations } from 'next-intl/server';
import { NewsletterFormLoader } from '@/components/newsletter/newsletter-form-loader';
import { publicEnv } from '@/config/public-env';
import { Link } from '@/i18n/navigation';
import { FooterSocials } from './footer-socials';
import { Logo } from './logo';
import { NotOnHomePage } from './not-on-home-page';

type FooterLink = { route: StaticPathname; label: string };

export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const nav = await getTranslations('Navigation');
  const newsletter = await getTranslations('Newsletter');
  const columns: { title: string; links: FooterLink[] }[] = [
    {
      title: t('for_candidates'),
      links: [
        { route: '/companies', label: nav('companies') },
        { route: '/jobs', label: nav('jobs') },
        { route: '/magazine', label: nav('magazine') },
        { route: '/profile', label: nav('my_profile') },
      ],
    },
    {
      title: t('for_companies'),
      links: [
        { route: '/for-companies', label: t('b2b_services') },
        { route: '/b2b/technologies', label: t('technologies') },
        { route: '/for-companies/gtc', label: t('b2b_terms') },
      ],
    },
    {
      title: t('legal'),
      links: [
        { route: '/terms-conditions', label: t('terms') },
        { route: '/privacy-policy', label: t('privacy') },
        { route: '/cookies', label: t('cookie_settings') },
      ],
    },
  ];

  return (
    <footer className="mt-24 bg-dark-blue text-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-16 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div>
          <Logo />
          <p className="mt-4 max-w-xs text-white/70">{t('tagline')}</p>
          <FooterSocials
            title={t('follow_us')}
            labelFor={(network) => t('social_label', { product: publicEnv.productName, network })}
          />
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white/60">{column.title}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.route}>
                  <Link href={link.route} className="text-white/90 transition hover:text-energetic-green">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <NotOnHomePage>
        <section aria-labelledby="footer-newsletter" className="border-t border-white/10">
          <div className="mx-auto grid max-w-7xl gap-6 px-6 py-10 md:grid-cols-[1.4fr_3fr] md:items-center">
            <div>
              <h2
                id="footer-newsletter"
                className="text-sm font-semibold uppercase tracking-wider text-white/60"
              >
                {newsletter('footer_title')}
              </h2>
              <p className="mt-3 max-w-xs text-white/90">{newsletter('footer_text')}</p>
            </div>
            <div className="rounded-2xl bg-white p-5 text-gray-900">
              <NewsletterFormLoader audience="candidate" />
            </div>
          </div>
        </section>
      </NotOnHomePage>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-6 py-6 text-sm text-white/60">
          {t('copyright', { year: new Date().getFullYear(), product: publicEnv.productName })}
        </p>
      </div>
    </footer>
  );
}
