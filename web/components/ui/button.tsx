import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button-styles';
import { Spinner } from './spinner';

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A small pill label inside the button, e.g. a count. */
  chip?: React.ReactNode;
}

type ButtonProps = ButtonLookProps &
  ComponentProps<'button'> & {
    /** Shows a spinner and disables the button while an action runs. */
    loading?: boolean;
  };

function Chip({ children }: { children: React.ReactNode }) {
  return (
    <span className="rounded-full bg-current/15 px-2 py-0.5 text-[0.75em] font-bold leading-none">
      {children}
    </span>
  );
}

/** A button in one of the eight variants and five sizes. */
export function Button({
  variant,
  size,
  chip,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses(variant, size, className)}
      {...rest}
    >
      {loading ? <Spinner /> : null}
      {children}
      {chip !== undefined ? <Chip>{chip}</Chip> : null}
    </button>
  );
}

type ButtonLinkProps = ButtonLookProps & ComponentProps<typeof Link>;

/** A link to an app route that looks like a button. */
export function ButtonLink({ variant, size, chip, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link className={buttonClasses(variant, size, className)} {...rest}>
      {children}
      {chip !== undefined ? <Chip>{chip}</Chip> : null}
    </Link>
  );
}
