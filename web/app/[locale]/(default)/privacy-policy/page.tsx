import { LegalBody } from '@/components/content/legal-body';
import { defineStaticPage } from '@/lib/pages/define-static-page';

const page = defineStaticPage({
  route: '/privacy-policy',
  key: 'privacy',
  body: (locale) => <LegalBody kind="privacy" locale={locale} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
