import { Newspaper } from 'lucide-react';
import { getTranslations } from 'next-intl/server';

/** The place of the B2B newsletter sign-up, which arrives with the newsletter itself. */
export async function B2BNewsletterSection() {
  const t = await getTranslations('B2B');
  return (
    <section id="newsletter" aria-labelledby="b2b-newsletter" className="border-t border-white/10">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:flex-row sm:items-center sm:px-6">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-primary">
          <Newspaper aria-hidden="true" className="size-7" />
        </span>
        <div>
          <h2 id="b2b-newsletter" className="font-display text-2xl font-bold">
            {t('newsletter_title')}
          </h2>
          <p className="mt-2 max-w-2xl text-white/80">{t('newsletter_text')}</p>
        </div>
      </div>
    </section>
  );
}
