import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AcceptInvitation } from '@/components/workspace/accept-invitation';
import { localeParam } from '@/i18n/locale-param';
import { currentWorkspace } from '@/platform/workspace/current-member';
import { checkInvitation } from '@/platform/workspace/invitations';
import { workspaceMetadata } from '../../workspace-metadata';

type Props = PageProps<'/[locale]/company-workspace/invitation'>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  return {
    ...(await workspaceMetadata(await localeParam(params), 'area_label')),
    // The link is a key: it is never sent on as a referrer.
    referrer: 'no-referrer' as const,
  };
}

const PROBLEMS = {
  invalid: 'invitation_invalid',
  expired: 'invitation_expired',
  used: 'invitation_used',
} as const;

/** An invitation link: the signed-in account accepts it and joins the company's workspace. */
export default async function InvitationPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const asked = (await searchParams).token;
  const token = typeof asked === 'string' ? asked : '';
  const [t, check, { user }] = await Promise.all([
    getTranslations('Workspace'),
    checkInvitation(token),
    currentWorkspace(),
  ]);
  return (
    <section
      className="mx-auto max-w-xl rounded-2xl border border-gray-200 bg-white p-8 shadow-sm"
      data-testid="workspace-invitation"
    >
      {check.state === 'valid' ? (
        <>
          <h1 className="font-display text-3xl font-black tracking-tight">
            {t('invitation_title', { company: check.companyName })}
          </h1>
          <p className="mt-3 text-gray-700">
            {t('invitation_text', {
              company: check.companyName,
              role: t(`role_${check.invitation.role}`),
              email: user?.email ?? '',
            })}
          </p>
          <AcceptInvitation token={token} />
        </>
      ) : (
        <p className="text-gray-700">{t(PROBLEMS[check.state])}</p>
      )}
    </section>
  );
}
