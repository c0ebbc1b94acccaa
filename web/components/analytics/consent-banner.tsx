'use client';

import { useShellLabels } from '@/components/app/shell-labels-context';
import { saveConsent } from '@/config/consent-cookie';
import { useConsent } from '@/hooks/use-consent';
import { Link } from '@/i18n/navigation';
import { ConsentButtons } from './consent-buttons';

/**
 * Asks once for analytics consent; accept and reject are equally prominent. It is in every
 * page's HTML (pages are cached for everyone) and shown by CSS only where the head's marker
 * script found no choice (`CONSENT_MARKER_SCRIPT`), so it appears with the page's first paint;
 * once the visitor chooses it is gone.
 */
export function ConsentBanner() {
  const labels = useShellLabels('consent');
  const consent = useConsent();
  if (consent !== 'unset') return null;
  return (
    <section
      data-consent-banner
      aria-label={labels.title}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl border border-gray-200 bg-white p-5 text-gray-900 shadow-2xl sm:inset-x-6 sm:bottom-6 sm:p-6"
    >
      <h2 className="font-display text-lg font-bold">{labels.title}</h2>
      <p className="mt-2 text-sm text-gray-600">
        {labels.text}{' '}
        <Link href="/cookies" className="font-medium text-dark-blue underline underline-offset-2">
          {labels.more}
        </Link>
      </p>
      <ConsentButtons onChoose={saveConsent} acceptLabel={labels.accept} rejectLabel={labels.reject} />
    </section>
  );
}
