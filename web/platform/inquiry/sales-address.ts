import 'server-only';
import { getSiteSettings } from '@/content/site';
import { platformEnv } from '@/server/env';

/** Where inquiries go: the site settings' sales address, else SALES_EMAIL, else the contact address. */
export async function salesAddress(): Promise<string | null> {
  const settings = await getSiteSettings();
  return settings?.salesEmail ?? platformEnv().salesEmail ?? settings?.contactEmail ?? null;
}
