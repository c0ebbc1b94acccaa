import 'server-only';
import { savedCvEndpoints } from '@/contracts/endpoints/applications';
import { listSavedCvRows, savedCvFile } from './saved-cvs';

/** My saved CVs for the data export: name, type, size, date, default and a link that downloads each. */
export async function savedCvsForExport(userId: string, siteUrl: string) {
  const rows = await listSavedCvRows(userId);
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    kind: row.kind,
    bytes: row.bytes,
    isDefault: row.isDefault,
    createdAt: row.createdAt,
    downloadUrl: `${siteUrl}${savedCvEndpoints.file(row.id)}`,
  }));
}

/** The stored files of my saved CVs (account deletion removes them after the rows). */
export async function savedCvFiles(userId: string) {
  return (await listSavedCvRows(userId)).map(savedCvFile);
}
