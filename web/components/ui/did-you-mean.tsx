import { getTranslations } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';

interface DidYouMeanProps {
  /** The list's catalogue, which words the question. */
  namespace: 'JobList' | 'CompanyList';
  /** The search of the spelling, its filters kept. */
  href: ComponentProps<typeof Link>['href'];
  /** A close spelling of the text that finds results with the same filters. */
  suggestion: string;
}

/** 'Did you mean …?' under an empty result: the close spelling links to its search. */
export async function DidYouMean({ namespace, href, suggestion }: DidYouMeanProps) {
  const t = await getTranslations(namespace);
  return (
    <p className="mt-3 text-lg text-gray-900" data-testid="did-you-mean">
      {t.rich('did_you_mean', {
        query: suggestion,
        suggestion: (chunks) => (
          <Link
            href={href}
            className="font-semibold text-dark-blue underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-primary"
          >
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
