import { FileText, MessageCircleQuestion } from 'lucide-react';
import { getTranslations } from 'next-intl/server';

/**
 * Where the application form belongs: a CV and short answers instead of a cover letter. Until
 * the form is here, it says plainly how applying will work and points to following the offer.
 */
export async function ApplicationSlot() {
  const t = await getTranslations('JobDetail');
  return (
    <section
      id="apply"
      aria-labelledby="apply-heading"
      className="mt-12 scroll-mt-24 rounded-2xl border-2 border-dashed border-gray-300 bg-gray-50 p-6 sm:p-8"
      data-testid="application-slot"
    >
      <h2 id="apply-heading" className="font-display text-2xl font-bold text-gray-950">
        {t('apply_heading')}
      </h2>
      <p className="mt-3 max-w-2xl text-gray-700">{t('apply_text')}</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        <li className="flex items-start gap-3">
          <FileText aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-dark-blue" />
          <span>{t('apply_cv')}</span>
        </li>
        <li className="flex items-start gap-3">
          <MessageCircleQuestion aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-dark-blue" />
          <span>{t('apply_answers')}</span>
        </li>
      </ul>
      <p className="mt-5 text-sm text-gray-700">{t('apply_not_open')}</p>
    </section>
  );
}
