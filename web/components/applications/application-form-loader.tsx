'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

const loadForm = () => import('./application-form').then((module) => module.ApplicationForm);
const ApplicationForm = dynamic(loadForm, {
  ssr: false,
  loading: () => (
    <div className="flex min-h-40 items-center justify-center text-dark-blue">
      <Spinner />
    </div>
  ),
});

/**
 * Keeps the form's code out of the page for readers who never apply: it loads when the section
 * comes near the viewport, or at once when 'Apply' is pressed (then the first field gets focus).
 */
export function ApplicationFormLoader({ jobOfferId }: { jobOfferId: string }) {
  const t = useTranslations('Application');
  const [wanted, setWanted] = useState<'near' | 'asked' | null>(null);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = placeholder.current;
    if (wanted || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted('near');
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [wanted]);

  if (wanted) return <ApplicationForm jobOfferId={jobOfferId} autoFocus={wanted === 'asked'} />;
  return (
    <div ref={placeholder}>
      <Button
        variant="primary"
        size="lg"
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={() => setWanted('asked')}
      >
        {t('start')}
      </Button>
    </div>
  );
}
