import type { ComponentProps } from 'react';
import { ButtonLink } from './button';

interface EmptyStateProps {
  title: string;
  text?: string;
  /** Where to go from here: the page that fills the list. */
  action: { href: ComponentProps<typeof ButtonLink>['href']; label: string };
  testId: string;
}

/** A list with nothing in it yet: what is missing, why it matters, and the way to fill it. */
export function EmptyState({ title, text, action, testId }: EmptyStateProps) {
  return (
    <div className="rounded-2xl border-2 border-dashed border-gray-300 p-8 text-center" data-testid={testId}>
      <p className="font-semibold text-gray-700">{title}</p>
      {text ? <p className="mx-auto mt-1 max-w-xl text-gray-600">{text}</p> : null}
      <ButtonLink href={action.href} variant="primary" size="sm" className="mt-4">
        {action.label}
      </ButtonLink>
    </div>
  );
}
