'use client';

import { isProtectedPathname } from '@tribe/routes';
import { useCallback } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { useMe } from './use-me';

/**
 * Sign out (spec section 4): call the logout endpoint; on 200 refetch the user and leave a
 * protected route for the localized '/'; any other status changes nothing.
 */
export function useSignOut() {
  const { refresh } = useMe();
  const pathname = usePathname();
  const router = useRouter();
  return useCallback(async () => {
    const response = await fetch('/auth/logout', { credentials: 'same-origin', cache: 'no-store' }).catch(
      () => null,
    );
    if (response?.status !== 200) return;
    await refresh();
    if (isProtectedPathname(pathname)) router.replace('/');
  }, [refresh, pathname, router]);
}
