'use client';

import { Fragment, useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { useRouter } from '@/i18n/navigation';
import { formSearchQuery, minSalaryDigits } from '@/lib/jobs/job-search-form-query';
import type { JobSearchHref } from './job-search-href';
import { useJobSearchTransition } from './job-search-transition';

const TYPING_DELAY_MS = 400;
/** Fields typed into: the search waits for a pause in the typing. */
const TYPED_FIELDS = new Set(['q', 'minSalary']);

interface FilterNavigationFormProps {
  /** The localized path the plain form submits to. */
  action: string;
  href: JobSearchHref;
  /** The URL query of the filters the page shows, in `jobSearchUrlQuery`'s order. */
  shownQuery: string;
  /** The search's fields in the URLs' order (`jobSearchFields`). */
  fields: readonly string[];
  className: string;
  /** The fields, rendered by the server with the shown filters as their initial values. */
  children: React.ReactNode;
}

/**
 * The job search form's behaviour around fields the server renders: without JavaScript a plain
 * GET form; with it each change goes into the URL (page 1 again) and the results update in
 * place, typed text after a pause. A URL from elsewhere (back, a link) draws the fields anew
 * with its filters.
 */
export function FilterNavigationForm({
  action,
  href,
  shownQuery,
  fields,
  className,
  children,
}: FilterNavigationFormProps) {
  const router = useRouter();
  const { startTransition } = useJobSearchTransition();
  const hydrated = useHydrated();
  const pushed = useRef(shownQuery);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [drawing, setDrawing] = useState(0);

  useEffect(() => {
    if (shownQuery === pushed.current) return;
    pushed.current = shownQuery;
    setDrawing((count) => count + 1);
  }, [shownQuery]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    const query = formSearchQuery(new FormData(form), fields);
    const key = new URLSearchParams(query).toString();
    if (key === pushed.current) return;
    pushed.current = key;
    startTransition(() => router.push({ ...href, query }, { scroll: false }));
  };

  return (
    <form
      method="get"
      action={action}
      data-hydrated={hydrated || undefined}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        search(event.currentTarget);
      }}
      onChange={(event) => {
        const form = event.currentTarget;
        const field = event.target as HTMLInputElement | HTMLSelectElement;
        // The searchable selects' own text fields are no filter: their choice submits the form.
        if (!field.name) return;
        if (!TYPED_FIELDS.has(field.name)) return search(form);
        if (field.name === 'minSalary') field.value = minSalaryDigits(field.value);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => search(form), TYPING_DELAY_MS);
      }}
    >
      <Fragment key={drawing}>{children}</Fragment>
    </form>
  );
}
