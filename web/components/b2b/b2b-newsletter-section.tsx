import { Newspaper } from 'lucide';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/icons/icon';
import { NewsletterFormLoader } from '@/components/newsletter/newsletter-form-loader';

/** The B2B newsletter sign-up. */
export async function B2BNewsletterSection() {
  const t = await getTranslations('B2B');
  const newsletter = await getTranslations('Newsletter');
  return (
    <section id="newsletter" aria-labelledby="b2b-newsletter" className="border-t border-white/10">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-primary">
            <Icon node={Newspaper} className="size-7" />
          </span>
          <div>
            <h2 id="b2b-newsletter" className="font-display text-2xl font-bold">
              {t('newsletter_title')}
            </h2>
            <p className="mt-2 max-w-2xl text-white/80">{newsletter('b2b_text')}</p>
          </div>
        </div>
        <div className="rounded-2xl bg-white p-5 text-gray-900">
          <NewsletterFormLoader audience="b2b" />
        </div>
      </div>
    </section>
  );
}
