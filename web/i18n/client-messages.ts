import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces client components read with `useTranslations`: the only part of the
 * catalogue sent to the browser. tests/i18n/client-messages.test.ts fails when a client
 * component uses a namespace missing here.
 */
export const clientNamespaces = [
  'Application',
  'Applications',
  'CompanyJobOffers',
  'Consent',
  'Detail',
  'Enums',
  'Error',
  'Follow',
  'Form',
  'Inquiry',
  'JobCard',
  'JobFilters',
  'LanguageSwitch',
  'LoadError',
  'Modal',
  'Navigation',
  'Newsletter',
  'Pages',
  'Profile',
  'RichTextEditor',
  'Salary',
  'Select',
  'Share',
  'ShowMore',
  'SignInModal',
  'Validation',
] as const;

export type ClientNamespace = (typeof clientNamespaces)[number];

/** The named namespaces of a catalogue, and nothing else. */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly ClientNamespace[],
): AbstractIntlMessages {
  return Object.fromEntries(
    namespaces.filter((name) => name in messages).map((name) => [name, messages[name]]),
  );
}

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return pickMessages(messages, clientNamespaces);
}
