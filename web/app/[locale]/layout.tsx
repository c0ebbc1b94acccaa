import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { Analytics } from '@/components/analytics/analytics';
import { ConsentBanner } from '@/components/analytics/consent-banner';
import { IntentPrefetch } from '@/components/app/intent-prefetch';
import { ReloadGuard } from '@/components/app/reload-guard';
import { ShellLabelsProvider } from '@/components/app/shell-labels-context';
import { SessionGuard } from '@/components/auth/session-guard';
import { SignInModalProvider } from '@/components/auth/sign-in-modal-context';
import { SignInModalLoader } from '@/components/auth/sign-in-modal-loader';
import { FollowedListsLoader } from '@/components/following/followed-lists-loader';
import { DraftModeToolsLoader } from '@/components/preview/draft-mode-tools-loader';
import { CONSENT_MARKER_SCRIPT } from '@/config/consent-marker';
import { localeParam } from '@/i18n/locale-param';
import { routing } from '@/i18n/routing';
import { shellLabels } from '@/i18n/shell-labels';
import { siteMetadata, siteViewport } from '@/lib/seo/site-metadata';
import '../globals.css';

export const viewport = siteViewport;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return siteMetadata({
    tagline: t('tagline'),
    pitch: t('pitch'),
    description: t('description'),
    shareDescription: t('share_description'),
  });
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  return (
    // The head's consent marker adds an attribute before hydration.
    <html lang={locale} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of this code base */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_MARKER_SCRIPT }} />
      </head>
      <body>
        <ShellLabelsProvider labels={await shellLabels(locale)}>
          <SignInModalProvider>
            {/* First in the document, though shown fixed at the bottom: the parser reaches it, and
                the first paint shows it, before the rest of a long page; assistive technology and
                the keyboard also meet the choice first. */}
            <ConsentBanner />
            {children}
            <SignInModalLoader />
            <Suspense>
              <Analytics />
            </Suspense>
            <ReloadGuard />
            <IntentPrefetch />
            <SessionGuard />
            <FollowedListsLoader />
            <DraftModeToolsLoader />
          </SignInModalProvider>
        </ShellLabelsProvider>
      </body>
    </html>
  );
}
