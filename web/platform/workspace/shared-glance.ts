import 'server-only';
import { sql } from 'drizzle-orm';
import type { SharedExperience } from '@/contracts/applicant-thread';
import type { InterviewGlance } from '@/contracts/workspace';
import { applicationMessage, interview, jobApplication, sharedProfile } from '@/server/db/schema';

/**
 * The columns a list reads of a shared profile (joined on the application): the city and the
 * newest job only, not the whole profile.
 */
export const sharedAtAGlance = {
  city: sharedProfile.city,
  latestJob: sql<SharedExperience | null>`${sharedProfile.experience} -> 0`,
};

/**
 * When the candidate wrote the last message of the application's thread, so the company owes a
 * reply; null when the company wrote last or nobody wrote.
 */
export const unansweredMessageAt = sql<Date | null>`(
  select case when ${applicationMessage.sender} = 'candidate' then ${applicationMessage.createdAt} end
  from ${applicationMessage}
  where ${applicationMessage.applicationId} = ${jobApplication.id}
  order by ${applicationMessage.createdAt} desc, ${applicationMessage.id} desc
  limit 1
)`.mapWith(applicationMessage.createdAt);

/** The application's open interview (one at the most), as its state and the time agreed. */
export const openInterview = sql<{ state: InterviewGlance['state']; at: string | null } | null>`(
  select json_build_object('state', ${interview.state}, 'at', ${interview.chosenStart})
  from ${interview}
  where ${interview.applicationId} = ${jobApplication.id} and ${interview.state} <> 'cancelled'
)`;

/** The open interview for a list, its time agreed as an ISO instant. */
export const interviewGlance = (
  open: { state: InterviewGlance['state']; at: string | null } | null,
): InterviewGlance | null =>
  !open
    ? null
    : open.state === 'confirmed' && open.at
      ? { state: 'confirmed', at: new Date(open.at).toISOString() }
      : { state: 'proposed', at: null };

/** The job the candidate holds now, as "title, company"; null when their newest one has ended. */
export const currentRole = (latest: SharedExperience | null): string | null =>
  latest && !latest.to ? `${latest.title}, ${latest.company}` : null;
