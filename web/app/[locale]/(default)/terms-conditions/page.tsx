import { LegalBody } from '@/components/content/legal-body';
import { defineStaticPage } from '@/lib/pages/define-static-page';

const page = defineStaticPage({
  route: '/terms-conditions',
  key: 'terms',
  body: (locale) => <LegalBody kind="terms" locale={locale} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
