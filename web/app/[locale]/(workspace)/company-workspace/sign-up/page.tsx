import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConfirmSignup } from '@/components/company-signup/confirm-signup';
import { localeParam } from '@/i18n/locale-param';
import { MessagesFor } from '@/i18n/messages-for';
import { signupLinkState } from '@/platform/company-signup/signup';
import { currentWorkspace } from '@/platform/workspace/current-member';
import { workspaceMetadata } from '../../workspace-metadata';

type Props = PageProps<'/[locale]/company-workspace/sign-up'>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  return {
    ...(await workspaceMetadata(await localeParam(params), 'area_label')),
    // The link is a key: it is never sent on as a referrer.
    referrer: 'no-referrer' as const,
  };
}

/** A sign-up's confirmation link: the signed-in account confirms it with one click. */
export default async function SignupConfirmationPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const asked = (await searchParams).token;
  const token = typeof asked === 'string' ? asked : '';
  const [t, { user }] = await Promise.all([getTranslations('CompanySignup'), currentWorkspace()]);
  const link = user ? await signupLinkState(user.id, token) : { state: 'invalid' as const };
  return (
    <section
      className="mx-auto max-w-xl rounded-2xl border border-gray-200 bg-white p-8 shadow-sm"
      data-testid="company-signup-confirm"
    >
      <h1 className="font-display text-3xl font-black tracking-tight">{t('confirm_title')}</h1>
      {link.state === 'valid' ? (
        <>
          <p className="mt-3 text-gray-700">
            {t('confirm_text', { company: link.companyName, ico: link.ico })}
          </p>
          <MessagesFor scope="companySignup">
            <ConfirmSignup token={token} />
          </MessagesFor>
        </>
      ) : (
        <p className="mt-3 text-gray-700">{t(LINK_PROBLEMS[link.state])}</p>
      )}
    </section>
  );
}

const LINK_PROBLEMS = {
  invalid: 'link_invalid',
  expired: 'link_expired',
  wrong_account: 'link_wrong_account',
} as const;
