'use client';

import { isProtectedPathname } from '@tribe/routes';
import { useEffect, useRef } from 'react';
import { useMe } from '@/hooks/use-me';
import { usePathname, useRouter } from '@/i18n/navigation';

/**
 * Spec section 4, 'Authentication': on app start and on each navigation, when no user is
 * loaded, the user is fetched; still nobody on a protected route means going to '/'.
 */
export function SessionGuard() {
  const pathname = usePathname();
  const router = useRouter();
  const { user, isLoading, error, refresh } = useMe();
  const checkedPathname = useRef<string | null>(null);

  useEffect(() => {
    if (isLoading || checkedPathname.current === pathname) return;
    const appStart = checkedPathname.current === null;
    checkedPathname.current = pathname;
    if (user) return;
    let current = true;
    // At app start the user was fetched a moment ago; later navigations ask again. Only an
    // answer saying nobody is signed in leaves the page: when the check itself failed (the
    // service is briefly unavailable), the page stays and shows its own load errors.
    const loaded = appStart ? Promise.resolve(error ? undefined : { user }) : refresh();
    loaded.then(
      (me) => {
        if (current && me && !me.user && isProtectedPathname(pathname)) router.replace('/');
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [pathname, isLoading, user, error, refresh, router]);

  return null;
}
