import { defineProfilePage } from '@/lib/pages/profile-page';

const page = defineProfilePage({ route: '/profile', key: 'profile' });

export const generateMetadata = page.generateMetadata;
export default page.Page;
