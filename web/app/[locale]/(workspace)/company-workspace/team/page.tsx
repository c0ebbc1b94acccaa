import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DeleteButton } from '@/components/workspace/delete-button';
import { InviteForm } from '@/components/workspace/invite-form';
import { workspaceEndpoints } from '@/contracts/endpoints/workspace';
import { localeParam } from '@/i18n/locale-param';
import { formatDate } from '@/platform/applications/notifications';
import { currentWorkspace } from '@/platform/workspace/current-member';
import { pendingInvitations } from '@/platform/workspace/invitations';
import { listMembers } from '@/platform/workspace/members';
import { NotAMember } from '../../not-a-member';
import { workspaceMetadata } from '../../workspace-metadata';

type Props = PageProps<'/[locale]/company-workspace/team'>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  return workspaceMetadata(await localeParam(params), 'nav_team');
}

const card = 'rounded-2xl bg-white p-5 shadow-sm sm:p-6';

/** The company's members and open invitations; owners invite and remove. */
export default async function WorkspaceTeamPage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const { user, member } = await currentWorkspace();
  if (!member || !user) return <NotAMember />;
  const owner = member.role === 'owner';
  const [t, members, invitations] = await Promise.all([
    getTranslations('Workspace'),
    listMembers(member.companyId),
    owner ? pendingInvitations(member.companyId) : Promise.resolve([]),
  ]);
  const date = (iso: string) => formatDate(new Date(iso), locale);
  return (
    <>
      <h1 className="mb-6 font-display text-3xl font-black tracking-tight sm:text-4xl">{t('team_title')}</h1>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="members-heading" className={card}>
          <h2 id="members-heading" className="font-display text-xl font-bold">
            {t('members_heading')}
          </h2>
          <ul className="mt-4 flex flex-col divide-y divide-gray-100" data-testid="workspace-members">
            {members.map((person) => (
              <li key={person.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words">
                    {person.name}
                    {person.email === user.email ? ` (${t('you')})` : ''}
                  </p>
                  <p className="text-sm break-all text-gray-600">{person.email}</p>
                  <p className="text-sm text-gray-600">
                    {t(`role_${person.role}`)} · {t('member_since', { date: date(person.since) })}
                  </p>
                </div>
                {owner && person.email !== user.email ? (
                  <DeleteButton
                    url={workspaceEndpoints.member(person.id)}
                    label={t('remove')}
                    failed={t('failed')}
                    confirm={{
                      question: t('remove_question', { name: person.name }),
                      yes: t('remove_confirm'),
                      no: t('remove_cancel'),
                    }}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        {owner ? (
          <div className="flex flex-col gap-6">
            <section aria-labelledby="invite-heading" className={card}>
              <h2 id="invite-heading" className="mb-4 font-display text-xl font-bold">
                {t('invite_heading')}
              </h2>
              <InviteForm />
            </section>
            {invitations.length > 0 ? (
              <section aria-labelledby="pending-heading" className={card}>
                <h2 id="pending-heading" className="font-display text-xl font-bold">
                  {t('pending_heading')}
                </h2>
                <ul className="mt-4 flex flex-col divide-y divide-gray-100">
                  {invitations.map((invitation) => (
                    <li
                      key={invitation.id}
                      className="flex flex-wrap items-center justify-between gap-3 py-3"
                    >
                      <div className="min-w-0">
                        <p className="font-semibold break-all">{invitation.email}</p>
                        <p className="text-sm text-gray-600">
                          {t('pending_until', {
                            role: t(`role_${invitation.role}`),
                            date: date(invitation.expiresAt),
                          })}
                        </p>
                      </div>
                      <DeleteButton
                        url={workspaceEndpoints.invitation(invitation.id)}
                        label={t('revoke')}
                        failed={t('failed')}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        ) : (
          <p className={`${card} text-gray-700`}>{t('owners_only_note')}</p>
        )}
      </div>
    </>
  );
}
