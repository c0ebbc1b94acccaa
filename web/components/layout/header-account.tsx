'use client';

import { useShellLabels } from '@/components/app/shell-labels-context';
import { useSignInModal } from '@/components/auth/sign-in-modal-context';
import { useMe } from '@/hooks/use-me';
import { useSignOut } from '@/hooks/use-sign-out';
import { useStudioAccess } from '@/hooks/use-studio-access';
import { Link } from '@/i18n/navigation';

const pill =
  'inline-flex h-10 items-center justify-center rounded-full px-5 text-sm font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-electric-blue';

/**
 * The account end of the menu: My profile and Sign out for a user (and the company workspace for
 * a member of one, the Studio for an editor), Sign in otherwise.
 */
export function HeaderAccount({
  vertical = false,
  inWorkspace = false,
}: {
  vertical?: boolean;
  /** In the workspace itself, which needs no link to it. */
  inWorkspace?: boolean;
}) {
  const labels = useShellLabels('navigation');
  const { user, companyMember, isLoading } = useMe();
  const signInModal = useSignInModal();
  const signOut = useSignOut();
  const editor = useStudioAccess(user);
  const layout = vertical ? 'flex flex-col items-stretch gap-2' : 'flex items-center gap-2';

  if (isLoading) return <div className={`${layout} h-10 w-28 animate-pulse rounded-full bg-current/10`} />;
  if (!user) {
    return (
      <div className={layout}>
        <button
          type="button"
          className={`${pill} bg-primary text-primary-text hover:brightness-95`}
          onClick={() => signInModal.open()}
        >
          {labels.sign_in}
        </button>
      </div>
    );
  }
  return (
    <div className={layout}>
      {editor && (
        // The Studio lives outside the localized pages.
        <a href="/studio" className={`${pill} bg-current/10 hover:bg-current/15`} data-testid="header-studio">
          {labels.studio}
        </a>
      )}
      {companyMember && !inWorkspace ? (
        <Link
          href="/company-workspace"
          className={`${pill} bg-dark-blue text-white hover:brightness-110 dark:bg-white dark:text-dark-blue`}
          data-testid="header-workspace"
        >
          {labels.company_workspace}
        </Link>
      ) : null}
      <Link href="/profile" className={`${pill} bg-current/10 hover:bg-current/15`} data-testid="header-user">
        {labels.my_profile}
        <span className="sr-only">: </span>
        <span className="ml-2 max-w-32 truncate font-normal opacity-80">{user.name}</span>
      </Link>
      <button
        type="button"
        className={`${pill} border border-current/25 hover:border-current/60`}
        onClick={signOut}
      >
        {labels.sign_out}
      </button>
    </div>
  );
}
