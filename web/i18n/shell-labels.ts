import type { Locale } from '@tribe/routes';
import { getTranslations } from 'next-intl/server';

import { errorLabels, slot } from './error-labels';

/**
 * The texts of the client islands every page holds (header, menus, consent banner, follow
 * hearts, error views), translated on the server: the browser gets strings, not a translator.
 */
export async function shellLabels(locale: Locale) {
  const [navigation, consent, error, follow, languageSwitch, loadError, share] = await Promise.all(
    (['Navigation', 'Consent', 'Error', 'Follow', 'LanguageSwitch', 'LoadError', 'Share'] as const).map(
      (namespace) => getTranslations({ locale, namespace }),
    ),
  );
  return {
    navigation: {
      main_menu: navigation('main_menu'),
      home: navigation('home'),
      companies: navigation('companies'),
      jobs: navigation('jobs'),
      magazine: navigation('magazine'),
      for_companies: navigation('for_companies'),
      my_profile: navigation('my_profile'),
      studio: navigation('studio'),
      company_workspace: navigation('company_workspace'),
      sign_in: navigation('sign_in'),
      sign_out: navigation('sign_out'),
      open_menu: navigation('open_menu'),
      close_menu: navigation('close_menu'),
    },
    consent: {
      title: consent('title'),
      text: consent('text'),
      accept: consent('accept'),
      reject: consent('reject'),
      more: consent('more'),
    },
    error: errorLabels(error),
    follow: {
      follow: follow('follow'),
      following: follow('following'),
      follow_named: follow('follow_named', { name: slot('name') }),
      unfollow_named: follow('unfollow_named', { name: slot('name') }),
    },
    languageSwitch: {
      switch_to_short: languageSwitch('switch_to_short'),
      switch_to_label: languageSwitch('switch_to_label'),
    },
    loadError: { retry: loadError('retry') },
    share: {
      share: share('share'),
      copied: share('copied'),
      copy_manually: share('copy_manually'),
    },
  };
}

export type ShellLabels = Awaited<ReturnType<typeof shellLabels>>;
