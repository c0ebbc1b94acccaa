import { useTranslations } from 'next-intl';
import type { Interview } from '@/contracts/interviews';

/** An interview's length, place, video link and note, as both sides read them. */
export function InterviewDetails({ interview }: { interview: Interview }) {
  const t = useTranslations('Interviews');
  const rows = [
    { label: t('duration'), value: t('duration_value', { minutes: interview.durationMinutes }) },
    ...(interview.place ? [{ label: t('place'), value: interview.place }] : []),
    ...(interview.videoUrl
      ? [
          {
            label: t('video'),
            value: (
              <a
                href={interview.videoUrl}
                className="break-all text-dark-blue underline underline-offset-2"
                rel="noopener noreferrer"
                target="_blank"
              >
                {interview.videoUrl}
              </a>
            ),
          },
        ]
      : []),
    ...(interview.note ? [{ label: t('note'), value: interview.note }] : []),
  ];
  return (
    <dl
      className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm"
      data-testid="interview-details"
    >
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-semibold text-gray-700">{row.label}</dt>
          <dd className="whitespace-pre-line break-words text-gray-950">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
