import 'server-only';
import { type Locale, localizedPath } from '@tribe/routes';
import { platformEnv } from '@/server/env';

/** An application's page in the workspace, for the links in the members' e-mails. */
export const workspaceApplicationUrl = (id: string, locale: Locale) =>
  `${platformEnv().siteUrl}${localizedPath('/company-workspace/applications/[id]', locale, { id })}`;

/** Where a member chooses how often notices come. */
export const noticeSettingsUrl = (locale: Locale) =>
  `${platformEnv().siteUrl}${localizedPath('/company-workspace/notifications', locale)}`;

/** The company's documents and where each stands in review. */
export const workspaceDocumentsUrl = (locale: Locale) =>
  `${platformEnv().siteUrl}${localizedPath('/company-workspace/documents', locale)}`;
