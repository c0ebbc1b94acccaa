import { MyProfile } from '@/components/profile/my-profile';
import { defineProfilePage } from '@/lib/pages/profile-page';

const page = defineProfilePage({ route: '/profile', key: 'profile', body: () => <MyProfile /> });

export const generateMetadata = page.generateMetadata;
export default page.Page;
