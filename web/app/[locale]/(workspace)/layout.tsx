import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { SignInWall } from '@/components/auth/sign-in-wall';
import { WorkspaceShell } from '@/components/workspace/chrome/workspace-shell';
import { StudioEntry } from '@/components/workspace/studio-entry';
import { WorkspaceNav } from '@/components/workspace/workspace-nav';
import { getApplicationCompany } from '@/content/companies';
import { localLakeEnabled } from '@/content/local-lake';
import { localeParam } from '@/i18n/locale-param';
import { MessagesFor } from '@/i18n/messages-for';
import { membershipOf } from '@/platform/workspace/members';
import { getCurrentUser } from '@/server/auth/current-user';
import { isDatabaseUnavailable } from '@/server/db/unavailable';

/** The signed-in user and their membership; undefined while the database cannot say. */
async function visitorIfKnown() {
  try {
    const user = await getCurrentUser(await headers());
    return { user, member: user ? await membershipOf(user.id) : null };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return undefined;
    throw error;
  }
}

/**
 * The recruiters' workspace, in its own header and footer: only for a signed-in user (anyone else
 * is asked to sign in on the page's own address, an invitation link included). A member gets the
 * company's name, the way into the Studio to edit its profile and offers, and the workspace's
 * sections above each page; each page decides what a non-member sees.
 */
export default async function WorkspaceLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await localeParam(params);
  const visitor = await visitorIfKnown();
  if (visitor?.user === null) {
    return (
      <WorkspaceShell>
        <div className="px-4 py-16 sm:px-6">
          <MessagesFor scope="shell">
            <SignInWall />
          </MessagesFor>
        </div>
      </WorkspaceShell>
    );
  }
  const t = await getTranslations('Workspace');
  const company = visitor?.member ? await getApplicationCompany(visitor.member.companyId) : null;
  return (
    <WorkspaceShell>
      <MessagesFor scope="workspace">
        <div className="flex-1 bg-gray-50">
          {company ? (
            <div className="border-b border-gray-200 bg-primary-light">
              <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 pb-3 sm:px-6">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm font-semibold text-gray-700">
                    {t('area_label')} · <span className="text-gray-950">{company.name}</span>
                  </p>
                  {/* Members edit in the Studio through the local lake; online that needs a proxy not built yet. */}
                  {localLakeEnabled() ? <StudioEntry /> : null}
                </div>
                <WorkspaceNav />
              </div>
            </div>
          ) : null}
          <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">{children}</div>
        </div>
      </MessagesFor>
    </WorkspaceShell>
  );
}
