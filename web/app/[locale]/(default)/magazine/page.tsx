import { defineStaticPage } from '@/lib/pages/define-static-page';

const page = defineStaticPage({ route: '/magazine', key: 'magazine' });

export const generateMetadata = page.generateMetadata;
export default page.Page;
