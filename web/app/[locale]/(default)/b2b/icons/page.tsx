import { IconShowcase } from '@/components/icons/icon-showcase';
import { defineStaticPage } from '@/lib/pages/define-static-page';

const page = defineStaticPage({ route: '/b2b/icons', key: 'b2b_icons', body: () => <IconShowcase /> });

export const generateMetadata = page.generateMetadata;
export default page.Page;
