import { getTranslations } from 'next-intl/server';

/** In a preview, instead of a page that cannot be shown yet: what the document still lacks. */
export async function PreviewIncomplete() {
  const t = await getTranslations('Detail');
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl items-center px-6 py-16">
      <p className="text-lg text-gray-700" role="status">
        {t('preview_incomplete_job')}
      </p>
    </main>
  );
}
