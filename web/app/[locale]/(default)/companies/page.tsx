import { defineStaticPage } from '@/lib/pages/define-static-page';

const page = defineStaticPage({ route: '/companies', key: 'companies' });

export const generateMetadata = page.generateMetadata;
export default page.Page;
