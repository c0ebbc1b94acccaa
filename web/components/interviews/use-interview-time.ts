import { useFormatter } from 'next-intl';
import { INTERVIEW_TIME_FORMAT } from '@/contracts/interviews';

/** Formats an interview's time in the page's language and the site's time zone: "úterý 8. prosince 2026 v 10:00". */
export function useInterviewTime() {
  const format = useFormatter();
  return (iso: string) => format.dateTime(new Date(iso), INTERVIEW_TIME_FORMAT);
}
