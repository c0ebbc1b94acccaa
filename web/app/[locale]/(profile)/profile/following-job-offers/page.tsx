import { FollowedList } from '@/components/following/followed-list';
import { defineProfilePage } from '@/lib/pages/profile-page';

const page = defineProfilePage({
  route: '/profile/following-job-offers',
  key: 'following_jobs',
  body: () => <FollowedList kind="jobOffer" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
