import { LegalBody } from '@/components/content/legal-body';
import { defineStaticPage } from '@/lib/pages/define-static-page';

const page = defineStaticPage({
  route: '/for-companies/gtc',
  key: 'b2b_terms',
  body: (locale) => <LegalBody kind="b2bTerms" locale={locale} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
