'use client';

import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button-styles';
import { Checkbox, NativeSelect, TextInput } from '@/components/ui/inputs';
import { APPLICATION_STATUSES } from '@/contracts/applications';
import { APPLICANT_SORTS, type ApplicantQuery, RATINGS, WORKSPACE_LIMITS } from '@/contracts/workspace';
import { hrefPath } from '@/i18n/href';
import { Link, useRouter } from '@/i18n/navigation';
import { useLocaleParam } from '@/i18n/use-locale-param';

interface ApplicantFiltersProps {
  query: ApplicantQuery;
  offers: { jobOfferId: string; title: string }[];
  tags: string[];
}

const label = 'flex flex-col gap-1 text-sm font-semibold text-gray-800';

/**
 * The list's search, filters and order: a plain GET form, so it works without scripts and every
 * view is a link. With scripts, empty fields are left out of the address and the page changes
 * in place.
 */
export function ApplicantFilters({ query, offers, tags }: ApplicantFiltersProps) {
  const t = useTranslations('Workspace');
  const router = useRouter();
  const locale = useLocaleParam();
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim()) chosen[name] = value.trim();
    }
    router.push({ pathname: '/company-workspace/applicants', query: chosen });
  };
  const select = (name: keyof ApplicantQuery, title: string, value: string, options: [string, string][]) => (
    <div className={label}>
      <label htmlFor={`applicants-${name}`}>{title}</label>
      <NativeSelect id={`applicants-${name}`} name={name} defaultValue={value}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  const any: [string, string] = ['', t('applicants_any')];
  return (
    <form
      method="get"
      action={hrefPath('/company-workspace/applicants', locale)}
      onSubmit={submit}
      aria-label={t('applicants_filters')}
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      data-testid="applicant-filters"
    >
      <div className={`${label} sm:col-span-2`}>
        <label htmlFor="applicants-q">{t('applicants_search')}</label>
        <TextInput
          id="applicants-q"
          type="search"
          name="q"
          defaultValue={query.q ?? ''}
          maxLength={WORKSPACE_LIMITS.search}
          placeholder={t('applicants_search_help')}
        />
      </div>
      {select('offer', t('applicants_offer'), query.offer ?? '', [
        any,
        ...offers.map((offer): [string, string] => [offer.jobOfferId, offer.title]),
      ])}
      {select('stage', t('applicants_stage'), query.stage ?? '', [
        any,
        ...APPLICATION_STATUSES.map((status): [string, string] => [status, t(`status_${status}`)]),
      ])}
      {select('tag', t('applicants_tag'), query.tag ?? '', [
        any,
        ...tags.map((tag): [string, string] => [tag, tag]),
      ])}
      {select('rating', t('applicants_rating'), query.rating ? String(query.rating) : '', [
        any,
        ...RATINGS.map((rating): [string, string] => [
          String(rating),
          t('applicants_rating_at_least', { rating }),
        ]),
      ])}
      {select(
        'sort',
        t('applicants_sort'),
        query.sort ?? '',
        // The first order is the default, which the address leaves out.
        APPLICANT_SORTS.map((sort, index): [string, string] => [
          index === 0 ? '' : sort,
          t(`applicants_sort_${sort}`),
        ]),
      )}
      <Checkbox name="overdue" value="1" defaultChecked={query.overdue === '1'} className="self-end pb-3">
        {t('applicants_overdue')}
      </Checkbox>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={buttonClasses('secondary', 'base')}>
          {t('applicants_show')}
        </button>
        <Link
          href="/company-workspace/applicants"
          className="font-semibold text-dark-blue underline underline-offset-2"
        >
          {t('applicants_clear')}
        </Link>
      </div>
    </form>
  );
}
