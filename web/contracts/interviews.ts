/**
 * Interviews the company proposes to a candidate: the times, the place or video link, and what
 * the candidate's pick and the endpoints answer.
 */
import { z } from 'zod';
import { siteZoneInstant } from '@/i18n/time-zone';

export const INTERVIEW_STATES = ['proposed', 'confirmed', 'cancelled'] as const;
export type InterviewState = (typeof INTERVIEW_STATES)[number];

export const INTERVIEW_LIMITS = {
  slots: 5,
  /** Minutes of one interview. */
  minDuration: 15,
  maxDuration: 480,
  place: 200,
  videoUrl: 500,
  note: 1_000,
} as const;

/** How an interview's time reads everywhere: "úterý 8. prosince 2026 v 10:00", in the site's time zone. */
export const INTERVIEW_TIME_FORMAT = { dateStyle: 'full', timeStyle: 'short' } as const;

/** A wall-clock time in the site's time zone, as a date and time input gives it: `2026-12-08T10:00`. */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const slot = z.string().refine((value) => LOCAL_TIME.test(value), {
  message: 'slots: a time such as 2026-12-08T10:00.',
  params: { reason: 'invalid_slot_time' },
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const isHttpsLink = (value: string | null) =>
  value === null || z.url({ protocol: /^https$/, hostname: z.regexes.domain }).safeParse(value).success;

/** Body of POST (propose) and PUT (propose other times) on …/applications/{id}/interview. */
export const interviewProposalSchema = z
  .strictObject({
    slots: z
      .array(slot)
      .min(1)
      .refine((slots) => slots.length <= INTERVIEW_LIMITS.slots, {
        message: `slots: at most ${INTERVIEW_LIMITS.slots} times.`,
        params: { reason: 'too_many_slots' },
      })
      .refine((slots) => new Set(slots).size === slots.length, {
        message: 'slots: each time once.',
        params: { reason: 'duplicate_time' },
      })
      .refine(
        (slots) =>
          slots.every((value) => !LOCAL_TIME.test(value) || siteZoneInstant(value).getTime() > Date.now()),
        {
          message: 'slots: every time must be in the future.',
          params: { reason: 'time_in_past' },
        },
      ),
    durationMinutes: z.number().int().min(INTERVIEW_LIMITS.minDuration).max(INTERVIEW_LIMITS.maxDuration),
    place: optionalText(INTERVIEW_LIMITS.place),
    videoUrl: optionalText(INTERVIEW_LIMITS.videoUrl).refine(isHttpsLink, {
      message: 'videoUrl: a link starting with https://.',
      params: { reason: 'invalid_video_url' },
    }),
    note: optionalText(INTERVIEW_LIMITS.note),
  })
  .refine((proposal) => proposal.place !== null || proposal.videoUrl !== null, {
    path: ['place'],
    message: 'place: give a place, a video link or both.',
    params: { reason: 'place_or_link_required' },
  });
export type InterviewProposal = z.infer<typeof interviewProposalSchema>;
export type InterviewProposalInput = z.input<typeof interviewProposalSchema>;

/** Body of the candidate's POST …/applications/{id}/interview: one of the proposed times (ISO 8601). */
export const interviewPickSchema = z.strictObject({ start: z.iso.datetime({ offset: true }) });

/** An interview as both sides read it; times are ISO 8601 instants. */
export interface Interview {
  id: string;
  state: InterviewState;
  /** The proposed start times, earliest first. */
  slots: string[];
  durationMinutes: number;
  place: string | null;
  videoUrl: string | null;
  note: string | null;
  /** The time the candidate picked, once confirmed. */
  chosenStart: string | null;
  /** When the times were last proposed. */
  proposedAt: string;
}
