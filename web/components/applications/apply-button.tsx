'use client';

import { SpriteIcon } from '@/components/icons/sprite-icon';
import { Button } from '@/components/ui/button';
import type { ButtonSize } from '@/components/ui/button-styles';
import { useMyApplication } from '@/hooks/use-applications';
import { useApplyRequest } from './apply-request';

/** 'Apply' and 'Applied', translated by the server. */
export interface ApplyButtonLabels {
  start: string;
  applied: string;
}

/**
 * 'Apply' of the job header and the phone bar: it brings up the application form with its first
 * field focused. Once I have applied it says so, and leads to the application's state instead.
 */
export function ApplyButton({
  jobOfferId,
  labels,
  size = 'base',
  className,
}: {
  jobOfferId: string;
  labels: ApplyButtonLabels;
  size?: ButtonSize;
  className?: string;
}) {
  const { start } = useApplyRequest();
  const { application } = useMyApplication(jobOfferId);
  if (application) {
    return (
      <Button variant="secondary-outline" size={size} className={className} onClick={start}>
        <SpriteIcon name="check-circle" className="h-5 w-5" />
        {labels.applied}
      </Button>
    );
  }
  return (
    <Button variant="primary" size={size} className={className} onClick={start}>
      {labels.start}
    </Button>
  );
}
