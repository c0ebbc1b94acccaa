import { CalendarClock } from 'lucide';
import { useFormatter, useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/icon';
import type { InterviewGlance } from '@/contracts/workspace';
import { TIME_ZONE } from '@/i18n/time-zone';

/** The candidate's open interview on their row or card: the time agreed, or times waiting for their pick. */
export function InterviewGlanceLine({ interview }: { interview: InterviewGlance | null }) {
  const t = useTranslations('Workspace');
  const format = useFormatter();
  if (!interview) return null;
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-gray-800" data-testid="interview-glance">
      <Icon node={CalendarClock} className="h-4 w-4 shrink-0" />
      {interview.state === 'confirmed'
        ? t('interview_agreed', {
            time: format.dateTime(new Date(interview.at), {
              dateStyle: 'medium',
              timeStyle: 'short',
              timeZone: TIME_ZONE,
            }),
          })
        : t('interview_times_proposed')}
    </p>
  );
}
