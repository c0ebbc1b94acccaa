'use client';

import { isProtectedPathname } from '@tribe/routes';
import { useEffect, useRef } from 'react';
import { useMe } from '@/hooks/use-me';
import { usePathname, useRouter } from '@/i18n/navigation';

/**
 * Spec section 4, 'Authentication': on each navigation, when no user is loaded, the user is
 * fetched. Still nobody on a protected route (the session ended meanwhile) renders the page
 * anew, and its layout asks to sign in there; at app start the server has just decided that.
 */
export function SessionGuard() {
  const pathname = usePathname();
  const router = useRouter();
  const { user, isLoading, refresh } = useMe();
  const checkedPathname = useRef<string | null>(null);

  useEffect(() => {
    if (isLoading || checkedPathname.current === pathname) return;
    const appStart = checkedPathname.current === null;
    checkedPathname.current = pathname;
    if (user || appStart) return;
    let current = true;
    // Only an answer saying nobody is signed in renders the page anew: when the check itself
    // failed (the service is briefly unavailable), the page stays and shows its own load errors.
    refresh().then(
      (me) => {
        if (current && me && !me.user && isProtectedPathname(pathname)) router.refresh();
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [pathname, isLoading, user, refresh, router]);

  return null;
}
