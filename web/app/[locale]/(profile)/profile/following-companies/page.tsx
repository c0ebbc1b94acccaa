import { FollowedList } from '@/components/following/followed-list';
import { defineProfilePage } from '@/lib/pages/profile-page';

const page = defineProfilePage({
  route: '/profile/following-companies',
  key: 'following_companies',
  body: () => <FollowedList kind="company" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
