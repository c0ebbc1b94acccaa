import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces client components read with `useTranslations`, by where they are used:
 * a part of a page rendered at once gets its scope from the server (`MessagesFor`), a part loaded
 * on demand fetches it with its code (`lazyWithMessages`). tests/i18n/client-messages.test.ts
 * fails when a client component uses a namespace no scope sends.
 */
export const clientMessageScopes = {
  shell: ['Consent', 'Error', 'Follow', 'LanguageSwitch', 'LoadError', 'Navigation', 'SignInModal'],
  newsletterForm: ['NewsletterForm', 'Form', 'Validation'],
  companyJobOffers: ['CompanyJobOffers', 'JobCard', 'Salary', 'Enums', 'Detail'],
  applicationForm: ['ApplicantThread', 'Application', 'Applications', 'SavedCvs', 'Form', 'Validation'],
  responseRecord: ['Applications'],
  inquiryForm: ['Inquiry', 'RichTextEditor', 'Form', 'Validation'],
  profileArea: [
    'ApplicantThread',
    'Interviews',
    'Profile',
    'ProfileImport',
    'Pages',
    'Applications',
    'Application',
    'SavedCvs',
    'Modal',
    'Form',
    'Validation',
    'RichTextEditor',
    'JobAlerts',
    'JobCard',
    'Salary',
    'Enums',
    'Detail',
    'ForYou',
    'Preferences',
    'CompanyCard',
    'CompanyList',
  ],
  forYouRow: ['ForYou', 'JobCard', 'Salary', 'Enums', 'Detail'],
  jobAlertDialog: ['JobAlerts', 'Modal', 'Form', 'Validation', 'Enums'],
  workspace: ['ApplicantThread', 'Interviews', 'Workspace', 'CompanySignup', 'Form', 'Validation'],
  companySignup: ['CompanySignup', 'Form', 'Validation'],
  recruiterStatus: ['Validation'],
} as const;

export type MessageScope = keyof typeof clientMessageScopes;
export type ClientNamespace = (typeof clientMessageScopes)[MessageScope][number];

/** The named namespaces of a catalogue, and nothing else. */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly ClientNamespace[],
): AbstractIntlMessages {
  return Object.fromEntries(
    namespaces.filter((name) => name in messages).map((name) => [name, messages[name]]),
  );
}

/** The messages one scope sends to the browser. */
export function scopeMessages(messages: AbstractIntlMessages, scope: MessageScope): AbstractIntlMessages {
  return pickMessages(messages, clientMessageScopes[scope]);
}

/**
 * What next-intl's provider gets in the browser for the client components of one scope: the
 * scope's namespaces with the shell's (load errors, sign-in). The shell's islands themselves get
 * their texts from the server (`shellLabels`).
 */
export function clientMessagesFor(messages: AbstractIntlMessages, scope: MessageScope): AbstractIntlMessages {
  return { ...scopeMessages(messages, 'shell'), ...scopeMessages(messages, scope) };
}

export function isMessageScope(name: string): name is MessageScope {
  return Object.hasOwn(clientMessageScopes, name);
}
