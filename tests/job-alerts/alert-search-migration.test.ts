import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobSearchSchema } from '@/contracts/job-search';
import { isolatePlatform } from '../platform/support/platform-env';
import { undoMigrationsFrom } from '../platform/support/undo-migrations';

isolatePlatform();

describe('migration 0014: alerts stored as the job search schema has them', () => {
  it('drops the blank texts of an alert saved in the old shape and keeps every other filter and alert', async () => {
    const [{ getDatabase, closeDatabase }, schema] = await Promise.all([
      import('@/server/db'),
      import('@/server/db/schema'),
    ]);
    const db = await getDatabase();
    const alert = (name: string, filters: object) => ({
      name,
      email: `${name}@example.com`,
      filters: filters as never,
      frequency: 'daily' as const,
      locale: 'cs',
      nextDigestAt: new Date(),
    });
    const oldShape = {
      q: '',
      city: '  ',
      seniority: 'senior',
      workingMode: 'hybrid',
      salary: true,
      minSalary: 40000,
    };
    const [blank, clean, empty] = await db
      .insert(schema.jobAlert)
      .values([
        alert('blank', oldShape),
        alert('clean', { q: 'kosmonaut', sort: 'newest' }),
        alert('empty', { company: '' }),
      ])
      .returning({ id: schema.jobAlert.id });
    // Stored before the migration, as the old contract accepted them: blank texts were allowed.
    expect(jobSearchSchema.safeParse(oldShape).success).toBe(false);
    // Back to before 0014 (and the migrations after it).
    await undoMigrationsFrom(db, '0014_job-alert-search-shape');
    await closeDatabase();

    const migrated = await getDatabase();
    const filtersOf = async (id: string) =>
      (await migrated.select().from(schema.jobAlert).where(eq(schema.jobAlert.id, id)))[0].filters;
    expect(await filtersOf(blank.id)).toEqual({
      seniority: 'senior',
      workingMode: 'hybrid',
      salary: true,
      minSalary: 40000,
    });
    expect(await filtersOf(clean.id)).toEqual({ q: 'kosmonaut', sort: 'newest' });
    expect(await filtersOf(empty.id)).toEqual({});
    for (const id of [blank.id, clean.id, empty.id])
      expect(jobSearchSchema.safeParse(await filtersOf(id)).success).toBe(true);
  });
});
