import { TechnologyGrid } from '@/components/content/technology-grid';
import { defineStaticPage } from '@/lib/pages/define-static-page';

const page = defineStaticPage({
  route: '/b2b/technologies',
  key: 'b2b_technologies',
  body: () => <TechnologyGrid />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
