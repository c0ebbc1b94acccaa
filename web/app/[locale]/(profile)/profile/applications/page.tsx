import { defineProfilePage } from '@/lib/pages/profile-page';

const page = defineProfilePage({ route: '/profile/applications', key: 'applications' });

export const generateMetadata = page.generateMetadata;
export default page.Page;
