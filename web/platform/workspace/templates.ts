import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { ApiError } from '@/contracts/api-error';
import type { WorkspaceTemplate } from '@/contracts/workspace';
import { getDatabase } from '@/server/db';
import { messageTemplate } from '@/server/db/schema';
import { isUniqueViolation } from '../applications/summary';

/** The company's status-message templates, by language and name. */
export async function listTemplates(companyId: string): Promise<WorkspaceTemplate[]> {
  const db = await getDatabase();
  return db
    .select({
      id: messageTemplate.id,
      locale: messageTemplate.locale,
      name: messageTemplate.name,
      body: messageTemplate.body,
    })
    .from(messageTemplate)
    .where(eq(messageTemplate.companyId, companyId))
    .orderBy(asc(messageTemplate.locale), asc(messageTemplate.name));
}

export async function addTemplate(
  companyId: string,
  input: Omit<WorkspaceTemplate, 'id'>,
): Promise<WorkspaceTemplate> {
  const db = await getDatabase();
  try {
    const [row] = await db
      .insert(messageTemplate)
      .values({ companyId, ...input })
      .returning({
        id: messageTemplate.id,
        locale: messageTemplate.locale,
        name: messageTemplate.name,
        body: messageTemplate.body,
      });
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError(
        409,
        'template_exists',
        'A template with this name already exists in this language.',
        'name',
      );
    }
    throw error;
  }
}

export async function deleteTemplate(companyId: string, templateId: string) {
  const db = await getDatabase();
  const [row] = await db
    .delete(messageTemplate)
    .where(and(eq(messageTemplate.id, templateId), eq(messageTemplate.companyId, companyId)))
    .returning({ id: messageTemplate.id });
  if (!row) throw new ApiError(404, 'template_not_found', 'There is no such template in your company.');
  return { deleted: true };
}
