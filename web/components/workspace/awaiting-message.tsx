import { MessageCircleMore } from 'lucide';
import { useFormatter, useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/icon';
import { Link } from '@/i18n/navigation';

/**
 * A candidate's message the company has not replied to, on the candidate's row or card: it leads
 * straight to the conversation on the candidate's page. Nothing when the company wrote last.
 */
export function AwaitingMessage({ applicationId, at }: { applicationId: string; at: string | null }) {
  const t = useTranslations('Workspace');
  const format = useFormatter();
  if (!at) return null;
  return (
    <Link
      href={{
        pathname: '/company-workspace/applications/[id]',
        params: { id: applicationId },
        hash: t('thread_anchor'),
      }}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-dark-blue underline underline-offset-2"
      data-testid="awaiting-message"
    >
      <Icon node={MessageCircleMore} className="h-4 w-4 shrink-0" />
      {t('message_awaiting', { date: format.dateTime(new Date(at), { dateStyle: 'medium' }) })}
    </Link>
  );
}
