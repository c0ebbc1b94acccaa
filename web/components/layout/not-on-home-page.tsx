'use client';

import { usePathname } from '@/i18n/navigation';

/** What the home page leaves out because it shows it in its own section (the newsletter sign-up). */
export function NotOnHomePage({ children }: { children: React.ReactNode }) {
  return usePathname() === '/' ? null : children;
}
