import { Clock } from 'lucide';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/icons/icon';
import { B2BInquiryFormLoader } from './b2b-inquiry-form-loader';

/** 'Get a free quote': the promise of a reply within 24 hours and the inquiry form. */
export async function B2BQuoteSection() {
  const t = await getTranslations('B2B');
  return (
    <section id="quote" aria-labelledby="b2b-quote" className="scroll-mt-20">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="grid gap-10 rounded-[2rem] bg-primary p-6 text-primary-text sm:p-12 lg:grid-cols-[2fr_3fr] lg:items-start">
          <div>
            <h2
              id="b2b-quote"
              className="font-display text-3xl font-black tracking-tight text-balance sm:text-5xl"
            >
              {t('quote_title')}
            </h2>
            <p className="mt-4 flex items-center gap-2 text-lg font-semibold">
              <Icon node={Clock} className="size-5 shrink-0" />
              {t('quote_promise')}
            </p>
            <p className="mt-4 max-w-xl text-lg">{t('quote_text')}</p>
          </div>
          <B2BInquiryFormLoader />
        </div>
      </div>
    </section>
  );
}
