import type { Locale } from '@tribe/routes';

// Messages written in the other language on purpose: the spec's English tagline and pitch on
// Czech pages, and the language switch, which names the other language in that language.
export const IN_THE_OTHER_LANGUAGE: Record<Locale, string[]> = {
  cs: [
    'Metadata.tagline',
    'Metadata.pitch',
    'Pages.home_eyebrow',
    'Home.eyebrow',
    'LanguageSwitch.switch_to',
    'LanguageSwitch.switch_to_label',
  ],
  en: ['LanguageSwitch.switch_to', 'LanguageSwitch.switch_to_label'],
};
