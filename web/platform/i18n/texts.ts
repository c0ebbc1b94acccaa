import type { Locale } from '@/i18n/pathnames';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';

const messages = { cs, en };

type Namespace = 'AuthPopup' | 'LocalSignIn';

/** A message of one of the platform's own pages, with `{name}` placeholders filled in. */
export function platformText<N extends Namespace>(
  locale: Locale,
  namespace: N,
  key: keyof (typeof en)[N],
  values: Record<string, string | number> = {},
): string {
  const template = (messages[locale][namespace] as Record<string, string>)[key as string];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
