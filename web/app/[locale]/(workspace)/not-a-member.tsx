import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { SignupForm } from '@/components/company-signup/signup-form';
import { MessagesFor } from '@/i18n/messages-for';
import { signupOf } from '@/platform/company-signup/signup';
import { getCurrentUser } from '@/server/auth/current-user';

const CARD = 'mx-auto max-w-xl rounded-2xl border border-gray-200 bg-white p-8 shadow-sm';

/**
 * What a signed-in account that belongs to no company sees in the workspace: while its company's
 * sign-up waits, where it stands (nothing else); otherwise how to get in, the sign-up form included.
 */
export async function NotAMember() {
  const [t, s, user] = await Promise.all([
    getTranslations('Workspace'),
    getTranslations('CompanySignup'),
    getCurrentUser(await headers()),
  ]);
  const signup = user ? await signupOf(user.id) : null;
  const values = signup && { company: signup.companyName, ico: signup.ico, email: signup.email };
  if (signup?.state === 'pending' && values) {
    return (
      <section className={CARD} data-testid="workspace-waiting">
        <h1 className="font-display text-3xl font-black tracking-tight">{s('waiting_title')}</h1>
        <p className="mt-3 text-gray-700">{s('waiting_text', values)}</p>
      </section>
    );
  }
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      {signup?.state === 'unconfirmed' && values ? (
        <section className={CARD} data-testid="workspace-signup-unconfirmed">
          <h1 className="font-display text-3xl font-black tracking-tight">{s('unconfirmed_title')}</h1>
          <p className="mt-3 text-gray-700">{s('unconfirmed_text', values)}</p>
        </section>
      ) : signup?.state === 'declined' && values ? (
        <section className={CARD} data-testid="workspace-signup-declined">
          <h1 className="font-display text-3xl font-black tracking-tight">{s('declined_title')}</h1>
          <p className="mt-3 text-gray-700">
            {s('declined_text', { ...values, reason: signup.declineReason ?? '' })}
          </p>
          <p className="mt-2 text-gray-700">{s('declined_again')}</p>
        </section>
      ) : (
        <section className={`${CARD} text-center`} data-testid="workspace-not-member">
          <h1 className="font-display text-3xl font-black tracking-tight">{t('not_member_title')}</h1>
          <p className="mt-3 text-gray-700">{t('not_member_text')}</p>
        </section>
      )}
      <section aria-labelledby="signup-heading" className="rounded-2xl bg-primary-light p-2 sm:p-4">
        <h2 id="signup-heading" className="px-4 pt-4 font-display text-2xl font-black tracking-tight">
          {s('form_title')}
        </h2>
        <p className="px-4 pt-2 pb-4 text-gray-700">{s('form_intro')}</p>
        <MessagesFor scope="companySignup">
          <SignupForm idPrefix="workspace-signup" />
        </MessagesFor>
      </section>
    </div>
  );
}
