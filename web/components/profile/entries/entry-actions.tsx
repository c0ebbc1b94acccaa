'use client';

import { Pencil, Trash } from 'lucide';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/icon';
import { Button } from '@/components/ui/button';

interface EntryActionsProps {
  /** The delete was asked for: show the confirmation instead of Edit and Delete. */
  confirming: boolean;
  deleting: boolean;
  /** Another form is open. */
  disabled: boolean;
  onEdit: () => void;
  onAskDelete: () => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

/** Edit and Delete on an entry card; Delete asks once more in place. */
export function EntryActions(props: EntryActionsProps) {
  const t = useTranslations('Profile');
  if (props.confirming) {
    return (
      <>
        <span className="self-center text-sm font-semibold">{t('confirm_delete')}</span>
        <Button variant="black" size="xs" loading={props.deleting} onClick={props.onConfirmDelete}>
          {t('delete')}
        </Button>
        <Button variant="black-outline" size="xs" onClick={props.onCancelDelete}>
          {t('cancel')}
        </Button>
      </>
    );
  }
  const actions = [
    { label: t('edit'), icon: Pencil, onClick: props.onEdit },
    { label: t('delete'), icon: Trash, onClick: props.onAskDelete },
  ];
  return actions.map(({ label, icon, onClick }) => (
    <Button key={label} variant="black-outline" size="xs" disabled={props.disabled} onClick={onClick}>
      <Icon node={icon} className="h-3.5 w-3.5" /> {label}
    </Button>
  ));
}
