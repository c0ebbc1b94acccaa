import 'server-only';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { InterviewRow } from '@/server/db/schema';

/** What a calendar does with the event: put it in (or move it), or take it out. */
export type CalendarMethod = 'REQUEST' | 'CANCEL';

export interface InterviewCalendarEvent {
  interview: Pick<InterviewRow, 'uid' | 'sequence' | 'durationMinutes' | 'place' | 'videoUrl'> & {
    chosenStart: Date;
  };
  method: CalendarMethod;
  summary: string;
  description: string;
  /** The company. */
  organizer: { name: string; email: string };
  /** The candidate. */
  attendee: { name: string; email: string };
}

/**
 * The interview as an RFC 5545 calendar: one event whose UID stays the same through every change,
 * the sequence telling calendars which version is newest. Times are written in UTC, which every
 * calendar shows in its own time zone.
 */
export function interviewCalendar(event: InterviewCalendarEvent): string {
  const { interview, method } = event;
  const calendar = ical({
    prodId: { company: 'Tribe', product: 'Interviews' },
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: interview.uid,
    sequence: interview.sequence,
    start: interview.chosenStart,
    end: new Date(interview.chosenStart.getTime() + interview.durationMinutes * 60_000),
    stamp: new Date(),
    summary: event.summary,
    description: event.description,
    location: interview.place ?? interview.videoUrl,
    url: interview.videoUrl,
    status: method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: event.organizer,
    attendees: [
      {
        ...event.attendee,
        role: ICalAttendeeRole.REQ,
        status: method === 'REQUEST' ? ICalAttendeeStatus.ACCEPTED : ICalAttendeeStatus.DECLINED,
      },
    ],
  });
  return calendar.toString();
}
