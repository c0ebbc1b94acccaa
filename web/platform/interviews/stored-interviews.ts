import 'server-only';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Interview } from '@/contracts/interviews';
import type { Database } from '@/server/db';
import { type InterviewRow, interview } from '@/server/db/schema';

export const toInterview = (row: InterviewRow): Interview => ({
  id: row.id,
  state: row.state,
  slots: row.slots,
  durationMinutes: row.durationMinutes,
  place: row.place,
  videoUrl: row.videoUrl,
  note: row.note,
  chosenStart: row.chosenStart?.toISOString() ?? null,
  proposedAt: row.proposedAt.toISOString(),
});

/** Applications' interviews, oldest first, by application. */
export async function interviewsOf(
  db: Database,
  applicationIds: string[],
): Promise<Map<string, Interview[]>> {
  const interviews = new Map<string, Interview[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return interviews;
  const rows = await db
    .select()
    .from(interview)
    .where(inArray(interview.applicationId, applicationIds))
    .orderBy(asc(interview.createdAt), asc(interview.id));
  for (const row of rows) interviews.get(row.applicationId)?.push(toInterview(row));
  return interviews;
}

/** The application's latest interview (the open one, else the last cancelled), or null. */
export async function latestInterview(db: Database, applicationId: string): Promise<Interview | null> {
  const [row] = await db
    .select()
    .from(interview)
    .where(eq(interview.applicationId, applicationId))
    .orderBy(desc(interview.createdAt), desc(interview.id))
    .limit(1);
  return row ? toInterview(row) : null;
}
