import { getTranslations } from 'next-intl/server';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { ButtonLink } from '@/components/ui/button';

/** The path to the For companies page, for visitors who hire. */
export async function HomeB2BBand() {
  const t = await getTranslations('Home');
  return (
    <section aria-labelledby="home-b2b" className="px-4 sm:px-6">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 rounded-[2rem] bg-primary px-6 py-12 text-primary-text sm:px-12 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-bold tracking-widest uppercase">{t('b2b_eyebrow')}</p>
          <h2
            id="home-b2b"
            className="mt-2 font-display text-3xl font-black tracking-tight text-balance sm:text-4xl"
          >
            {t('b2b_title')}
          </h2>
          <p className="mt-3 text-lg">{t('b2b_text')}</p>
        </div>
        <ButtonLink href="/for-companies" variant="black" size="lg" className="shrink-0">
          {t('b2b_cta')}
          <SpriteIcon name="arrow-right" className="h-5 w-5" />
        </ButtonLink>
      </div>
    </section>
  );
}
