import { Clock, Mail } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-styles';

/**
 * The place of the 'Get a free quote' inquiry form. Until the form ships, the section says so
 * plainly and offers the contact e-mail instead of pretending to take the inquiry.
 */
export async function B2BQuoteSection({ contactEmail }: { contactEmail?: string | null }) {
  const t = await getTranslations('B2B');
  return (
    <section id="quote" aria-labelledby="b2b-quote" className="scroll-mt-20">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="grid gap-10 rounded-[2rem] bg-primary p-8 text-primary-text sm:p-12 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <h2
              id="b2b-quote"
              className="font-display text-3xl font-black tracking-tight text-balance sm:text-5xl"
            >
              {t('quote_title')}
            </h2>
            <p className="mt-4 flex items-center gap-2 text-lg font-semibold">
              <Clock aria-hidden="true" className="size-5 shrink-0" />
              {t('quote_promise')}
            </p>
            <p className="mt-4 max-w-xl text-lg">{t('quote_text')}</p>
          </div>
          {contactEmail ? (
            <div className="flex flex-col items-start gap-3 lg:items-end">
              <a href={`mailto:${contactEmail}`} className={buttonClasses('black', 'lg')}>
                <Mail aria-hidden="true" className="size-5" />
                {t('quote_email', { email: contactEmail })}
              </a>
              <p className="text-sm">{t('quote_form_soon')}</p>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
