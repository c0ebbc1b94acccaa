import { defineStaticPage } from '@/lib/pages/define-static-page';

const page = defineStaticPage({ route: '/jobs', key: 'jobs' });

export const generateMetadata = page.generateMetadata;
export default page.Page;
