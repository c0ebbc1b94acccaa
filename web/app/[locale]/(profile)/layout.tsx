import { SignInWall } from '@/components/auth/sign-in-wall';
import { SiteShell } from '@/components/layout/site-shell';
import { ProfileNav } from '@/components/profile/profile-nav';
import { WorkspaceLink } from '@/components/workspace/workspace-link';
import { localeParam } from '@/i18n/locale-param';
import { MessagesFor } from '@/i18n/messages-for';
import { defaultTheme, namedSurface } from '@/lib/theme/theme';
import { membershipOf } from '@/platform/workspace/members';
import { currentUserIfKnown } from '@/server/auth/current-user-if-known';

/**
 * The user-profile layout: only for a signed-in user; anyone else is asked to sign in on the
 * page's own address, and lands on the page once signed in. While the database is unreachable
 * the area still renders, and its parts show their load errors (the API answers 503) with a way
 * to try again.
 */
export default async function ProfileLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await localeParam(params);
  const user = await currentUserIfKnown();
  if (user === null) {
    return (
      <SiteShell layout="default">
        <div className="px-4 py-16 sm:px-6">
          <MessagesFor scope="shell">
            <SignInWall />
          </MessagesFor>
        </div>
      </SiteShell>
    );
  }
  const nav = namedSurface(defaultTheme.profileNavigationBgColor, defaultTheme);
  return (
    <SiteShell layout="default">
      <MessagesFor scope="profileArea">
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <aside className="flex min-w-0 flex-col gap-3">
            <ProfileNav background={nav.background} color={nav.color} />
            {user && (await membershipOf(user.id)) ? <WorkspaceLink /> : null}
          </aside>
          <div className="min-w-0">{children}</div>
        </div>
      </MessagesFor>
    </SiteShell>
  );
}
