import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/error/not-found-view';

export async function generateMetadata() {
  const t = await getTranslations('Error');
  return { title: t('page_title', { status: 404 }), robots: { index: false } };
}

export default function NotFound() {
  return <NotFoundView />;
}
