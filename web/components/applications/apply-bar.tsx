'use client';

import { useEffect, useState } from 'react';
import { ApplyButton, type ApplyButtonLabels } from './apply-button';
import { APPLY_SECTION_ID } from './apply-section-id';

/**
 * On phones, Apply stays at the bottom of the screen until the reader reaches the application
 * section; from there on (the company block, the footer) it steps aside.
 */
export function ApplyBar({ jobOfferId, labels }: { jobOfferId: string; labels: ApplyButtonLabels }) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const section = document.getElementById(APPLY_SECTION_ID);
    if (!section || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setHidden(entry.isIntersecting || entry.boundingClientRect.top < 0);
    });
    observer.observe(section);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur transition-transform sm:hidden motion-reduce:transition-none ${hidden ? 'translate-y-full' : ''}`}
      data-testid="apply-bar"
      inert={hidden}
    >
      <ApplyButton jobOfferId={jobOfferId} labels={labels} size="lg" className="w-full" />
    </div>
  );
}
