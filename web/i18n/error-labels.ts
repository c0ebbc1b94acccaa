/** Stands in a label for a value only the browser knows ('Follow {name}'); see `fillLabel`. */
export const slot = (name: string) => `{${name}}`;

type ErrorKey =
  | '401_title'
  | '401_text'
  | '404_title'
  | '404_text'
  | '500_title'
  | '500_text'
  | 'unknown_title'
  | 'unknown_text'
  | 'back_home'
  | 'page_not_found';

/** The error views' texts, from the `Error` namespace's translator (the server's, or the standalone 404's). */
export function errorLabels(t: (key: ErrorKey, values?: { path: string }) => string) {
  return {
    '401_title': t('401_title'),
    '401_text': t('401_text'),
    '404_title': t('404_title'),
    '404_text': t('404_text'),
    '500_title': t('500_title'),
    '500_text': t('500_text'),
    unknown_title: t('unknown_title'),
    unknown_text: t('unknown_text'),
    back_home: t('back_home'),
    page_not_found: t('page_not_found', { path: slot('path') }),
  };
}
