import { defineProfilePage } from '@/lib/pages/profile-page';

const page = defineProfilePage({ route: '/profile/following-job-offers', key: 'following_jobs' });

export const generateMetadata = page.generateMetadata;
export default page.Page;
