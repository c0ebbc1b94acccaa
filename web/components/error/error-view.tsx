'use client';

import { useParams } from 'next/navigation';
import { useShellLabels } from '@/components/app/shell-labels-context';
import { buttonClasses } from '@/components/ui/button-styles';
import { FireAnimation } from './fire-animation';

type CatalogueKey = '401' | '404' | '500' | 'unknown';

function catalogueKey(statusCode: number): CatalogueKey {
  return statusCode === 401 || statusCode === 404 || statusCode === 500 ? `${statusCode}` : 'unknown';
}

interface ErrorViewProps {
  statusCode: number;
  /** Replaces the catalogue text, e.g. 'Page not found: /some/path' for an unknown route. */
  message?: string;
  /** Clears the error state before going home (without JavaScript, the link goes there itself). */
  onBackHome: () => void;
}

/** The error page body (spec section 8): fire, title and text by status, and 'back_home'. */
export function ErrorView({ statusCode, message, onBackHome }: ErrorViewProps) {
  const labels = useShellLabels('error');
  const key = catalogueKey(statusCode);
  const { locale } = useParams<{ locale?: string }>() ?? {};
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center"
      data-status={statusCode}
    >
      <FireAnimation />
      <h1 className="mt-6 font-display text-3xl font-black tracking-tight sm:text-5xl">
        {labels[`${key}_title`]}
      </h1>
      <p className="mt-4 text-lg text-gray-600">{labels[`${key}_text`]}</p>
      {message ? (
        <p className="mt-2 break-all font-mono text-sm text-gray-500" data-testid="error-message">
          {message}
        </p>
      ) : null}
      {/* Button's look without the component: the error boundary's code loads with every page, and
          the component (with its spinner and link) would load twice where the page uses it too. */}
      <a
        href={locale ? `/${locale}` : '/'}
        className={buttonClasses('primary', 'lg', 'mt-10')}
        onClick={(event) => {
          event.preventDefault();
          onBackHome();
        }}
      >
        {labels.back_home}
      </a>
    </section>
  );
}
