import { CookieSettings } from '@/components/analytics/cookie-settings';
import { LegalBody } from '@/components/content/legal-body';
import { defineStaticPage } from '@/lib/pages/define-static-page';

const page = defineStaticPage({
  route: '/cookies',
  key: 'cookies',
  body: (locale) => (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
      <LegalBody kind="cookies" locale={locale} />
      <CookieSettings />
    </div>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
