import { defineProfilePage } from '@/lib/pages/profile-page';

const page = defineProfilePage({ route: '/profile/following-companies', key: 'following_companies' });

export const generateMetadata = page.generateMetadata;
export default page.Page;
