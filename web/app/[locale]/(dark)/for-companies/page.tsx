import { defineStaticPage } from '@/lib/pages/define-static-page';

const page = defineStaticPage({ route: '/for-companies', key: 'for_companies' });

export const generateMetadata = page.generateMetadata;
export default page.Page;
