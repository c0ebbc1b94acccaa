import { getTranslations } from 'next-intl/server';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { NewsletterFormLoader } from '@/components/newsletter/newsletter-form-loader';

/** The candidate newsletter: its heading, what it brings and the sign-up form. */
export async function HomeNewsletter() {
  const t = await getTranslations('Home');
  const newsletter = await getTranslations('Newsletter');
  return (
    <section
      id="newsletter"
      aria-labelledby="home-newsletter"
      data-testid="home-newsletter"
      className="px-4 py-16 sm:px-6 sm:py-24"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center rounded-[2rem] border border-gray-200 bg-gray-50 px-6 py-12 text-center sm:px-12">
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-secondary text-secondary-text">
          <SpriteIcon name="mail" className="h-7 w-7" />
        </span>
        <p className="mt-5 text-sm font-bold tracking-widest text-gray-600 uppercase">
          {t('newsletter_eyebrow')}
        </p>
        <h2
          id="home-newsletter"
          className="mt-2 font-display text-3xl font-black tracking-tight text-balance"
        >
          {t('newsletter_title')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-gray-600">{newsletter('home_text')}</p>
        <div className="mt-8 w-full max-w-xl">
          <NewsletterFormLoader audience="candidate" />
        </div>
      </div>
    </section>
  );
}
