import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button-styles';

interface SubmitButtonProps {
  sending: boolean;
  /** What the button says while the form is idle; while it is sent it says 'Sending…'. */
  children: React.ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** A form's submit button: it spins and is disabled while the form is sent. */
export function SubmitButton({
  sending,
  children,
  variant = 'secondary',
  size,
  className,
}: SubmitButtonProps) {
  const t = useTranslations('Form');
  return (
    <Button type="submit" variant={variant} size={size} loading={sending} className={className}>
      {sending ? t('sending') : children}
    </Button>
  );
}
