import type { Locale } from '@tribe/routes';
import { localizedPath } from '@tribe/routes';
import { getTranslations } from 'next-intl/server';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { Select } from '@/components/ui/select';

/** The hero's job search: a plain GET form to the job list with `q` and `city` (no JavaScript needed). */
export async function HomeSearch({ locale, cities }: { locale: Locale; cities: string[] }) {
  const t = await getTranslations('Home');
  return (
    <search aria-label={t('search_label')}>
      <form
        action={localizedPath('/jobs', locale)}
        method="get"
        data-testid="home-search"
        className="grid gap-2 rounded-3xl bg-white p-2 text-gray-900 shadow-2xl ring-1 ring-gray-900/5 sm:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_auto]"
      >
        <label className="relative flex flex-col justify-center rounded-2xl px-4 py-2 pl-11 transition focus-within:bg-gray-50 hover:bg-gray-50">
          <SpriteIcon
            name="search"
            className="absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-gray-500"
          />
          <span className="text-xs font-semibold text-gray-600">{t('search_text_label')}</span>
          <input
            type="search"
            name="q"
            maxLength={100}
            placeholder={t('search_text_placeholder')}
            className="w-full bg-transparent text-base font-medium placeholder:font-normal placeholder:text-gray-500 focus:outline-none"
          />
        </label>
        <Select
          id="home-search-city"
          name="city"
          label={t('search_city_label')}
          labelPlacement="inside"
          emptyLabel={t('search_city_any')}
          options={cities.map((city) => ({ value: city, label: city }))}
          defaultValue={null}
        />
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-2xl bg-primary px-6 text-base font-bold text-primary-text transition hover:brightness-95 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-electric-blue"
        >
          <SpriteIcon name="search" className="h-5 w-5" />
          {t('search_submit')}
        </button>
      </form>
    </search>
  );
}
